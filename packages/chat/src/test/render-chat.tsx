import { createTestApp, renderRoutes } from '@wob/test-utils';
import { Outlet, useParams } from 'react-router';
import { chatRoutes } from '../routes';
import { ChatProvider } from '../store/chat-context';
import { type ChatSetup, createChatSetup } from './chat-fixtures';
import { STORY_CLOCK } from './chat-story-frame';
import type { MemoryChatWorld } from './memory-chat-world';

function ProfileStandIn() {
  const { id } = useParams();
  return <p>{`Profile of ${id}`}</p>;
}

/**
 * /chat as the app mounts it, for Karen on the memory chat world: the chat provider around the
 * routes, the English copy (or `locale`'s), a stand-in for /view-wobler/{id}.
 */
export function renderChat(
  world: MemoryChatWorld,
  options: {
    selected?: { id: string; name: string };
    path?: string;
    visible?: () => boolean;
    /** English unless said otherwise. */
    locale?: 'en' | 'da';
  } = {},
) {
  const app = createTestApp({ locale: options.locale ?? 'en' });
  const setup: ChatSetup = createChatSetup(world, {
    selected: options.selected ?? null,
    translate: app.translate,
    notify: app.notify,
    visible: options.visible,
  });
  const view = renderRoutes(app, {
    layout: (
      <ChatProvider store={setup.store} clock={STORY_CLOCK}>
        <Outlet />
      </ChatProvider>
    ),
    routes: [...chatRoutes, { path: '/view-wobler/:id', element: <ProfileStandIn /> }],
    path: options.path ?? '/chat',
  });
  return { ...view, ...setup, toasts: app.toasts };
}
