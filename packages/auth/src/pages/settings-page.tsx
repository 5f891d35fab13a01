import type { Settings, User } from '@wob/api';
import {
  Button,
  buttonClassName,
  Card,
  ErrorState,
  RadioGroup,
  Select,
  Skeleton,
  Switch,
} from '@wob/ui';
import { AGE_RANGE_MAX, AGE_RANGE_MIN, type Locale } from '@wob/validation';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AreYouSureDialog } from '../components/are-you-sure-dialog';
import { DataExportSection } from './data-export-section';
import { PageFrame } from '../components/auth-layout';
import { usePageData } from '../forms/use-page-data';
import { useSessionStore } from '../store/session-context';

type Toggle = Exclude<keyof Settings, 'ageRangeFrom' | 'ageRangeTo'>;
type SaveState = 'idle' | 'saving' | 'saved';

const PRIVACY: readonly { key: Toggle; hint?: string }[] = [
  { key: 'showLocation', hint: 'settings:privacy.showLocationHint' },
  { key: 'showGender' },
  { key: 'allowMessages' },
  { key: 'showImagesToAll', hint: 'settings:privacy.showImagesToAllHint' },
];
const NOTIFICATIONS: readonly Toggle[] = ['receiveNotifications', 'marketingEmails'];
const AGES = Array.from({ length: AGE_RANGE_MAX - AGE_RANGE_MIN + 1 }, (_, i) => AGE_RANGE_MIN + i);

/** /settings: every toggle of spec section 3, saved as soon as it changes; language; delete. */
export function SettingsPage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const refreshProfile = useSessionStore((state) => state.refreshProfile);
  const { state, retry } = usePageData(refreshProfile);

  return (
    <PageFrame title={t('settings:title')} intro={t('settings:intro')}>
      {user ? (
        <SettingsForm user={user} />
      ) : state === 'error' ? (
        <ErrorState
          message={t('settings:loadError')}
          retryLabel={t('settings:retry')}
          onRetry={retry}
        />
      ) : (
        <Card className="wob-account-section" aria-busy="true">
          <span className="wob-visually-hidden">{t('common:loading')}</span>
          <Skeleton lines={6} />
        </Card>
      )}
    </PageFrame>
  );
}

function SettingsForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const updateProfile = useSessionStore((state) => state.updateProfile);
  const setLanguage = useSessionStore((state) => state.setLanguage);
  const deleteAccount = useSessionStore((state) => state.deleteAccount);
  // Shown at once, confirmed (or rolled back) by the server's answer.
  const [settings, setSettings] = useState<Settings>(user.settings);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [confirming, setConfirming] = useState(false);
  const pending = useRef(0);

  useEffect(() => {
    if (pending.current === 0) setSettings(user.settings);
  }, [user.settings]);

  const save = async (patch: Partial<Settings>) => {
    const before = settings;
    setSettings({ ...settings, ...patch });
    pending.current += 1;
    setSaveState('saving');
    const result = await updateProfile({ settings: patch }, { quiet: true });
    pending.current -= 1;
    if (!result.ok) {
      // The store has toasted the failure; the switch goes back to what is stored.
      setSettings(before);
      setSaveState('idle');
      return;
    }
    if (pending.current === 0) setSaveState('saved');
  };

  const ageOptions = (disabledWhen: (age: number) => boolean) =>
    AGES.map((age) => ({ id: String(age), label: String(age), isDisabled: disabledWhen(age) }));

  return (
    <>
      <p className="wob-save-state" role="status" aria-live="polite">
        {saveState === 'saving' && t('settings:saving')}
        {saveState === 'saved' && (
          <>
            <Check aria-hidden="true" /> {t('settings:saved')}
          </>
        )}
      </p>

      <Card as="section" className="wob-account-section" aria-labelledby="settings-privacy">
        <h2 id="settings-privacy" className="wob-account-section__title">
          {t('settings:privacy.title')}
        </h2>
        <div className="wob-settings-list">
          {PRIVACY.map(({ key, hint }) => (
            <Switch
              key={key}
              isSelected={settings[key]}
              onChange={(value) => void save({ [key]: value })}
              description={hint ? t(hint) : undefined}
            >
              {t(`settings:privacy.${key}`)}
            </Switch>
          ))}
          <Switch
            isSelected={settings.ageRangeEnabled}
            onChange={(value) => void save({ ageRangeEnabled: value })}
          >
            {t('settings:privacy.ageRange')}
          </Switch>
          {settings.ageRangeEnabled && (
            <div className="wob-age-range">
              <Select
                label={t('settings:privacy.ageFrom')}
                options={ageOptions((age) => age > settings.ageRangeTo)}
                selectedKey={String(settings.ageRangeFrom)}
                onSelectionChange={(id) => {
                  if (id) void save({ ageRangeFrom: Number(id) });
                }}
              />
              <Select
                label={t('settings:privacy.ageTo')}
                options={ageOptions((age) => age < settings.ageRangeFrom)}
                selectedKey={String(settings.ageRangeTo)}
                onSelectionChange={(id) => {
                  if (id) void save({ ageRangeTo: Number(id) });
                }}
              />
            </div>
          )}
        </div>
      </Card>

      <Card as="section" className="wob-account-section" aria-labelledby="settings-notifications">
        <h2 id="settings-notifications" className="wob-account-section__title">
          {t('settings:notifications.title')}
        </h2>
        <div className="wob-settings-list">
          {NOTIFICATIONS.map((key) => (
            <Switch
              key={key}
              isSelected={settings[key]}
              onChange={(value) => void save({ [key]: value })}
            >
              {t(`settings:notifications.${key}`)}
            </Switch>
          ))}
        </div>
      </Card>

      <Card as="section" className="wob-account-section" aria-labelledby="settings-language">
        <h2 id="settings-language" className="wob-account-section__title">
          {t('settings:language.title')}
        </h2>
        <RadioGroup
          label={t('settings:language.label')}
          value={i18n.language}
          onChange={(value) => void setLanguage(value as Locale)}
          options={[
            { value: 'da', label: t('common:language.da') },
            { value: 'en', label: t('common:language.en') },
          ]}
        />
      </Card>

      <DataExportSection />

      <Card as="section" className="wob-account-section" aria-labelledby="settings-account">
        <h2 id="settings-account" className="wob-account-section__title">
          {t('settings:account.title')}
        </h2>
        <div className="wob-settings-account">
          <Link to="/change-password" className={buttonClassName('secondary', 'md')}>
            {t('settings:account.changePassword')}
          </Link>
          <div className="wob-danger-zone">
            <h3 className="wob-danger-zone__title">{t('settings:account.deleteTitle')}</h3>
            <p className="wob-danger-zone__text">{t('settings:account.deleteText')}</p>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('settings:account.delete')}
            </Button>
          </div>
        </div>
      </Card>

      <AreYouSureDialog
        confirmLabel={t('settings:account.confirm')}
        isOpen={confirming}
        onOpenChange={setConfirming}
        action={deleteAccount}
        failure="delete-account failed"
      >
        <ul className="wob-delete-consequences">
          <li>{t('settings:account.consequences.signedOut')}</li>
          <li>{t('settings:account.consequences.dataDeleted')}</li>
          <li>{t('settings:account.consequences.subscriptionEnds')}</li>
        </ul>
      </AreYouSureDialog>
    </>
  );
}

export const Component = SettingsPage;
