import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootLocale } from '../../../shell/locale';
import { type FakeResponse, fakeNetwork, renderApp, SITE } from '../../../test/render-app';

// The console's content pages as an administrator uses them, against a fake network: the
// FAQs (new, reorder), the house ads (switch off), Bubble takedown and the operator details.

const ADMIN = {
  id: 'a1',
  email: 'boss@woble.test',
  role: 'administrator',
  twoFactor: true,
  createdAt: '2026-11-27T10:00:00.000Z',
};

const faq = (id: string, n: number, published = true) => ({
  id,
  position: n * 10,
  questionDa: `Spørgsmål ${n}`,
  answerDa: `Svar ${n}`,
  questionEn: `Question ${n}`,
  answerEn: `Answer ${n}`,
  published,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: null,
});

let network: ReturnType<typeof fakeNetwork>;

function serve(routes: Record<string, FakeResponse | (() => FakeResponse)>) {
  network = fakeNetwork({
    'GET /api/site': { body: { data: SITE } },
    'GET /admin-api/me': { body: { data: { admin: ADMIN } } },
    ...routes,
  });
  vi.stubGlobal('fetch', network.fetch);
}

const bodiesOf = (method: string, path: string) =>
  network.requests
    .filter((request) => request.method === method && request.path === path)
    .map((request) => JSON.parse(request.body) as Record<string, unknown>);

beforeEach(() => {
  localStorage.setItem('user-locale', 'en');
  sessionStorage.clear();
  sessionStorage.setItem('wob-admin-session', 'admin-token');
  bootLocale([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the FAQs page', () => {
  it('lists the FAQs in order, moves one down, and adds one only with both languages', async () => {
    const first = faq('f1', 1);
    const second = faq('f2', 2, false);
    const added = { ...faq('f3', 3), questionEn: 'New question', questionDa: 'Nyt spørgsmål' };
    serve({
      'GET /admin-api/faqs': { body: { data: { faqs: [first, second] } } },
      'POST /admin-api/faqs/reorder': { body: { data: { faqs: [second, first] } } },
      'POST /admin-api/faqs': {
        status: 201,
        body: { message: 'The FAQ has been saved.', data: { faqs: [second, first, added] } },
      },
    });
    const { user } = renderApp('/admin/content/faqs');
    expect(await screen.findByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByText('Hidden')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Move down: Question 1' }));
    await waitFor(() => expect(bodiesOf('POST', '/admin-api/faqs/reorder')).toHaveLength(1));
    expect(bodiesOf('POST', '/admin-api/faqs/reorder')[0]).toEqual({ ids: ['f2', 'f1'] });
    // The list answered by the server, in its new order.
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        'Question 2Spørgsmål 2',
        'Question 1Spørgsmål 1',
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'New FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'New FAQ' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write the question')).toBeVisible();
    expect(bodiesOf('POST', '/admin-api/faqs')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Question/), 'Nyt spørgsmål');
    await user.type(within(dialog).getByLabelText(/^Answer/), 'Nyt svar');
    await user.click(within(dialog).getByRole('tab', { name: 'English' }));
    await user.type(within(dialog).getByLabelText(/^Question/), 'New question');
    await user.type(within(dialog).getByLabelText(/^Answer/), 'New answer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf('POST', '/admin-api/faqs')).toHaveLength(1));
    expect(bodiesOf('POST', '/admin-api/faqs')[0]).toEqual({
      questionDa: 'Nyt spørgsmål',
      answerDa: 'Nyt svar',
      questionEn: 'New question',
      answerEn: 'New answer',
      published: true,
    });
    expect(await screen.findByRole('rowheader', { name: /New question/ })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);

  it('loads the list again when its order changed meanwhile (409), and says so', async () => {
    const first = faq('f1', 1);
    const second = faq('f2', 2);
    const third = faq('f3', 3);
    let lists = 0;
    serve({
      // Someone else adds a FAQ after this page loaded the list.
      'GET /admin-api/faqs': () => {
        lists += 1;
        return { body: { data: { faqs: lists === 1 ? [first, second] : [first, second, third] } } };
      },
      'POST /admin-api/faqs/reorder': {
        status: 409,
        body: { message: 'The list has changed meanwhile. Reload it and try again.' },
      },
    });
    const { user } = renderApp('/admin/content/faqs');
    await screen.findByRole('rowheader', { name: /Question 2/ });
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Move up: Question 2' }));
    expect(
      await screen.findByText(
        'The list was changed meanwhile. It now shows what is saved: try again from there.',
      ),
    ).toBeVisible();
    // The list as it is now, ready for the next move.
    expect(await screen.findByRole('rowheader', { name: /Question 3/ })).toBeVisible();
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
    expect(bodiesOf('POST', '/admin-api/faqs/reorder')).toEqual([{ ids: ['f2', 'f1'] }]);
  }, 60_000);

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    serve({
      'GET /admin-api/faqs': () =>
        fail
          ? { status: 500, body: { message: 'The database is not answering.' } }
          : { body: { data: { faqs: [faq('f1', 1)] } } },
    });
    const { user } = renderApp('/admin/content/faqs');
    expect(
      await screen.findByRole('heading', { name: 'This list could not be loaded.' }),
    ).toBeVisible();
    expect(screen.getByText('The database is not answering.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: /Question 1/ })).toBeVisible();
  }, 60_000);
});

describe('the house ads page', () => {
  it('shows the Danish ads with their state and switches one off', async () => {
    const ad = {
      id: 'house-da-premium',
      language: 'da',
      position: 10,
      title: 'Prøv Woble Premium',
      body: '7 dages gratis prøveperiode.',
      url: '/premium',
      cta: 'Se Premium',
      active: true,
      startsAt: null,
      endsAt: null,
      live: true,
      createdAt: '2026-11-27T10:00:00.000Z',
      updatedAt: null,
    };
    serve({
      'GET /admin-api/ads': { body: { data: { ads: [ad] } } },
      'POST /admin-api/ad/active': {
        body: {
          message: 'The ad has been saved.',
          data: { ads: [{ ...ad, active: false, live: false }] },
        },
      },
    });
    const { user } = renderApp('/admin/content/ads');
    expect(await screen.findByRole('heading', { name: 'House ads', level: 1 })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'English ads', selected: true })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Danish ads' }));
    const row = (await screen.findByRole('rowheader', { name: /Prøv Woble Premium/ })).closest(
      'tr',
    );
    expect(within(row as HTMLElement).getByText('Shown now')).toBeVisible();
    expect(within(row as HTMLElement).getByText('Always')).toBeVisible();
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('Switched off')).toBeVisible();
    expect(bodiesOf('POST', '/admin-api/ad/active')).toEqual([
      { id: 'house-da-premium', active: false },
    ]);
  }, 60_000);
});

describe('the Bubble takedown page', () => {
  it('finds a Bubble and takes it down only with a reason', async () => {
    const bubble = {
      id: 'b1',
      name: 'Hiking Aarhus',
      title: 'Walks on weekends',
      color: '#336699',
      private: false,
      membersCount: 12,
      owner: { id: 'u1', name: 'Ida', email: 'ida@woble.test' },
      createdAt: '2026-11-01T10:00:00.000Z',
      takenDownAt: null,
      takedownReason: null,
    };
    const reason = 'Spam on the board.';
    let searched = false;
    serve({
      'GET /admin-api/bubbles': () => ({
        body: { data: { bubbles: searched ? [bubble] : [] } },
      }),
      'POST /admin-api/bubble/takedown': {
        body: {
          message: 'The Bubble has been taken down. Its owner has been told why.',
          data: {
            bubble: { ...bubble, takenDownAt: '2026-11-28T10:00:00.000Z', takedownReason: reason },
          },
        },
      },
    });
    const { user } = renderApp('/admin/content/bubbles');
    expect(await screen.findByText('No Bubble is taken down.')).toBeVisible();
    searched = true;
    await user.type(screen.getByLabelText('Bubble name'), 'hiking');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = (await screen.findByRole('rowheader', { name: /Hiking Aarhus/ })).closest('tr');
    expect(within(row as HTMLElement).getByText('12 active')).toBeVisible();
    expect(within(row as HTMLElement).getByText('ida@woble.test')).toBeVisible();

    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Take down' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Take down “Hiking Aarhus”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await within(dialog).findByText('Write the reason the owner will see')).toBeVisible();
    expect(bodiesOf('POST', '/admin-api/bubble/takedown')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason shown to the owner/), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText(`Reason: ${reason}`)).toBeVisible();
    expect(bodiesOf('POST', '/admin-api/bubble/takedown')).toEqual([{ id: 'b1', reason }]);
    expect(within(row as HTMLElement).getByRole('button', { name: 'Restore' })).toBeVisible();
  }, 60_000);
});

