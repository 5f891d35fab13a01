import type { EndpointId, User } from '@wob/api';
import { toast } from '@wob/ui';
import { type ReactNode, useMemo } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SessionProvider } from '../store/session-context';
import { createSessionStore } from '../store/session-store';
import { apiError, createFakeApi, type FakeHandler } from './fake-api';
import { TOKEN } from './fixtures';

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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A session store with a fake API around a page, for stories. */
export function StoryFrame({ children, path = '/', url, handlers = {}, user, delay = 600 }: StoryFrameProps) {
  const store = useMemo(() => {
    const slow: Partial<Record<EndpointId, FakeHandler>> = {};
    for (const [id, handler] of Object.entries(handlers) as [EndpointId, FakeHandler][]) {
      slow[id] = async (input, options) => {
        await wait(delay);
        return handler(input, options);
      };
    }
    const fake = createFakeApi(slow);
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
      <MemoryRouter initialEntries={[url ?? path]}>
        <Routes>
          <Route path={path} element={children} />
          <Route path="*" element={<p style={{ padding: '2rem' }}>{'→'}</p>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>
  );
}

export { apiError };
