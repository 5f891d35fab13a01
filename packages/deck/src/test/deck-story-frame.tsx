import type { EndpointId, User } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import { createFakeApi, type FakeHandler, fakeUser, TOKEN, withDelay } from '@wob/test-utils';
import { StoryRoutes } from '@wob/test-utils/storybook';
import { toast } from '@wob/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeckProvider } from '../deck/deck-context';
import { DEFAULT_FILTER, type WoblerFilter } from '../deck/deck-slice';
import { createDeckStore } from '../deck/deck-store';
import type { GeolocationPort } from '../deck/store-kit';
import { createFakeDeck, type FakeDeckOptions } from './fake-deck';

export interface DeckStoryFrameProps extends FakeDeckOptions {
  children: ReactNode;
  /** The route the story's page sits on, and the address opened. */
  path?: string;
  url?: string;
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  user?: User;
  /** Milliseconds each fake answer takes, so busy states can be seen. */
  delay?: number;
  geolocation?: GeolocationPort | null;
  /** The filter in use (stories never read the filter saved in the browser). */
  filter?: WoblerFilter;
}

/** A browser that shares a position in Aarhus at once (stories never ask the real one). */
export const storyGeolocation: GeolocationPort = {
  getCurrentPosition: (success) =>
    success({ coords: { latitude: 56.1572, longitude: 10.2107 }, timestamp: 0 } as GeolocationPosition),
};

/** The session and a deck store on the in-memory discovery server around a page, for stories. */
export function DeckStoryFrame({
  children,
  path = '/',
  url,
  handlers = {},
  user,
  delay = 300,
  geolocation = storyGeolocation,
  filter = DEFAULT_FILTER,
  ...server
}: DeckStoryFrameProps) {
  const { t } = useTranslation();
  // Created once per story: likes and saves must survive re-renders while one clicks.
  const [stores] = useState(() => {
    const person = user ?? fakeUser();
    const deck = createFakeDeck(server);
    const fake = createFakeApi(withDelay({ ...deck.handlers, ...handlers }, delay));
    const notify = {
      success: (text: string) => toast.success(text),
      error: (text: string) => toast.error(text),
    };
    const session = createSessionStore({ api: fake.api, notify });
    session.setState({ token: TOKEN, user: person });
    const store = createDeckStore({
      api: fake.api,
      notify,
      translate: (key, params) => t(key, params),
      geolocation,
    });
    store.getState().setFilter(filter);
    return { session, store };
  });
  return (
    <SessionProvider store={stores.session}>
      <DeckProvider store={stores.store}>
        <StoryRoutes path={path} url={url}>
          {children}
        </StoryRoutes>
      </DeckProvider>
    </SessionProvider>
  );
}

/** Gives a component story the room a page would: padding and a readable width. */
export function StoryBox({ children, width = 30 }: { children: ReactNode; width?: number }) {
  return (
    <div style={{ padding: '1.5rem 1rem', maxWidth: `${width}rem`, margin: '0 auto' }}>
      {children}
    </div>
  );
}

/** An answer that never comes: the loading state stays on screen. */
export const never: FakeHandler = () => new Promise(() => undefined);
