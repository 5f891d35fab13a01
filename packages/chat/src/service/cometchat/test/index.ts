// Test support: a scripted CometChat (cloud + SDK module per client) and the slice of Woble's
// server the cometchat adapter uses. Never imported by shipped code.
export { FakeCometChatClient } from './client';
export { FakeCometChatCloud, FakeSessionStorage } from './cloud';
export type { FakeCometChatCloudOptions, FakeExtension } from './cloud';
export { FakeCometChatException } from './classes';
export { FakeWobProduct } from './product';
export type { FakeWobler } from './product';
