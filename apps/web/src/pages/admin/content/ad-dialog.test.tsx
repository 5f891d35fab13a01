import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootLocale } from '../../../shell/locale';
import { type FakeResponse, fakeNetwork, renderApp, SITE } from '../../../test/render-app';

// The ad dialog's picture field, against a fake network: the saved picture shows, a chosen
// file is previewed and sent as a data URL, a too-big one is refused before sending, and
// saving without touching the picture leaves it out of the request.

const ADMIN = {
  id: 'a1',
  email: 'boss@woble.test',
  role: 'administrator',
  twoFactor: true,
  createdAt: '2026-11-27T10:00:00.000Z',
};

const AD = {
  id: 'ad-summer',
  language: 'en',
  position: 10,
  title: 'Summer in Odense',
  body: 'Come and meet other Woblers.',
  url: '/all-bubbles',
  cta: 'Find Bubbles',
  imageUrl: '/media/ads/old.webp',
  active: true,
  startsAt: null,
  endsAt: null,
  live: true,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: null,
};

let network: ReturnType<typeof fakeNetwork>;

function serve(routes: Record<string, FakeResponse | (() => FakeResponse)>) {
  network = fakeNetwork({
    'GET /api/site': { body: { data: SITE } },
    'GET /admin-api/me': { body: { data: { admin: ADMIN } } },
    'GET /admin-api/ads': { body: { data: { ads: [AD] } } },
    ...routes,
  });
  vi.stubGlobal('fetch', network.fetch);
}

const updates = () =>
  network.requests
    .filter((request) => request.method === 'POST' && request.path === '/admin-api/ad/update')
    .map((request) => JSON.parse(request.body) as { id: string; ad: Record<string, unknown> });

// The smallest PNG there is: one transparent pixel.
const PIXEL_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);

async function openEditor() {
  const rendered = renderApp('/admin/content/ads');
  expect(await screen.findByRole('heading', { name: 'House ads', level: 1 })).toBeVisible();
  const row = (await screen.findByRole('rowheader', { name: /Summer in Odense/ })).closest('tr');
  await rendered.user.click(within(row as HTMLElement).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit ad' });
  return { ...rendered, dialog };
}

beforeEach(() => {
  localStorage.setItem('user-locale', 'en');
  sessionStorage.clear();
  sessionStorage.setItem('wob-admin-session', 'admin-token');
  bootLocale([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the ad dialog's picture", () => {
  it('shows the saved picture, previews a new one and sends it; a too-big file is refused', async () => {
    const replaced = { ...AD, imageUrl: '/media/ads/new.webp' };
    serve({
      'POST /admin-api/ad/update': {
        body: { message: 'The ad has been saved.', data: { ads: [replaced] } },
      },
    });
    const { user, dialog } = await openEditor();
    const picture = within(dialog).getByRole('group', { name: 'Picture (optional)' });
    expect(
      within(picture).getByRole('img', { name: "Preview of the ad's picture" }),
    ).toHaveAttribute('src', '/media/ads/old.webp');

    const input = within(picture).getByLabelText('Change picture');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(within(picture).getByRole('alert')).toHaveTextContent('The image can be at most 5 MB');

    await user.upload(input, new File([PIXEL_PNG], 'pixel.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(
        within(picture).getByRole('img', { name: "Preview of the ad's picture" }),
      ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)),
    );
    expect(within(picture).queryByRole('alert')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]?.ad.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 60_000);

  it('leaves the picture out when untouched, and sends null when it is removed', async () => {
    serve({
      'POST /admin-api/ad/update': {
        body: { message: 'The ad has been saved.', data: { ads: [AD] } },
      },
    });
    const first = await openEditor();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]?.ad).not.toHaveProperty('image');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = screen.getByRole('rowheader', { name: /Summer in Odense/ }).closest('tr');
    await first.user.click(within(row as HTMLElement).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ad' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).getByLabelText('Choose picture')).toBeInTheDocument();
    await first.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]?.ad.image).toBeNull();
  }, 60_000);
});
