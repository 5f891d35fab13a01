import { createTranslator } from '@wob/i18n';
import { describe, expect, it } from 'vitest';
import type { ChatCall, ChatCallParticipant } from '../service/calls/port';
import { JONAS, ME, METTE, NOW } from '../test/chat-fixtures';
import { STORY_CLOCK } from '../test/chat-story-frame';
import { callHistoryRow } from './call-history-format';

const chatCopy = (locale: 'da' | 'en') => {
  const translate = createTranslator(locale);
  return (key: string, params?: Record<string, unknown>) => translate(`chat:${key}`, params);
};

const person = (who: { uid: string; name: string }) => ({
  uid: who.uid,
  name: who.name,
  avatar: '',
});

function call(fields: {
  initiator?: typeof ME;
  status: ChatCall['status'];
  type?: ChatCall['type'];
  group?: boolean;
  me?: Partial<ChatCallParticipant>;
  joinedAt?: number | null;
  endedAt?: number | null;
}): ChatCall {
  const initiator = fields.initiator ?? METTE;
  const other = initiator.uid === ME.uid ? METTE : ME;
  const participants: ChatCallParticipant[] = [
    { ...person(initiator), state: 'joined', joinedAt: NOW - 600 },
    ...(initiator.uid === ME.uid
      ? [{ ...person(other), state: 'left' as const, joinedAt: null }]
      : [{ ...person(ME), state: 'left' as const, joinedAt: null, ...fields.me }]),
  ];
  return {
    sessionId: 's',
    type: fields.type ?? 'audio',
    status: fields.status,
    receiverType: fields.group ? 'group' : 'user',
    receiverId: fields.group ? 'loebeklubben' : other.uid,
    conversationId: 'c',
    initiator: person(initiator),
    receiver: fields.group
      ? { uid: 'loebeklubben', name: 'Løbeklubben', avatar: '' }
      : person(other),
    participants,
    initiatedAt: NOW - 600,
    joinedAt: fields.joinedAt ?? null,
    endedAt: fields.endedAt ?? null,
  };
}

const row = (value: ChatCall, locale: 'da' | 'en' = 'en') =>
  callHistoryRow(value, ME.uid, chatCopy(locale), STORY_CLOCK, locale);

describe('callHistoryRow', () => {
  it('reads an answered call with its length from the first join to the end', () => {
    const answered = call({
      status: 'ended',
      me: { joinedAt: NOW - 590 },
      joinedAt: NOW - 590,
      endedAt: NOW - 386,
    });
    expect(row(answered)).toMatchObject({
      title: 'Incoming audio call',
      detail: 'Today, 10:20 · 3:24',
      missed: false,
      direction: 'incoming',
    });
    expect(row(answered, 'da').detail).toBe('I dag, 10.20 · 3:24');
  });

  it('marks a call I never took as missed, but not one I turned down or was busy for', () => {
    expect(row(call({ status: 'unanswered', type: 'video' }))).toMatchObject({
      title: 'Missed video call',
      detail: 'Today, 10:20',
      missed: true,
    });
    expect(row(call({ status: 'cancelled' })).missed).toBe(true);
    expect(row(call({ status: 'rejected', me: { state: 'rejected' } }))).toMatchObject({
      title: 'Incoming audio call',
      detail: 'Today, 10:20 · Call rejected',
      missed: false,
    });
    expect(row(call({ status: 'busy', me: { state: 'busy' } }))).toMatchObject({
      detail: 'Today, 10:20 · Call busy',
      missed: false,
    });
  });

  it('tells my own calls by how they ended', () => {
    const mine = (status: ChatCall['status']) => row(call({ initiator: ME, status }));
    expect(mine('rejected')).toMatchObject({ title: 'Outgoing audio call', missed: false });
    expect(mine('rejected').detail).toBe('Today, 10:20 · Call rejected');
    expect(mine('busy').detail).toBe('Today, 10:20 · Call busy');
    expect(mine('cancelled').detail).toBe('Today, 10:20 · Call cancelled');
    expect(mine('unanswered').detail).toBe('Today, 10:20 · Call unanswered');
    expect(mine('ongoing').detail).toBe('Today, 10:20 · In progress');
    expect(row(call({ initiator: ME, status: 'unanswered' }), 'da').detail).toBe(
      'I dag, 10.20 · Opkaldet blev ikke besvaret',
    );
  });

  it('names who started an incoming group call; one that went on without me is missed', () => {
    const without = call({
      initiator: JONAS,
      status: 'ended',
      group: true,
      joinedAt: NOW - 590,
      endedAt: NOW - 300,
    });
    expect(row(without)).toMatchObject({
      title: 'Missed audio call',
      detail: 'Today, 10:20 · Jonas Kristensen',
      missed: true,
    });
  });
});
