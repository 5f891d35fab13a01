import { createFakeApi, type FakeHandlers, withDelay } from '@wob/test-utils';
import { StoryRoutes } from '@wob/test-utils/storybook';
import { toast } from '@wob/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsProvider } from '../notifications-context';
import { createNotificationsStore } from '../notifications-store';
import { createFakeBell, type FakeBellOptions } from './notification-fixtures';

export interface BellStoryFrameProps extends FakeBellOptions {
  children: ReactNode;
  /** The list never arrives: the loading state stays. */
  loading?: boolean;
  /** Milliseconds each fake answer takes, so busy states can be seen. */
  delay?: number;
  handlers?: FakeHandlers;
}

const never = () => new Promise<never>(() => undefined);

/**
 * A notifications store on an in-memory bell server around a story, in a memory router (the
 * panel's links), with the app's toasts.
 */
export function BellStoryFrame({
  children,
  loading = false,
  delay = 300,
  handlers = {},
  ...server
}: BellStoryFrameProps) {
  const { t } = useTranslation();
  // Created once per story: seen flags and removals survive re-renders while one clicks.
  const [store] = useState(() => {
    const bell = createFakeBell(server);
    const answers = { ...bell.handlers, ...handlers };
    const fake = createFakeApi(
      loading ? { ...answers, getNotifications: never } : withDelay(answers, delay),
    );
    return createNotificationsStore({
      api: fake.api,
      notify: {
        success: (text: string) => toast.success(text),
        error: (text: string) => toast.error(text),
      },
      translate: (key, params) => t(key, params),
    });
  });
  return (
    <NotificationsProvider store={store}>
      <StoryRoutes path="/">{children}</StoryRoutes>
    </NotificationsProvider>
  );
}

/** A header bar like the app's, so the bell and its popover sit where they will. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 'var(--wob-space-2)',
        minHeight: '3.75rem',
        padding: 'var(--wob-space-2) var(--wob-space-3)',
        borderBottom: '1px solid var(--wob-border)',
        background: 'var(--wob-bg)',
      }}
    >
      {children}
    </div>
  );
}
