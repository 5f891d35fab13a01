// The `cometchat` adapter of the ChatService port. The app reaches this module only through a
// lazy `import()` (see `loadCometChatService` in ../../index.ts), and this module reaches the
// CometChat SDK only through another one (`loadCometChatSdk`, on the first login): a self-hosted
// installation never downloads either.
export type { CometChatServiceOptions } from './adapter';
export { createCometChatService } from './adapter';
export type { CometChatSdkModule } from './sdk';
export { loadCometChatSdk } from './sdk';
