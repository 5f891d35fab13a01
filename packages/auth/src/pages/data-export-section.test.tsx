import type { DataExportView } from '@wob/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeUser } from '@wob/test-utils';
import { renderAccount } from '../test/render';

// "Download my data" in the settings: each state of the latest export as a person sees it.

function openSettings(
  latest: DataExportView | null,
  handlers: Parameters<typeof renderAccount>[0]['handlers'] = {},
) {
  return renderAccount({
    path: '/settings',
    signedIn: true,
    handlers: {
      getUserProfile: () => ({ data: { user: fakeUser(), self: true } }),
      latestDataExport: () => ({ data: { export: latest } }),
      ...handlers,
    },
  });
}

async function section() {
  const heading = await screen.findByRole('heading', { name: 'Download my data' });
  return within(heading.closest('section') as HTMLElement);
}

const READY: DataExportView = {
  _id: 'e1',
  status: 'ready',
  createdAt: '2026-11-20T10:00:00.000Z',
  readyAt: '2026-11-20T10:01:00.000Z',
  expiresAt: '2026-11-27T10:01:00.000Z',
  bytes: 2_400_000,
  downloadUrl: '/api/data-export/download/e1?exp=1&sig=abc',
};

describe('Download my data', () => {
  it('starts an export and shows that it is being prepared', async () => {
    const { user, fake, toasts } = openSettings(null, {
      startDataExport: () => ({
        message: 'We are preparing your data. You will get an e-mail when it is ready.',
        data: { export: { _id: 'e2', status: 'preparing', createdAt: '2026-11-28T00:00:00.000Z' } },
      }),
    });
    const view = await section();
    await user.click(await view.findByRole('button', { name: 'Prepare my data' }));
    expect(await view.findByRole('heading', { name: 'We are preparing your data' })).toBeVisible();
    expect(view.getByText(/We will e-mail you/)).toBeVisible();
    expect(fake.inputsOf('startDataExport')).toEqual([{}]);
    expect(toasts.map((toast) => toast.text)).toContain(
      'We are preparing your data. You will get an e-mail when it is ready.',
    );
  });

  it('offers the ZIP for download while it is valid, with its size and last day', async () => {
    openSettings(READY);
    const view = await section();
    const link = await view.findByRole('link', { name: /Download ZIP \(2\.4 MB\)/ });
    expect(link).toHaveAttribute('href', READY.downloadUrl);
    expect(link).toHaveAttribute('download');
    expect(view.getByText(/You can download it until 27 November 2026/)).toBeVisible();
    expect(view.getByRole('button', { name: 'Prepare a new copy' })).toBeVisible();
  });

  it('says when the download expired and offers a new copy', async () => {
    openSettings({ ...READY, status: 'expired', downloadUrl: undefined });
    const view = await section();
    expect(await view.findByRole('heading', { name: 'Your download has expired' })).toBeVisible();
    expect(view.queryByRole('link', { name: /Download ZIP/ })).toBeNull();
    expect(view.getByRole('button', { name: 'Prepare a new copy' })).toBeVisible();
  });

  it('says when it failed, and lets the person try again', async () => {
    openSettings({ _id: 'e3', status: 'failed', createdAt: '2026-11-28T00:00:00.000Z' });
    const view = await section();
    expect(
      await view.findByRole('heading', { name: 'Your data could not be prepared' }),
    ).toBeVisible();
    expect(view.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('is in Danish for a Danish reader', async () => {
    renderAccount({
      path: '/settings',
      signedIn: true,
      locale: 'da',
      handlers: {
        getUserProfile: () => ({ data: { user: fakeUser({ language: 'da' }), self: true } }),
        latestDataExport: () => ({ data: { export: READY } }),
      },
    });
    const heading = await screen.findByRole('heading', { name: 'Download mine data' });
    const view = within(heading.closest('section') as HTMLElement);
    expect(await view.findByRole('link', { name: /Download ZIP \(2,4 MB\)/ })).toBeVisible();
    expect(view.getByText(/Du kan downloade dem indtil 27\. november 2026/)).toBeVisible();
  });
});
