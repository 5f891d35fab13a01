import type { EndpointId } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import { createFakeApi, type FakeHandler, TOKEN, withDelay } from '@wob/test-utils';
import { StoryRoutes } from '@wob/test-utils/storybook';
import { toast } from '@wob/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BubblesProvider } from '../../store/bubbles-context';
import { createBubblesStore } from '../../store/bubbles-store';
import { createFakeRealtime } from '../../test/fake-realtime';
import { ModerationProvider } from '../moderation-context';
import { createModerationStore } from '../moderation-store';
import { createFakeModeration, type FakeModerationOptions } from './fake-moderation';

export interface ModerationStoryFrameProps extends FakeModerationOptions {
  children: ReactNode;
  /** The route of the story's page, e.g. '/bubble_members/:id'. */
  path: string;
  /** The address opened, e.g. '/bubble_members/bubble-1'. */
  url: string;
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  /** Milliseconds each fake answer takes, so busy states can be seen. */
  delay?: number;
}

/** The session, Bubbles and moderation stores on an in-memory Bubble with members. */
export function ModerationStoryFrame({
  children,
  path,
  url,
  handlers = {},
  delay = 300,
  ...server
}: ModerationStoryFrameProps) {
  const { t } = useTranslation();
  // Created once per story: the members must survive re-renders while one clicks.
  const [stores] = useState(() => {
    const fakeServer = createFakeModeration(server);
    const fake = createFakeApi(withDelay({ ...fakeServer.handlers, ...handlers }, delay));
    const notify = {
      success: (text: string) => toast.success(text),
      error: (text: string) => toast.error(text),
    };
    const translate = (key: string, params?: Record<string, unknown>) => t(key, params);
    const session = createSessionStore({ api: fake.api, notify });
    session.setState({ token: TOKEN, user: fakeServer.user });
    const bubbles = createBubblesStore({ api: fake.api, notify, translate });
    const moderation = createModerationStore({
      api: fake.api,
      realtime: createFakeRealtime(),
      notify,
      translate,
    });
    return { session, bubbles, moderation };
  });
  return (
    <SessionProvider store={stores.session}>
      <BubblesProvider store={stores.bubbles}>
        <ModerationProvider store={stores.moderation}>
          <StoryRoutes path={path} url={url}>
            {children}
          </StoryRoutes>
        </ModerationProvider>
      </BubblesProvider>
    </SessionProvider>
  );
}
