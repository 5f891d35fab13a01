import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Plus } from 'lucide-react';
import { Avatar } from './components/avatar/avatar';
import { Badge } from './components/badge/badge';
import { Button } from './components/button/button';
import { Card } from './components/card/card';
import { Checkbox } from './components/checkbox/checkbox';
import { DateField } from './components/date-field/date-field';
import { EmptyState } from './components/empty-state/empty-state';
import { ErrorState } from './components/error-state/error-state';
import { LocaleProvider } from './components/locale-provider/locale-provider';
import { Logo } from './components/logo/logo';
import { PasswordField } from './components/password-field/password-field';
import { ProgressBar } from './components/progress-bar/progress-bar';
import { RadioGroup } from './components/radio-group/radio-group';
import { Select } from './components/select/select';
import { Skeleton } from './components/skeleton/skeleton';
import { Stack } from './components/stack/stack';
import { Switch } from './components/switch/switch';
import { Tabs } from './components/tabs/tabs';
import { TextField } from './components/text-field/text-field';

// One page with the pieces side by side, to judge the whole look at a glance (and in both
// themes with the 'Light and dark' toolbar choice).
function Overview() {
  return (
    <LocaleProvider locale="da-DK">
      <Stack gap={6} style={{ maxWidth: 560 }}>
        <Stack direction="row" align="center" justify="space-between" wrap gap={3}>
          <Logo size={36} />
          <Stack direction="row" align="center" gap={2}>
            <span style={{ position: 'relative', display: 'inline-flex' }}>
              <Button variant="ghost" icon={<Bell />} aria-label="Notifikationer" />
              <Badge
                count={12}
                label="12 nye notifikationer"
                style={{ position: 'absolute', top: 2, right: 0 }}
              />
            </span>
            <Avatar name="Freja Nørgaard" colorId="freja" size="sm" />
          </Stack>
        </Stack>

        <Stack direction="row" gap={3} wrap align="center">
          <Button icon={<Plus />}>Kom i gang</Button>
          <Button variant="secondary">Annuller</Button>
          <Button variant="ghost">Spring over</Button>
          <Button variant="danger">Slet</Button>
          <Button isLoading>Gemmer</Button>
          <Button size="sm" variant="secondary">
            Lille
          </Button>
        </Stack>

        <Card padding="lg">
          <Stack gap={4}>
            <ProgressBar label="Trin 2 af 3" value={66} />
            <TextField label="E-mail" type="email" placeholder="navn@eksempel.dk" />
            <PasswordField
              label="Adgangskode"
              showLabel="Vis adgangskode"
              hideLabel="Skjul adgangskode"
              defaultValue="abc"
              errorMessage="Adgangskoden skal være på mindst 8 tegn."
            />
            <DateField label="Fødselsdato" defaultValue="1994-05-17" />
            <Select
              label="Køn"
              placeholder="Vælg…"
              options={[
                { id: 'woman', label: 'Kvinde' },
                { id: 'man', label: 'Mand' },
                { id: 'other', label: 'Andet' },
              ]}
            />
            <RadioGroup
              label="Jeg leder efter"
              orientation="horizontal"
              defaultValue="both"
              options={[
                { value: 'friends', label: 'Venner' },
                { value: 'dating', label: 'Kæreste' },
                { value: 'both', label: 'Begge dele' },
              ]}
            />
            <Switch
              defaultSelected
              description="Kun dine forbindelser ser dit billede, når den er slået fra."
            >
              Vis mine billeder for alle
            </Switch>
            <Checkbox>Jeg accepterer vilkårene</Checkbox>
            <Button fullWidth size="lg">
              Opret konto
            </Button>
          </Stack>
        </Card>

        <Tabs
          label="Medlemmer"
          items={[
            {
              id: 'active',
              label: 'Aktive',
              content: (
                <Stack gap={3}>
                  {['Mikkel Holm', 'Zainab Ali', 'Ida Sørensen'].map((name) => (
                    <Stack key={name} direction="row" gap={3} align="center">
                      <Avatar name={name} colorId={name} />
                      <span>{name}</span>
                    </Stack>
                  ))}
                  <Stack direction="row" gap={3} align="center">
                    <Skeleton shape="circle" />
                    <div style={{ flex: 1 }}>
                      <Skeleton lines={2} />
                    </div>
                  </Stack>
                </Stack>
              ),
            },
            { id: 'pending', label: 'Afventer', content: null },
          ]}
        />

        <Card>
          <EmptyState
            icon={<Bell />}
            title="Ingen notifikationer fundet"
            text="Når nogen synes om dig eller forbinder sig med dig, kan du se det her."
            headingLevel={3}
          />
        </Card>
        <Card>
          <ErrorState
            message="Listen kunne ikke hentes. Tjek din forbindelse, og prøv igen."
            retryLabel="Prøv igen"
            onRetry={() => undefined}
            headingLevel={3}
          />
        </Card>
      </Stack>
    </LocaleProvider>
  );
}

const meta = {
  title: 'Overview',
  component: Overview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Overview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTogether: Story = {};
