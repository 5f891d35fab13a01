import type { RouteObject } from 'react-router';
import { CHAT_PATH } from './paths';

// A static path with a lazy page: importing the routes costs a few bytes; the chat screen, its
// store's components and the virtualiser load when /chat is first opened (the emoji picker
// later still, in its own chunk). The app puts it under its signed-in guard, inside the
// ChatProvider it mounts for the header's message link too.

export const chatRoutes: RouteObject[] = [
  { path: CHAT_PATH, lazy: () => import('./pages/chat-route') },
];

/** The same, named as the other feature packages name theirs. */
export const routes = chatRoutes;
