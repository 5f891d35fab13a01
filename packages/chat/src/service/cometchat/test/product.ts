import {
  type ApiClient,
  ApiError,
  type ChatBlockEvent,
  type Endpoint,
  type Envelope,
  endpoints,
  type OwnTopicListener,
  type RequestState,
  type ResponseData,
  type SubscribeOwnTopic,
} from '@wob/api';
import type { FakeCometChatCloud } from './cloud';

// The part of Woble's own server the cometchat adapter talks to, in memory, for tests: the one
// block table (api/user/block-wobler, unblock-wobler) with its `chat.block` events on both
// people's own topics and its mirror to CometChat's block list, and the CometChat token endpoint (which, as apps/server does with the
// REST API key, creates the CometChat user on first use and issues an auth token).

const pairKey = (a: string, b: string) => `${a}>${b}`;

export interface FakeWobler {
  uid: string;
  name: string;
}

export class FakeWobProduct {
  readonly cloud: FakeCometChatCloud;
  readonly woblers = new Map<string, FakeWobler>();
  /** `a>b`: a blocked b (the product's block table). */
  readonly blocks = new Set<string>();
  /** Calls the API received, in order. */
  readonly calls: Array<{ uid: string; endpoint: string; input: unknown }> = [];
  private readonly topics = new Map<string, Set<OwnTopicListener>>();
  private readonly failures = new Map<string, number>();

  constructor(cloud: FakeCometChatCloud, woblers: FakeWobler[] = []) {
    this.cloud = cloud;
    for (const wobler of woblers) this.woblers.set(wobler.uid, wobler);
  }

  addWobler(wobler: FakeWobler): void {
    this.woblers.set(wobler.uid, wobler);
  }

  /** The next call of the endpoint (by id) answers this HTTP status (0: the network failed). */
  failNext(endpointId: string, status: number): void {
    this.failures.set(endpointId, status);
  }

  /** `a>b`: a liked b; `a>b` in `waiting`: a's messages wait for b's answer. */
  readonly likes = new Set<string>();
  readonly waiting = new Set<string>();

  isMatched(a: string, b: string): boolean {
    return this.likes.has(pairKey(a, b)) && this.likes.has(pairKey(b, a));
  }

  /** The request state as `api/chat/await-accept` answers it to `me`. */
  requestState(me: string, other: string): RequestState {
    const party = (from: string, to: string) => ({
      liked: this.likes.has(pairKey(from, to)),
      waiting: this.waiting.has(pairKey(from, to)),
      blocked: this.isBlocked(from, to),
    });
    return { sender: party(me, other), receiver: party(other, me) };
  }

  /** The other Wobler a call names in `field`; 404 for someone unknown. */
  wobler(input: unknown, field: string): string {
    const other = String((input as Record<string, unknown>)[field] ?? '');
    if (!this.woblers.has(other)) {
      throw new ApiError({ status: 404, serverMessage: 'This Wobler could not be found.' });
    }
    return other;
  }

  isBlocked(by: string, uid: string): boolean {
    return this.blocks.has(pairKey(by, uid));
  }

  /**
   * A block from anywhere in the product (the deck, a profile): CometChat's block list follows
   * (as apps/server's block mirror does with the REST API key), and both people are told.
   */
  block(by: string, uid: string, blocked = true): void {
    if (blocked) {
      this.blocks.add(pairKey(by, uid));
      this.cloud.blocks.add(pairKey(by, uid));
    } else {
      this.blocks.delete(pairKey(by, uid));
      this.cloud.blocks.delete(pairKey(by, uid));
    }
    for (const [self, other] of [
      [by, uid],
      [uid, by],
    ] as const) {
      const event: ChatBlockEvent = {
        type: 'chat.block',
        otherId: other,
        blockedByMe: this.isBlocked(self, other),
        hasBlockedMe: this.isBlocked(other, self),
      };
      for (const listener of [...(this.topics.get(self) ?? [])]) {
        queueMicrotask(() => listener.onEvent(event));
      }
    }
  }

  subscribeOwnTopicOf(uid: string): SubscribeOwnTopic {
    return (listener) => {
      const set = this.topics.get(uid) ?? new Set<OwnTopicListener>();
      set.add(listener);
      this.topics.set(uid, set);
      return () => {
        set.delete(listener);
      };
    };
  }

  /** What `POST /api/chat/cometchat-token` does on the server. */
  issueToken(uid: string): string {
    const wobler = this.woblers.get(uid);
    if (!wobler)
      throw new ApiError({ status: 404, serverMessage: 'This user could not be found.' });
    if (!this.cloud.users.has(uid)) this.cloud.createUser({ uid, name: wobler.name });
    return this.cloud.createAuthToken(uid);
  }

  /** The @wob/api client of the signed-in `uid`. */
  apiFor(uid: string): ApiClient {
    const product = this;
    return {
      async call<E extends Endpoint>(
        endpoint: E,
        input: unknown,
      ): Promise<Envelope<ResponseData<E>>> {
        product.calls.push({ uid, endpoint: endpoint.id, input });
        await Promise.resolve();
        const failure = product.failures.get(endpoint.id);
        if (failure !== undefined) {
          product.failures.delete(endpoint.id);
          throw new ApiError({ status: failure, serverMessage: failure ? 'Refused.' : '' });
        }
        const answer = (data: unknown) => ({ data }) as Envelope<ResponseData<E>>;
        switch (endpoint.id) {
          case endpoints.cometchatToken.id:
            return answer({ authToken: product.issueToken(uid) });
          case endpoints.cometchatUser.id: {
            const other = String((input as { uid?: unknown }).uid ?? '');
            const wobler = product.woblers.get(other);
            if (!wobler)
              throw new ApiError({ status: 404, serverMessage: 'This user could not be found.' });
            if (!product.cloud.users.has(other))
              product.cloud.createUser({ uid: other, name: wobler.name });
            return answer({});
          }
          case endpoints.blockWobler.id:
          case endpoints.unblockWobler.id: {
            const other = String((input as { _id?: unknown })._id ?? '');
            if (!product.woblers.has(other) || other === uid) {
              throw new ApiError({ status: 404, serverMessage: 'This Wobler could not be found.' });
            }
            product.block(uid, other, endpoint.id === endpoints.blockWobler.id);
            return answer({
              relation: {
                liked: false,
                disliked: false,
                saved: false,
                reported: false,
                isMatched: false,
                blockedByMe: product.isBlocked(uid, other),
              },
            });
          }
          // Message requests, as Woble's server keeps them (a like each way is a connection).
          case endpoints.awaitAccept.id:
          case endpoints.addToWaiting.id: {
            const other = product.wobler(input, 'receiver_id');
            if (endpoint.id === endpoints.addToWaiting.id && !product.isMatched(uid, other)) {
              product.waiting.add(pairKey(uid, other));
            }
            return answer(product.requestState(uid, other));
          }
          case endpoints.acceptMessageRequest.id: {
            const other = product.wobler(input, 'sender_id');
            product.waiting.delete(pairKey(other, uid));
            return answer(product.requestState(uid, other));
          }
          case endpoints.likeWobler.id: {
            const other = product.wobler(input, '_id');
            product.likes.add(pairKey(uid, other));
            const matched = product.isMatched(uid, other);
            if (matched) {
              product.waiting.delete(pairKey(uid, other));
              product.waiting.delete(pairKey(other, uid));
            }
            return { message: 'Liked.', ...answer({ matched }) };
          }
          default:
            throw new ApiError({ status: 404, serverMessage: `No ${endpoint.path} here.` });
        }
      },
    };
  }
}
