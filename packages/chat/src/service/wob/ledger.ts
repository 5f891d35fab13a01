import type { ChatMessage } from '@wob/api';
import type { ReceiptType } from '@wob/validation';
import { compareDecimal, maxDecimal } from './order';

// What one wob ChatService knows, so that events, send answers, fetched pages and resyncs
// (`/chat-api/sync`) never tell a listener the same thing twice:
// - `cursor`: the last change (`seq`) of the last `/chat-api/sync` page; the next resync asks
//   after it (live events never move it: the server may publish changes out of `seq` order);
// - `baseline`: the newest message id that existed when login() resolved: older messages are
//   the state the caller fetches, never "received";
// - the state (seq, edit, deletion, request) of recently seen messages, bounded: an id that
//   falls out raises `floor`, and messages at or below it count as seen (never twice rather
//   than late: a resync never delivers them as received again);
// - per conversation, reader and receipt type, the newest message a receipt was told for;
// - the client message ids (muids) of this instance's own sends: their echo on the realtime
//   topic is not news to the sender.

interface KnownState {
  seq: string;
  editedAt: number | null;
  deletedAt: number | null;
  requested: boolean;
  replyCount: number;
}

export type Classification =
  /** Never seen and newer than the baseline: deliver as received. */
  | { kind: 'new' }
  /** Seen (or older than the baseline) and changed since: `previous` when its state is known. */
  | { kind: 'changed'; previous: KnownState | null }
  /** Nothing newer than what was already seen. */
  | { kind: 'stale' };

export const DEFAULT_LEDGER_SIZE = 20_000;

export class ChatLedger {
  /** Everything up to this change was told (or was state before login). */
  cursor = '0';
  private baseline: string | null = null;
  private floor: string | null = null;
  private readonly known = new Map<string, KnownState>();
  private readonly marks = new Map<string, string>();
  private readonly muids = new Set<string>();
  private readonly size: number;

  constructor(size = DEFAULT_LEDGER_SIZE) {
    this.size = Math.max(1, size);
  }

  reset(): void {
    this.cursor = '0';
    this.baseline = null;
    this.floor = null;
    this.known.clear();
    this.marks.clear();
    this.muids.clear();
  }

  /** The newest message id that existed at login (raised by every message seen then). */
  raiseBaseline(id: string): void {
    this.baseline = this.baseline === null ? id : maxDecimal(this.baseline, id);
  }

  advanceCursor(seq: string): void {
    this.cursor = maxDecimal(this.cursor, seq);
  }

  addOwnMuid(muid: string): void {
    this.muids.delete(muid);
    this.muids.add(muid);
    if (this.muids.size > this.size) {
      const oldest = this.muids.values().next().value;
      if (oldest !== undefined) this.muids.delete(oldest);
    }
  }

  isOwnMuid(muid: string | null): boolean {
    return muid !== null && this.muids.has(muid);
  }

  /** Whether this message id was seen in any state. */
  has(id: string): boolean {
    return this.known.has(id) || this.atOrBelow(id, this.floor);
  }

  /** Where `message` stands against what was seen; does not remember it. */
  classify(message: ChatMessage): Classification {
    const previous = this.known.get(message.id);
    if (previous) {
      return compareDecimal(message.seq, previous.seq) > 0
        ? { kind: 'changed', previous }
        : { kind: 'stale' };
    }
    if (this.atOrBelow(message.id, this.baseline) || this.atOrBelow(message.id, this.floor)) {
      return { kind: 'changed', previous: null };
    }
    return { kind: 'new' };
  }

  /** Remembers the message's state if it is newer than the one known. */
  remember(message: ChatMessage): void {
    const previous = this.known.get(message.id);
    if (previous && compareDecimal(message.seq, previous.seq) <= 0) return;
    this.known.delete(message.id);
    this.known.set(message.id, {
      seq: message.seq,
      editedAt: message.editedAt,
      deletedAt: message.deletedAt,
      requested: message.requested,
      replyCount: message.replyCount ?? 0,
    });
    while (this.known.size > this.size) {
      const oldest = this.known.keys().next().value;
      if (oldest === undefined) break;
      this.known.delete(oldest);
      this.floor = this.floor === null ? oldest : maxDecimal(this.floor, oldest);
    }
  }

  /**
   * A receipt: `reader` received or read every message of the conversation up to `messageId`.
   * Answers whether that is news; a read also counts as delivered.
   */
  markReceipt(
    conversationId: string,
    reader: string,
    type: ReceiptType,
    messageId: string,
  ): boolean {
    const key = `${conversationId}\u0000${reader}\u0000${type}`;
    const current = this.marks.get(key);
    if (current !== undefined && compareDecimal(messageId, current) <= 0) return false;
    this.marks.set(key, messageId);
    if (type === 'read') this.markReceipt(conversationId, reader, 'delivered', messageId);
    return true;
  }

  private atOrBelow(id: string, limit: string | null): boolean {
    return limit !== null && compareDecimal(id, limit) <= 0;
  }
}
