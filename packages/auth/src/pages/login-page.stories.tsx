import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, fakeUser } from '@wob/test-utils';
import { StoryFrame } from '../test/story-frame';
import { LoginPage } from './login-page';

const meta = {
  title: 'Auth/Login',
  component: LoginPage,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <StoryFrame
      path="/auth/login"
      handlers={{
        login: () => ({
          message: 'You are logged in.',
          token: 'story-token-abcdefghijkl',
          data: { user: fakeUser(), bubbles: [] },
        }),
      }}
    >
      <LoginPage />
    </StoryFrame>
  ),
};

export const WrongPassword: Story = {
  render: () => (
    <StoryFrame
      path="/auth/login"
      handlers={{
        login: () => {
          throw apiError(401, 'The email or password is not correct.');
        },
      }}
    >
      <LoginPage />
    </StoryFrame>
  ),
};
