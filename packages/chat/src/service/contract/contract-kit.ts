import { conversationWithId } from '../port';
import {
  type ChatErrorCode,
  type ChatMessage,
  type ChatService,
  type Conversation,
  isChatError,
  type Receiver,
} from '../port';
import type { ChatContractWorld, ContractPerson } from './chat-service-contract';
import type { Recording } from './recorder';

// What the contract suite's test groups share: the stage a test plays on (set up afresh before
// each test by `describeChatServiceContract`) and the reading helpers their assertions use.

/**
 * The stage of the current test. `world`, `a`, `b` and `c` are set before each test (read
 * them inside the test, not when the tests are declared); the helpers are the suite's own.
 */
export interface ContractStage {
  readonly world: ChatContractWorld;
  readonly a: ContractPerson;
  readonly b: ContractPerson;
  readonly c: ContractPerson;
  /** Records what `service` tells its listeners; stopped after the test. */
  listen(service: ChatService): Recording;
  /** A text from `from` to `to` (from `service`, by default their first tab). */
  send(
    from: ContractPerson,
    to: ContractPerson,
    text: string,
    service?: ChatService,
  ): Promise<ChatMessage>;
  /**
   * Everything `from` did toward `to` before this has reached `toLog`: a typing indicator,
   * sent now, travels behind it on the same connection.
   */
  flush(from: ContractPerson, to: ContractPerson, toLog: Recording): Promise<void>;
  /** Per test, in ms. */
  readonly timeout: number;
}

export const user = (person: ContractPerson): Receiver => ({
  receiverId: person.uid,
  receiverType: 'user',
});

export async function rejectionCode(
  promise: Promise<unknown>,
): Promise<ChatErrorCode | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (!isChatError(error)) throw error;
    return error.code;
  }
}

export async function allConversations(service: ChatService): Promise<Conversation[]> {
  const request = service.conversationsRequest({ limit: 2 });
  const all: Conversation[] = [];
  for (let page = await request.fetchNext(); page.length > 0; page = await request.fetchNext()) {
    all.push(...page);
    if (all.length > 200) throw new Error('conversationsRequest never ends');
  }
  return all;
}

/** The conversation partners of `service`, newest activity first, among `among`. */
export async function partners(service: ChatService, among: ContractPerson[]): Promise<string[]> {
  const uids = new Set(among.map((person) => person.uid));
  return (await allConversations(service)).map(conversationWithId).filter((uid) => uids.has(uid));
}

export async function everyMessage(
  service: ChatService,
  other: ContractPerson,
): Promise<ChatMessage[]> {
  const request = service.messagesRequest({ uid: other.uid, limit: 50 });
  const pages: ChatMessage[][] = [];
  for (
    let page = await request.fetchPrevious();
    page.length > 0;
    page = await request.fetchPrevious()
  ) {
    pages.unshift(page);
  }
  return pages.flat();
}

export const ids = (messages: readonly { id: string }[]) => messages.map((message) => message.id);

/** Message ids are decimal strings in sending order. */
export function isAscending(values: readonly string[]): boolean {
  return values.every((value, index) => {
    const previous = values[index - 1];
    return (
      previous === undefined ||
      previous.length < value.length ||
      (previous.length === value.length && previous < value)
    );
  });
}
