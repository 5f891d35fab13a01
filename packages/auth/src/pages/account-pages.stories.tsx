import type { User } from '@wob/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, fakeUser } from '@wob/test-utils';
import { PNG_DATA_URL } from '../test/fixtures';
import { StoryFrame } from '../test/story-frame';
import { ProfilePage } from './profile-page';
import { SettingsPage } from './settings-page';

const meta = {
  title: 'Auth/Account',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function updated(user: User) {
  return (input: unknown) => {
    const patch = input as Partial<User> & { settings?: Partial<User['settings']> };
    return {
      message: 'Your profile has been updated.',
      data: { user: { ...user, ...patch, settings: { ...user.settings, ...patch.settings } } },
    };
  };
}

function Settings({ user = fakeUser(), failing = false }: { user?: User; failing?: boolean }) {
  return (
    <StoryFrame
      path="/settings"
      user={user}
      handlers={{
        getUserProfile: () => ({ data: { user, self: true } }),
        updateProfile: failing
          ? () => {
              throw apiError(500, 'Something went wrong on our side. Please try again later.');
            }
          : updated(user),
        deleteAccount: () => ({ message: 'Your account has been deleted.' }),
      }}
    >
      <SettingsPage />
    </StoryFrame>
  );
}

export const SettingsDefaults: Story = { render: () => <Settings /> };

export const SettingsWithAgeRange: Story = {
  render: () => (
    <Settings
      user={fakeUser({
        settings: { ...fakeUser().settings, ageRangeEnabled: true, ageRangeFrom: 25, ageRangeTo: 40 },
      })}
    />
  ),
};

export const SettingsSaveFails: Story = { render: () => <Settings failing /> };

function Profile({ user }: { user: User }) {
  return (
    <StoryFrame
      path="/profile"
      user={user}
      handlers={{
        getUserProfile: () => ({ data: { user, self: true } }),
        updateProfile: updated(user),
        removeUserImage: () => ({
          message: 'Your profile picture has been removed.',
          data: { user: { ...user, profilePicture: null } },
        }),
      }}
      delay={1200}
    >
      <ProfilePage cropPicture={async () => PNG_DATA_URL} />
    </StoryFrame>
  );
}

export const ProfileView: Story = { render: () => <Profile user={fakeUser()} /> };

export const ProfileWithPicture: Story = {
  render: () => <Profile user={fakeUser({ profilePicture: PNG_DATA_URL, avatar: PNG_DATA_URL })} />,
};

export const ProfileLongText: Story = {
  render: () => (
    <Profile
      user={fakeUser({
        name: 'Karen Christentze Dinesen Blixen-Finecke von Rungstedlund',
        about:
          'Jeg skriver historier, drikker alt for meget kaffe og går lange ture ved Øresund. Jeg leder efter folk, der vil læse højt for hinanden om torsdagen.\nOg så elsker jeg brætspil.',
        address: 'Rungsted Strandvej 111, 2. sal til venstre, bagindgangen ved haven',
      })}
    />
  ),
};

export const ProfileLoadFails: Story = {
  render: () => (
    <StoryFrame
      path="/profile"
      handlers={{
        getUserProfile: () => {
          throw apiError(500, 'Boom');
        },
      }}
    >
      <ProfilePage />
    </StoryFrame>
  ),
};
