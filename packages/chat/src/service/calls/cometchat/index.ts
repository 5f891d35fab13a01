// The `cometchat` adapter of the CallService port. The app reaches this module only through a
// lazy `import()` (`loadCometChatCallAdapter` in ../../../index.ts), and this module reaches the
// chat SDK and the calls SDK only through further ones: a self-hosted installation downloads
// none of them, and a CometChat one downloads the calls SDK only when a call's media start.
export type { CometChatCallServiceOptions } from './adapter';
export { createCometChatCallService } from './adapter';
export type { CallsSdkModule, ChatCallSdkModule } from './sdk';
export { loadCallsSdk, loadChatCallSdk } from './sdk';
