import { readStored } from '@wob/api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '@wob/test-utils';
import { renderAccount } from '../test/render';

describe('ForgotPasswordPage', () => {
  it('asks for a valid e-mail, then toasts the answer and goes to login', async () => {
    const { user, fake, toasts, router } = renderAccount({
      path: '/forgot-password',
      handlers: { forgotPassword: () => ({ message: 'If an account exists, we sent a link.' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'karen@example.dk');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(fake.inputsOf('forgotPassword')).toEqual([{ email: 'karen@example.dk' }]);
    expect(toasts).toEqual([{ tone: 'success', text: 'If an account exists, we sent a link.' }]);
  });
});

describe('ResetPasswordPage', () => {
  it('wants the same password twice', async () => {
    const { user, fake } = renderAccount({ path: '/reset-password/tok-123' });
    await user.type(await screen.findByLabelText(/^New Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password must be same in above input fields.'),
    ).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('sends the token from the link and shows the success page', async () => {
    const { user, fake, router } = renderAccount({
      path: '/reset-password/tok-123',
      handlers: { resetPassword: () => ({ message: 'Password has been reset..!' }) },
    });
    await user.type(await screen.findByLabelText(/^New Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByRole('heading', { name: 'Password has been reset..!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/success');
    expect(fake.inputsOf('resetPassword')).toEqual([{ token: 'tok-123', password: 'secret1' }]);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
  });

  it('stays when the link has expired', async () => {
    const { user, toasts, router } = renderAccount({
      path: '/reset-password/tok-123',
      handlers: {
        resetPassword: () => {
          throw apiError(422, 'This reset link is invalid, has expired or has already been used.', {
            token: 'This reset link is invalid, has expired or has already been used.',
          });
        },
      },
    });
    await user.type(await screen.findByLabelText(/^New Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByRole('button', { name: 'Reset Password' });
    expect(router.state.location.pathname).toBe('/reset-password/tok-123');
    expect(toasts[0]?.text).toMatch(/expired/);
  });
});

describe('ChangePasswordPage', () => {
  it('checks the three fields, keeps the new token and goes back one page', async () => {
    const { user, fake, router } = renderAccount({
      path: '/change-password',
      signedIn: true,
      handlers: {
        changePassword: () => ({ message: 'Changed', token: 'second-token-abcdefghijkl' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Old Password is Required')).toBeInTheDocument();
    expect(screen.getByText('New Password is Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Old Password/), 'old-secret');
    await user.type(screen.getByLabelText(/^New Password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(readStored('token')).toBe('second-token-abcdefghijkl');
    expect(fake.inputsOf('changePassword')).toEqual([
      { oldPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' },
    ]);
  });
  it('says a wrong old password under its field only, not in a toast as well', async () => {
    const { user, toasts } = renderAccount({
      path: '/change-password',
      signedIn: true,
      handlers: {
        changePassword: () => {
          throw apiError(422, 'Old password is not correct.', {
            oldPassword: 'Old password is not correct.',
          });
        },
      },
    });
    await user.type(await screen.findByLabelText(/^Old Password/), 'wrong-secret');
    await user.type(screen.getByLabelText(/^New Password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Old password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Old Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).toEqual([]);
  });

  it('still toasts a failure no field can show', async () => {
    const { user, toasts } = renderAccount({
      path: '/change-password',
      signedIn: true,
      handlers: {
        changePassword: () => {
          throw apiError(429, 'Too many attempts. Please wait a moment and try again.');
        },
      },
    });
    await user.type(await screen.findByLabelText(/^Old Password/), 'wrong-secret');
    await user.type(screen.getByLabelText(/^New Password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await screen.findByRole('button', { name: 'Change Password' });
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        { tone: 'error', text: 'Too many attempts. Please wait a moment and try again.' },
      ]),
    );
  });
});
