import type { EndpointId, User } from '@wob/api';
import { writeStored } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import type { Locale } from '@wob/i18n';
import { createI18n } from '@wob/i18n/react';
import {
  AppProviders,
  createFakeApi,
  type FakeHandler,
  fakeUser,
  recordToasts,
  TOKEN,
} from '@wob/test-utils';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { BOARD_NOW } from '../../test/board-fixtures';
import { createFakeRealtime } from '../../test/fake-realtime';
import { BubblePollsPage } from '../bubble-polls-page';
import { CreatePollPage } from '../create-poll-page';
import { PollsProvider } from '../polls-context';
import { createPollsStore } from '../polls-store';
import { ViewPollPage } from '../view-poll-page';
import { createFakePolls, type FakePollsOptions } from './poll-fixtures';

function BubblePageStub() {
  const { name } = useParams();
  return <p>Bubble page {name}</p>;
}

export interface RenderPollsOptions extends FakePollsOptions {
  /** The history of the memory router; the last entry is open. */
  entries: string[];
  /** Answers that replace the in-memory poll server's. */
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  user?: User;
  locale?: Locale;
}

/**
 * The poll pages as the app mounts them: a signed-in session and a polls store on one fake
 * API (an in-memory poll server) and a fake realtime client, a memory router with the pages
 * they link to, toasts recorded. Dates are read at BOARD_NOW in UTC.
 */
export function renderPolls(options: RenderPollsOptions) {
  const user = options.user ?? fakeUser();
  writeStored('token', TOKEN);
  writeStored('user', user);
  const server = createFakePolls({ userId: user._id, ...options });
  const fake = createFakeApi({ ...server.handlers, ...options.handlers });
  const realtime = createFakeRealtime();
  const { toasts, notify } = recordToasts();
  const i18n = createI18n(options.locale ?? 'en');
  const session = createSessionStore({ api: fake.api, notify, translate: (key) => i18n.t(key) });
  session.setState({ token: TOKEN, user });
  const store = createPollsStore({
    api: fake.api,
    realtime,
    notify,
    translate: (key, params) => i18n.t(key, params),
  });
  const clock = { now: BOARD_NOW, timeZone: 'UTC' };
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider store={session}>
            <PollsProvider store={store}>
              <Outlet />
            </PollsProvider>
          </SessionProvider>
        ),
        children: [
          { path: '/bubble_polls/:id', element: <BubblePollsPage {...clock} /> },
          { path: '/create_poll/:id', element: <CreatePollPage /> },
          { path: '/view-poll/:poll_id', element: <ViewPollPage {...clock} /> },
          { path: '/view-bubble/:name', element: <BubblePageStub /> },
          { path: '/premium', element: <p>Premium page</p> },
          { path: '/search-bubble', element: <p>Find Bubble page</p> },
        ],
      },
    ],
    { initialEntries: options.entries, initialIndex: options.entries.length - 1 },
  );
  const events = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n} locale={options.locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, session, router, fake, server, realtime, toasts, user: events, i18n };
}
