import type { BubbleTile, EndpointId, User } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import { createFakeApi, type FakeHandler, fakeUser, TOKEN, withDelay } from '@wob/test-utils';
import { StoryRoutes } from '@wob/test-utils/storybook';
import { toast } from '@wob/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BubblesProvider } from '../store/bubbles-context';
import { createBubblesStore } from '../store/bubbles-store';
import { createFakeBubbles } from './fake-bubbles';

export interface StoryFrameProps {
  children: ReactNode;
  /** The route the story's page sits on. */
  path?: string;
  /** The Bubbles of the in-memory server (demoBubbles when not given). */
  bubbles?: BubbleTile[];
  selected?: string | null;
  /** Answers that replace the in-memory server's. */
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  user?: User;
  /** Milliseconds each fake answer takes, so busy states can be seen. */
  delay?: number;
}

/** The session and Bubbles stores on an in-memory Bubble server around a page, for stories. */
export function StoryFrame({
  children,
  path = '/',
  bubbles,
  selected,
  handlers = {},
  user,
  delay = 400,
}: StoryFrameProps) {
  const { t } = useTranslation();
  // Created once per story: the Bubbles must survive re-renders while one clicks.
  const [stores] = useState(() => {
    const person = user ?? fakeUser();
    const server = createFakeBubbles({ bubbles, user: person, selected });
    const fake = createFakeApi(withDelay({ ...server.handlers, ...handlers }, delay));
    const notify = {
      success: (text: string) => toast.success(text),
      error: (text: string) => toast.error(text),
    };
    const session = createSessionStore({ api: fake.api, notify });
    session.setState({ token: TOKEN, user: person });
    const store = createBubblesStore({
      api: fake.api,
      notify,
      translate: (key, params) => t(key, params),
    });
    return { session, store };
  });

  return (
    <SessionProvider store={stores.session}>
      <BubblesProvider store={stores.store}>
        <StoryRoutes path={path}>{children}</StoryRoutes>
      </BubblesProvider>
    </SessionProvider>
  );
}
