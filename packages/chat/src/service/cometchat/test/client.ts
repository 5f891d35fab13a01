import type { CometChatCallNamespace, SdkCallListenerCallbacks } from '../../calls/cometchat/sdk';
import type {
  CometChatNamespace,
  SdkConnectionListenerCallbacks,
  SdkGroupListenerCallbacks,
  SdkMessageListenerCallbacks,
  SdkUser,
  SdkUserListenerCallbacks,
} from '../sdk';
import { sdkError } from './classes';
import type { FakeCometChatCloud, FakeSessionStorage } from './cloud';
import { createNamespace } from './namespace';

// One tab on the scripted CometChat (cloud.ts): its session, its socket and the listeners its
// SDK module registered. Every SDK call of the tab goes through `call`.

type ListenerKind = 'message' | 'user' | 'connection' | 'group' | 'call';

/** One browser tab: its SDK module, its session and its connection. */
export class FakeCometChatClient {
  readonly cloud: FakeCometChatCloud;
  readonly storage: FakeSessionStorage;
  /** The chat SDK's module, with its calling part (test/calls.ts). */
  readonly sdk: { CometChat: CometChatNamespace & CometChatCallNamespace };
  initialised = false;
  subscribesPresence = false;
  /** The socket is up (logged in, initialised and the network is there). */
  connected = false;
  private networkUp = true;
  private readonly listeners = {
    message: new Map<string, SdkMessageListenerCallbacks>(),
    user: new Map<string, SdkUserListenerCallbacks>(),
    connection: new Map<string, SdkConnectionListenerCallbacks>(),
    group: new Map<string, SdkGroupListenerCallbacks>(),
    call: new Map<string, SdkCallListenerCallbacks>(),
  };

  constructor(cloud: FakeCometChatCloud, storage: FakeSessionStorage) {
    this.cloud = cloud;
    this.storage = storage;
    this.sdk = { CometChat: createNamespace(this) };
  }

  get uid(): string | null {
    return this.storage.session?.uid ?? null;
  }

  /** The network drops: the socket closes, events are missed and calls fail. */
  goOffline(): void {
    this.networkUp = false;
    this.disconnect();
  }

  /** The network is back: the SDK reconnects by itself (no catch-up of missed events). */
  goOnline(): void {
    this.networkUp = true;
    if (this.initialised && this.uid) this.connectSocket();
  }

  get online(): boolean {
    return this.networkUp;
  }

  connectSocket(): void {
    const uid = this.uid;
    if (this.connected || !uid || !this.networkUp) return;
    const wasOnline = this.cloud.isOnline(uid);
    this.emitConnection('inConnecting');
    this.connected = true;
    this.emitConnection('onConnected');
    this.cloud.presenceChanged(uid, wasOnline);
  }

  disconnect(): void {
    const uid = this.uid;
    if (!this.connected || !uid) return;
    const wasOnline = this.cloud.isOnline(uid);
    this.connected = false;
    this.emitConnection('onDisconnected');
    this.cloud.presenceChanged(uid, wasOnline);
  }

  addListener(kind: ListenerKind, id: string, listener: object): void {
    const callbacks = (listener as { callbacks?: object }).callbacks;
    if (!callbacks) throw sdkError('INVALID_LISTENER', 'Pass a listener made with its class.');
    (this.listeners[kind] as Map<string, object>).set(id, callbacks);
  }

  removeListener(kind: ListenerKind, id: string): void {
    this.listeners[kind].delete(id);
  }

  /** Events arrive after the current call stack, in order, as over a socket. */
  private dispatch(kind: ListenerKind, name: string, make: () => unknown[]): void {
    queueMicrotask(() => {
      if (kind !== 'connection' && !this.connected) return;
      const payload = make();
      for (const callbacks of [...this.listeners[kind].values()]) {
        const callback = (callbacks as Record<string, unknown>)[name];
        if (typeof callback === 'function') callback.apply(callbacks, payload);
      }
    });
  }

  emitMessage(kind: keyof SdkMessageListenerCallbacks, make: () => unknown): void {
    if (this.connected) this.dispatch('message', kind, () => [make()]);
  }

  emitUser(kind: keyof SdkUserListenerCallbacks, make: () => SdkUser): void {
    if (this.connected) this.dispatch('user', kind, () => [make()]);
  }

  /** A group listener's callback, with its several arguments (action, user, …, group). */
  emitGroup(kind: keyof SdkGroupListenerCallbacks, make: () => unknown[]): void {
    if (this.connected) this.dispatch('group', kind, make);
  }

  /** A call listener's callback (test/calls.ts), with the call after the change. */
  emitCall(kind: keyof SdkCallListenerCallbacks, make: () => unknown): void {
    if (this.connected) this.dispatch('call', kind, () => [make()]);
  }

  emitConnection(kind: keyof SdkConnectionListenerCallbacks): void {
    this.dispatch('connection', kind, () => []);
  }

  /** Every SDK call: recorded, gated (stalls, injected failures), online and signed in. */
  async call<T>(method: string, run: (uid: string) => T, needsLogin = true): Promise<T> {
    await this.cloud.gate(method, this.uid);
    if (!this.networkUp) {
      throw sdkError('FAILED_TO_FETCH', 'There is an unknown issue with the API request.');
    }
    const uid = this.uid;
    if (needsLogin && (!uid || !this.initialised)) {
      throw sdkError(
        'USER_NOT_LOGGED_IN',
        'Please log in to CometChat before calling this method.',
      );
    }
    const result = run(uid ?? '');
    if (this.cloud.takeLostAnswer(method)) {
      throw sdkError('FAILED_TO_FETCH', 'The answer was lost on the way.');
    }
    return result;
  }
}
