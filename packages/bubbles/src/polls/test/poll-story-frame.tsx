import type { EndpointId, User } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import { createFakeApi, type FakeHandler, fakeUser, TOKEN, withDelay } from '@wob/test-utils';
import { StoryRoutes } from '@wob/test-utils/storybook';
import { toast } from '@wob/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFakeRealtime } from '../../test/fake-realtime';
import { PollsProvider } from '../polls-context';
import { createPollsStore } from '../polls-store';
import { createFakePolls, type FakePollsOptions } from './poll-fixtures';

export interface PollStoryFrameProps extends FakePollsOptions {
  children: ReactNode;
  /** The route the story's page sits on, and the address opened. */
  path: string;
  url: string;
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  user?: User;
  /** Milliseconds each fake answer takes, so busy states can be seen. */
  delay?: number;
}

/** The session and a polls store on an in-memory poll server around a page, for stories. */
export function PollStoryFrame({
  children,
  path,
  url,
  handlers = {},
  user,
  delay = 400,
  ...server
}: PollStoryFrameProps) {
  const { t } = useTranslation();
  // Created once per story: votes must survive re-renders while one clicks.
  const [stores] = useState(() => {
    const person = user ?? fakeUser();
    const polls = createFakePolls({ userId: person._id, ...server });
    const fake = createFakeApi(withDelay({ ...polls.handlers, ...handlers }, delay));
    const notify = {
      success: (text: string) => toast.success(text),
      error: (text: string) => toast.error(text),
    };
    const session = createSessionStore({ api: fake.api, notify });
    session.setState({ token: TOKEN, user: person });
    const store = createPollsStore({
      api: fake.api,
      realtime: createFakeRealtime(),
      notify,
      translate: (key, params) => t(key, params),
    });
    return { session, store };
  });
  return (
    <SessionProvider store={stores.session}>
      <PollsProvider store={stores.store}>
        <StoryRoutes path={path} url={url}>
          {children}
        </StoryRoutes>
      </PollsProvider>
    </SessionProvider>
  );
}
