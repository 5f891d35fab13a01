import { StoryRoutes } from '@wob/test-utils/storybook';
import { toast } from '@wob/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatClock } from '../components/format';
import { ChatProvider } from '../store/chat-context';
import type { ChatStore } from '../store/chat-types';
import { type ChatSetup, createChatSetup, createWorld, NOW } from './chat-fixtures';
import type { MemoryChatWorld } from './memory-chat-world';

/** Copenhagen time at the fixtures' 'now': dates and separators read the same everywhere. */
export const STORY_CLOCK: ChatClock = { now: () => NOW * 1000, timeZone: 'Europe/Copenhagen' };

export interface ChatStoryFrameProps {
  children: ReactNode;
  /** Fills the world before the store starts (people, messages, likes, blocks). */
  seed?: (world: MemoryChatWorld) => void;
  /** `selectedWobler` in storage when the page opens. */
  selected?: { id: string; name: string };
  /** Milliseconds every service call takes, so busy states can be seen. */
  delayMs?: number;
  /** Runs once the store exists (open a conversation, fail the next send, …). */
  act?: (setup: ChatSetup) => void | Promise<void>;
  /** Start the session before rendering (components that do not open the page themselves). */
  start?: boolean;
  /** The route the story sits on. */
  path?: string;
  /** The address opened, when it differs from `path` (a query string: `/chat?group=…`). */
  url?: string;
  /** A fixed height for one component (the page has its own). */
  height?: number | string;
  width?: number | string;
}

/**
 * A chat world in memory around a story: Karen ('me') signed in, the others writing to her,
 * the real store and components on top. Toasts go to the story's toaster.
 */
export function ChatStoryFrame({
  children,
  seed,
  selected,
  delayMs = 0,
  act,
  start = false,
  path = '/chat',
  url,
  height,
  width,
}: ChatStoryFrameProps) {
  const { t } = useTranslation();
  const [setup] = useState(() => {
    const world = createWorld({ delayMs, now: () => NOW });
    seed?.(world);
    return createChatSetup(world, {
      selected: selected ?? null,
      translate: (key, params) => t(key, params),
      notify: { success: (text) => toast.success(text), error: (text) => toast.error(text) },
    });
  });
  const [ready, setReady] = useState(!start && !act);

  useEffect(() => {
    let live = true;
    void (async () => {
      if (start) await setup.store.getState().start();
      await act?.(setup);
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [setup, start, act]);

  return (
    <ChatProvider store={setup.store as ChatStore} clock={STORY_CLOCK}>
      <StoryRoutes path={path} url={url}>
        <div
          style={{ height, width, display: height ? 'flex' : undefined, flexDirection: 'column' }}
        >
          {ready ? children : null}
        </div>
      </StoryRoutes>
    </ChatProvider>
  );
}

/**
 * Message bubbles in a column on the page's background, as the message list spaces them,
 * inside a chat world (the frame's props: seed, start, …).
 */
export function BubbleStoryFrame({ children, ...props }: ChatStoryFrameProps) {
  return (
    <ChatStoryFrame width="min(40rem, 100%)" {...props}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          padding: 8,
          background: 'var(--wob-bg)',
        }}
      >
        {children}
      </div>
    </ChatStoryFrame>
  );
}

/**
 * A story decorator factory: `frame(props)` puts the story in a ChatStoryFrame with `defaults`,
 * then `props` on top (a seed, an act, another size).
 */
export function chatStoryFrames(defaults: Omit<ChatStoryFrameProps, 'children'>) {
  return (props: Omit<ChatStoryFrameProps, 'children'> = {}) =>
    (Story: () => ReactNode) => (
      <ChatStoryFrame {...defaults} {...props}>
        <Story />
      </ChatStoryFrame>
    );
}
