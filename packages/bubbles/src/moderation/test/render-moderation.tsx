import type { EndpointId, User } from '@wob/api';
import { isApiError, writeStored } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import type { Locale } from '@wob/i18n';
import { createI18n } from '@wob/i18n/react';
import {
  AppProviders,
  createFakeApi,
  type FakeHandler,
  recordToasts,
  TOKEN,
} from '@wob/test-utils';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useParams, useRouteError } from 'react-router';
import { BubblesProvider } from '../../store/bubbles-context';
import { createBubblesStore } from '../../store/bubbles-store';
import { createFakeRealtime } from '../../test/fake-realtime';
import { BubbleMembersPage } from '../bubble-members-page';
import { BubbleOptionsPage } from '../bubble-options-page';
import { ModerationProvider } from '../moderation-context';
import { createModerationStore } from '../moderation-store';
import { createFakeModeration, type FakeModerationOptions } from './fake-moderation';

/** The app's route error boundary in small: a 403 is its 'Access Denied' screen. */
function RouteErrorProbe() {
  const error = useRouteError();
  return <h1>{isApiError(error) && error.status === 403 ? 'Access Denied' : 'Route error'}</h1>;
}

function Stub({ name }: { name: string }) {
  const params = useParams();
  return (
    <p>
      {name} {Object.values(params).join(' ')}
    </p>
  );
}

export interface RenderModerationOptions extends FakeModerationOptions {
  /** '/bubble_options/bubble-1' or '/bubble_members/bubble-1'. */
  path: string;
  /** Answers that replace the in-memory server's. */
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  user?: User;
  locale?: Locale;
}

/**
 * The moderator pages as the app mounts them: a signed-in session, the Bubbles store and the
 * moderation store on one fake API backed by an in-memory Bubble with members, a fake
 * realtime client, and the pages they link to as stubs.
 */
export function renderModeration(options: RenderModerationOptions) {
  const server = createFakeModeration(options);
  const user = server.user;
  writeStored('token', TOKEN);
  writeStored('user', user);
  const fake = createFakeApi({ ...server.handlers, ...options.handlers });
  const realtime = createFakeRealtime();
  const { toasts, notify } = recordToasts();
  const i18n = createI18n(options.locale ?? 'en');
  const translate = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);
  const session = createSessionStore({ api: fake.api, notify, translate: (key) => i18n.t(key) });
  session.setState({ token: TOKEN, user });
  const bubbles = createBubblesStore({ api: fake.api, notify, translate });
  const store = createModerationStore({ api: fake.api, realtime, notify, translate });

  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider store={session}>
            <BubblesProvider store={bubbles}>
              <ModerationProvider store={store}>
                <Outlet />
              </ModerationProvider>
            </BubblesProvider>
          </SessionProvider>
        ),
        errorElement: <RouteErrorProbe />,
        children: [
          { path: '/bubble_options/:id', element: <BubbleOptionsPage /> },
          { path: '/bubble_members/:id', element: <BubbleMembersPage /> },
          { path: '/view-bubble/:name', element: <Stub name="Bubble page" /> },
          { path: '/bubble_polls/:id', element: <Stub name="Polls page" /> },
          { path: '/create_poll/:id', element: <Stub name="Create poll page" /> },
          { path: '/choose-bubble', element: <Stub name="Choose Bubble page" /> },
          { path: '/search-bubble', element: <Stub name="Find Bubble page" /> },
          { path: '/premium', element: <Stub name="Premium page" /> },
        ],
      },
    ],
    { initialEntries: [options.path] },
  );
  const events = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n} locale={options.locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    store,
    bubbles,
    session,
    router,
    fake,
    server,
    realtime,
    toasts,
    user: events,
    i18n,
  };
}
