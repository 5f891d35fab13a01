import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { chatConversations } from './chat';
import { at } from './columns';

// Audio and video calls of the self-hosted chat (modules/chat calls-*.ts): the server owns
// each call's state. One call per person at a time is the partial unique index on
// chat_call_participants(user_id) where `active`: a second active row for a person fails, so
// "busy" and "already in a call" are decided by the database, not by a read before a write.

export const CHAT_CALL_STATUS_VALUES = [
  'initiated',
  'ongoing',
  'rejected',
  'busy',
  'cancelled',
  'unanswered',
  'ended',
] as const;

/** A call: one-to-one (receiver a user) or in a group (receiver a group's guid). */
export const chatCalls = pgTable(
  'chat_calls',
  {
    sessionId: text('session_id').primaryKey(),
    type: text('type').notNull(),
    receiverType: text('receiver_type').notNull(),
    // The callee's user id, or the group's guid.
    receiverId: text('receiver_id').notNull(),
    // The conversation the call's messages go to; deleting it (a group deleted, an account
    // purged) deletes its calls.
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    initiatorId: text('initiator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    initiatedAt: at('initiated_at').notNull(),
    // The first accept; null while ringing and for calls nobody took.
    joinedAt: at('joined_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    check('chat_calls_type_check', sql`${t.type} in ('audio', 'video')`),
    check('chat_calls_receiver_type_check', sql`${t.receiverType} in ('user', 'group')`),
    check(
      'chat_calls_status_check',
      sql`${t.status} in ('initiated', 'ongoing', 'rejected', 'busy', 'cancelled', 'unanswered', 'ended')`,
    ),
    // A conversation's call history, newest first.
    index('chat_calls_conversation_idx').on(t.conversationId, t.initiatedAt.desc()),
    // The sweeper's ringing calls, oldest first.
    index('chat_calls_ringing_idx').on(t.initiatedAt).where(sql`${t.status} = 'initiated'`),
  ],
);

/**
 * Everyone a call concerns, the initiator included. `active` while the person rings or is in
 * a call that is not over: the partial unique index allows one active row per person.
 */
export const chatCallParticipants = pgTable(
  'chat_call_participants',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => chatCalls.sessionId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    active: boolean('active').notNull(),
    joinedAt: at('joined_at'),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    uniqueIndex('chat_call_participants_active_key').on(t.userId).where(sql`${t.active}`),
    // A person's calls (history).
    index('chat_call_participants_user_idx').on(t.userId),
    check(
      'chat_call_participants_state_check',
      sql`${t.state} in ('ringing', 'joined', 'rejected', 'busy', 'left')`,
    ),
  ],
);
