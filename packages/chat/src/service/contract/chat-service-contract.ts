import { afterEach, beforeEach, describe } from 'vitest';
import type { ChatService } from '../port';
import { type ContractStage, user } from './contract-kit';
import { describeConversationsContract } from './contract-conversations';
import { describeGroupJoinsContract } from './contract-group-joins';
import { describeGroupsContract } from './contract-groups';
import { describeLinkPreviewContract } from './contract-link-preview';
import { describeLiveContract } from './contract-live';
import { describeMentionsContract } from './contract-mentions';
import { describeThreadsContract } from './contract-threads';
import { describeSendingContract } from './contract-sending';
import { describeSmartRepliesContract } from './contract-smart-replies';
import { describeGroupSearchContract, describeSearchContract } from './contract-search';
import { describeReactionsContract } from './contract-reactions';
import { describePollsContract } from './contract-polls';
import { describeStickersContract } from './contract-stickers';
import { newMuid, type Recording, record, until } from './recorder';

// The one behavioural suite of the ChatService port: every
// adapter runs it — wob against the real server and database (e2e/tests/chat-contract.e2e.ts),
// cometchat against a scripted fake of the SDK. It asserts what a caller notices, through the
// port only; whatever is adapter-specific (signing people up, making them connections, cutting
// a socket) comes from the adapter's `setup`.
//
// The tests are in four groups, each a file: contract-sending.ts (login, sends, delivery,
// media), contract-conversations.ts (the list, unread counts, paging, edits, deletions),
// contract-live.ts (receipts, typing, blocks, presence, reconnects, message requests) and
// contract-groups.ts (group operations, their rule and events, group messages and typing). They
// play on one stage (contract-kit.ts) that this suite sets up before each test.

export interface ContractPerson {
  readonly uid: string;
  readonly name: string;
  /** The person's first tab: a ChatService that is logged in. */
  readonly service: ChatService;
}

export interface ChatContractWorld {
  /** Three different people, each logged in; nobody has written to anybody yet. */
  readonly people: readonly [ContractPerson, ContractPerson, ContractPerson];
  /** Makes two people connections (a mutual like): their messages pass without a request. */
  connect(a: ContractPerson, b: ContractPerson): Promise<void>;
  /** Another logged-in tab of the same person. Without it the multi-tab case is skipped. */
  openTab?(person: ContractPerson): Promise<ChatService>;
  /** Drops a tab's live connection and keeps it down until `restore`. Adapters that resync. */
  network?: {
    cut(service: ChatService): Promise<void>;
    restore(service: ChatService): Promise<void>;
  };
  /** The next send of `service` is stored by the chat service but its answer is lost on the way. */
  loseNextAnswer?(service: ChatService): void;
  /** Whether cutting and restoring a connection tells others offline and online. */
  readonly presence?: boolean;
  /**
   * Whether the other members are told of an ownership transfer and of a group's deletion as
   * they happen (true unless said otherwise). CometChat's JavaScript SDK announces neither:
   * its members learn them at their next read of the group.
   */
  readonly groupAnnouncements?: boolean;
  /**
   * For a chat service that does not compute smart replies itself (the memory double, the
   * scripted CometChat): the smart-reply extension data a text will get when sent. The wob
   * server computes its own and leaves this out.
   */
  seedSmartReplies?(text: string, data: Record<string, unknown>): void;
  /**
   * Links the world prepared (contract-link-preview.ts): `withPreview`'s page has the title
   * and description given (and an image when `image`), `withoutPreview`'s page has none.
   * Needed with the option `linkPreviews`.
   */
  readonly linkPages?: {
    readonly withPreview: string;
    readonly title: string;
    readonly description: string;
    readonly image: boolean;
    readonly withoutPreview: string;
  };
  /** Ends every tab and whatever setup started. */
  teardown(): Promise<void>;
}

export interface ChatContractOptions {
  /** Per test; a real server needs a few seconds for the longer ones. Default 30 s. */
  timeoutMs?: number;
  /** Whether the adapter has groups (contract-groups.ts); without it those tests are skipped. */
  groups?: boolean;
  /** Whether the world has `linkPages`; without it the link-preview tests are skipped. */
  linkPreviews?: boolean;
}

export function describeChatServiceContract(
  name: string,
  setup: () => Promise<ChatContractWorld>,
  options: ChatContractOptions = {},
): void {
  const timeout = options.timeoutMs ?? 30_000;

  describe(`ChatService contract: ${name}`, () => {
    let world: ChatContractWorld;
    let a: ContractPerson;
    let b: ContractPerson;
    let c: ContractPerson;
    let recordings: Recording[] = [];

    const listen = (service: ChatService) => {
      const recording = record(service);
      recordings.push(recording);
      return recording;
    };

    async function send(
      from: ContractPerson,
      to: ContractPerson,
      text: string,
      service = from.service,
    ) {
      return service.sendMessage({ ...user(to), muid: newMuid(), text });
    }

    /**
     * Everything `from` did toward `to` before this has reached `toLog`: a typing indicator,
     * sent now, travels behind it on the same connection.
     */
    async function flush(from: ContractPerson, to: ContractPerson, toLog: Recording) {
      const before = toLog.typingStarted.filter(
        (indicator) => indicator.sender.uid === from.uid,
      ).length;
      from.service.startTyping(user(to));
      await until(
        () =>
          toLog.typingStarted.filter((indicator) => indicator.sender.uid === from.uid).length >
          before,
        `${to.name} to see ${from.name} typing`,
      );
      from.service.endTyping(user(to));
    }

    beforeEach(async () => {
      world = await setup();
      [a, b, c] = world.people;
      recordings = [];
    });

    afterEach(async () => {
      for (const recording of recordings) recording.stop();
      await world?.teardown();
    });

    const stage: ContractStage = {
      get world() {
        return world;
      },
      get a() {
        return a;
      },
      get b() {
        return b;
      },
      get c() {
        return c;
      },
      listen,
      send,
      flush,
      timeout,
    };

    describeSendingContract(stage);
    describeConversationsContract(stage);
    describeLiveContract(stage);
    describe('smart replies', () => describeSmartRepliesContract(stage));
    describe.skipIf(!options.groups)('groups', () => describeGroupsContract(stage));
    describe.skipIf(!options.groups)('group joins', () => describeGroupJoinsContract(stage));
    describe.skipIf(!options.groups)('mentions', () => describeMentionsContract(stage));
    describe('threads', () => describeThreadsContract(stage));
    describe.skipIf(!options.linkPreviews)('link previews', () =>
      describeLinkPreviewContract(stage),
    );
    describe('search', () => describeSearchContract(stage));
    describe.skipIf(!options.groups)('group search', () => describeGroupSearchContract(stage));
    describe('stickers and live reactions', () =>
      describeStickersContract(stage, options.groups === true));
    describe('reactions', () => describeReactionsContract(stage));
    describe('polls', () => describePollsContract(stage, options.groups === true));
  });
}
