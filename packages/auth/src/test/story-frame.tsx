import type { EndpointId, User } from '@wob/api';
import { createFakeApi, type FakeHandler, TOKEN, withDelay } from '@wob/test-utils';
import { StoryRoutes } from '@wob/test-utils/storybook';
import { toast } from '@wob/ui';
import { type ReactNode, useMemo } from 'react';
import { SessionProvider } from '../store/session-context';
import { createSessionStore } from '../store/session-store';

export interface StoryFrameProps {
  children: ReactNode;
  /** The route the story's page sits on (for useParams and links). */
  path?: string;
  url?: string;
  /** Answers of the fake API; anything else answers 500. */
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  /** The signed-in user, if any. */
  user?: User;
  /** Milliseconds each fake answer takes, so busy states can be seen. */
  delay?: number;
}

/** A session store with a fake API around a page, for stories. */
export function StoryFrame({ children, path = '/', url, handlers = {}, user, delay = 600 }: StoryFrameProps) {
  const store = useMemo(() => {
    const fake = createFakeApi(withDelay(handlers, delay));
    const created = createSessionStore({
      api: fake.api,
      navigate: (to) => toast.info(`→ ${to}`),
      notify: { success: (text) => toast.success(text), error: (text) => toast.error(text) },
    });
    created.setState(user ? { token: TOKEN, user } : { token: null, user: null });
    return created;
  }, [handlers, user, delay]);

  return (
    <SessionProvider store={store}>
      <StoryRoutes path={path} url={url}>
        {children}
      </StoryRoutes>
    </SessionProvider>
  );
}