describe('the operator details page', () => {
  it('shows where the details come from, refuses a bad CVR number, and saves', async () => {
    const effective = {
      company: 'Woble ApS',
      cvr: '00000000',
      address: 'Eksempelvej 1',
      email: 'kontakt@woble.local',
      social: [{ network: 'facebook', url: 'https://www.facebook.com/woble' }],
    };
    serve({
      'GET /admin-api/operator': {
        body: {
          data: {
            effective,
            source: 'settings',
            placeholders: true,
            updatedAt: null,
            updatedBy: null,
          },
        },
      },
      'POST /admin-api/operator': () => ({
        body: {
          message: 'The details have been saved and are shown on the landing page now.',
          data: {
            effective: { ...effective, cvr: '87654321' },
            source: 'console',
            placeholders: false,
            updatedAt: '2026-11-28T10:00:00.000Z',
            updatedBy: 'boss@woble.test',
          },
        },
      }),
    });
    const { user } = renderApp('/admin/content/operator');
    expect(await screen.findByText(/the server’s settings/)).toBeVisible();
    expect(screen.getByText(/still the example details/)).toBeVisible();
    const cvr = screen.getByLabelText(/^CVR number/);
    await user.clear(cvr);
    await user.type(cvr, '1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A CVR number has 8 digits')).toBeVisible();
    expect(bodiesOf('POST', '/admin-api/operator')).toEqual([]);
    await user.clear(cvr);
    await user.type(cvr, '87654321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/saved here by boss@woble.test/)).toBeVisible();
    expect(bodiesOf('POST', '/admin-api/operator')).toEqual([{ ...effective, cvr: '87654321' }]);
  }, 60_000);
});
