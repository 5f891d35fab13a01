import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, fakeUser } from '@wob/test-utils';
import { StoryFrame } from '../test/story-frame';
import { ChangePasswordPage } from './change-password-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { ResetSuccessPage } from './reset-success-page';

const meta = {
  title: 'Auth/Passwords',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {
  render: () => (
    <StoryFrame
      path="/forgot-password"
      handlers={{
        forgotPassword: () => ({
          message: 'If an account exists for this email, we have sent a link to reset the password.',
        }),
      }}
    >
      <ForgotPasswordPage />
    </StoryFrame>
  ),
};

export const ResetPassword: Story = {
  render: () => (
    <StoryFrame
      path="/reset-password/:reset"
      url="/reset-password/story-token"
      handlers={{ resetPassword: () => ({ message: 'Password has been reset..!' }) }}
    >
      <ResetPasswordPage />
    </StoryFrame>
  ),
};

export const ResetLinkExpired: Story = {
  render: () => (
    <StoryFrame
      path="/reset-password/:reset"
      url="/reset-password/old-token"
      handlers={{
        resetPassword: () => {
          throw apiError(422, 'This reset link is invalid, has expired or has already been used.');
        },
      }}
    >
      <ResetPasswordPage />
    </StoryFrame>
  ),
};

export const ResetSuccess: Story = {
  render: () => (
    <StoryFrame path="/reset-password/success">
      <ResetSuccessPage />
    </StoryFrame>
  ),
};

export const ChangePassword: Story = {
  render: () => (
    <StoryFrame
      path="/change-password"
      user={fakeUser()}
      handlers={{
        changePassword: () => ({
          message: 'Your password has been changed.',
          token: 'story-token-second-abcdef',
        }),
      }}
    >
      <ChangePasswordPage />
    </StoryFrame>
  ),
};

export const ChangePasswordWrongOld: Story = {
  render: () => (
    <StoryFrame
      path="/change-password"
      user={fakeUser()}
      handlers={{
        changePassword: () => {
          throw apiError(422, 'The old password is not correct.', {
            oldPassword: 'The old password is not correct.',
          });
        },
      }}
    >
      <ChangePasswordPage />
    </StoryFrame>
  ),
};
