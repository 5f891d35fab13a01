import { ChatPage } from '../components/chat-page';

/** /chat, loaded lazily (React Router's `lazy` reads `Component`). */
export const Component = ChatPage;
