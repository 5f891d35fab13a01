import type { EndpointId, Subscribed, User } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import { createFakeApi, type FakeHandler, TOKEN, withDelay } from '@wob/test-utils';
import { StoryRoutes } from '@wob/test-utils/storybook';
import { toast } from '@wob/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PremiumProvider } from '../store/premium-context';
import { createPremiumStore, type ShareEnvironment } from '../store/premium-store';
import { createFakeBilling } from './fake-server';

export interface StoryFrameProps {
  children: ReactNode;
  /** The route the story's page sits on. */
  path?: string;
  /** The address opened, when it differs from `path` (a query string). */
  url?: string;
  /** Starts an in-memory billing server in this state (answers get-subscribed and changes). */
  subscribed?: Subscribed;
  /** More answers, or answers that replace the billing server's; anything else answers 500. */
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  /** The signed-in user; the billing server's user when not given. */
  user?: User;
  /** Milliseconds each fake answer takes, so busy states can be seen. */
  delay?: number;
  shareEnvironment?: ShareEnvironment;
}

/** The session and premium stores on a fake API around a page or component, for stories. */
export function StoryFrame({
  children,
  path = '/',
  url,
  subscribed,
  handlers = {},
  user,
  delay = 500,
  shareEnvironment,
}: StoryFrameProps) {
  const { t } = useTranslation();
  // Created once per story: the billing state must survive re-renders while one clicks.
  const [stores] = useState(() => {
    const billing = createFakeBilling(subscribed);
    const fake = createFakeApi(withDelay({ ...billing.handlers, ...handlers }, delay));
    const notify = {
      success: (text: string) => toast.success(text),
      error: (text: string) => toast.error(text),
    };
    const session = createSessionStore({ api: fake.api, notify });
    session.setState({ token: TOKEN, user: user ?? billing.user() });
    const premium = createPremiumStore({
      api: fake.api,
      notify,
      translate: (key, params) => t(key, params),
      onPremiumChanged: () => session.getState().refreshProfile(),
      redirect: (to) => toast.info(`→ ${to}`),
      shareEnvironment: shareEnvironment ? () => shareEnvironment : undefined,
    });
    return { session, premium };
  });

  return (
    <SessionProvider store={stores.session}>
      <PremiumProvider store={stores.premium}>
        <StoryRoutes path={path} url={url}>
          {children}
        </StoryRoutes>
      </PremiumProvider>
    </SessionProvider>
  );
}
