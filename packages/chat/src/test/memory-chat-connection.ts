import {
  ChatError,
  type ChatMessage,
  type ChatUser,
  type ConnectionListener,
  type GroupChange,
  type GroupListener,
  type MessageListener,
  type ProductListener,
  type Unsubscribe,
  type UserListener,
} from '../service/port';
import { tellGroupChange } from '../service/group-change';
import type { FailPoint, MemoryChatWorld } from './memory-chat-world';

// The connection part of a person's tab on the in-memory chat world: its listeners, what the
// world tells them, the calls it counts, and the controls that take it offline. The
// ChatService operations are memory-chat-service.ts, which extends it.

interface Listeners {
  message: Set<MessageListener>;
  group: Set<GroupListener>;
  user: Set<UserListener>;
  connection: Set<ConnectionListener>;
  product: Set<ProductListener>;
}

/** One person's tab on the world: its connection, listeners and test controls. */
export abstract class MemoryChatConnection {
  readonly uid: string;
  protected readonly world: MemoryChatWorld;
  protected loggedIn: ChatUser | null = null;
  protected offline = false;
  private readonly listeners: Listeners = {
    message: new Set(),
    group: new Set(),
    user: new Set(),
    connection: new Set(),
    product: new Set(),
  };
  /** How often each operation was called (tests check what the stores asked for). */
  readonly calls = new Map<string, number>();

  constructor(world: MemoryChatWorld, uid: string) {
    this.world = world;
    this.uid = uid;
  }

  /** The operations with their arguments, in the order they were called. */
  readonly history: Array<{ name: string; args: unknown[] }> = [];

  protected count(name: string, ...args: unknown[]): void {
    this.calls.set(name, (this.calls.get(name) ?? 0) + 1);
    this.history.push({ name, args });
  }

  /** The arguments of each call of one operation, in order. */
  argsOf(name: string): unknown[][] {
    return this.history.filter((call) => call.name === name).map((call) => call.args);
  }

  callsOf(name: string): number {
    return this.calls.get(name) ?? 0;
  }

  // --- controls -------------------------------------------------------------------------------

  /** The connection drops: sends fail with a network error until `goOnline`. */
  goOffline(): void {
    this.offline = true;
    for (const listener of this.listeners.connection) listener.onDisconnected?.();
  }

  goOnline(): void {
    this.offline = false;
    for (const listener of this.listeners.connection) listener.inConnecting?.();
    for (const listener of this.listeners.connection) listener.onConnected?.();
  }

  emitMessage<K extends keyof MessageListener>(
    kind: K,
    payload: Parameters<NonNullable<MessageListener[K]>>[0],
  ): void {
    for (const listener of this.listeners.message) {
      (listener[kind] as ((value: typeof payload) => void) | undefined)?.(payload);
    }
  }

  emitGroup(change: GroupChange): void {
    for (const listener of this.listeners.group) tellGroupChange(listener, structuredClone(change));
  }

  emitUser(kind: keyof UserListener, user: ChatUser): void {
    for (const listener of this.listeners.user) listener[kind]?.(user);
  }

  emitProduct<K extends keyof ProductListener>(
    kind: K,
    payload: Parameters<NonNullable<ProductListener[K]>>[0],
  ): void {
    for (const listener of this.listeners.product) {
      (listener[kind] as ((value: typeof payload) => void) | undefined)?.(payload);
    }
  }

  protected async online(point: FailPoint | null): Promise<void> {
    await this.world.gate(point);
    if (this.offline) throw new ChatError('network');
    if (!this.loggedIn) throw new ChatError('login');
  }

  protected copy(message: ChatMessage): ChatMessage {
    return structuredClone(message);
  }

  private add<T>(set: Set<T>, listener: T): Unsubscribe {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  addMessageListener(listener: MessageListener): Unsubscribe {
    return this.add(this.listeners.message, listener);
  }

  addGroupListener(listener: GroupListener): Unsubscribe {
    return this.add(this.listeners.group, listener);
  }

  addUserListener(listener: UserListener): Unsubscribe {
    return this.add(this.listeners.user, listener);
  }

  addConnectionListener(listener: ConnectionListener): Unsubscribe {
    return this.add(this.listeners.connection, listener);
  }

  addProductListener(listener: ProductListener): Unsubscribe {
    return this.add(this.listeners.product, listener);
  }
}
