import { createTranslator } from '@wob/i18n';
import type { CallAction, CallType } from '@wob/validation';
import { describe, expect, it } from 'vitest';
import { JONAS, ME, messageFixture, METTE } from '../test/chat-fixtures';
import { callMessageFixture } from '../test/call-message-fixtures';
import { callMessageText, callMessageView, formatCallDuration } from './call-bubble-format';

const chatCopy = (locale: 'da' | 'en') => {
  const translate = createTranslator(locale);
  return (key: string, params?: Record<string, unknown>) => translate(`chat:${key}`, params);
};

type Direction = 'outgoing' | 'incoming';
type Row = [CallAction, Direction, CallType, 'user' | 'group', string, string, boolean];

// Every action × direction × type, one-to-one and in a group: [action, direction, type, where,
// English, Danish, missed]. In a group the acting member (the message's sender) is Mette, the
// caller is Mette (incoming) or me (outgoing); `ended` lasted 204 s.
const TABLE: Row[] = [
  ['initiated', 'outgoing', 'audio', 'user', 'Outgoing audio call', 'Udgående lydopkald', false],
  ['initiated', 'outgoing', 'video', 'user', 'Outgoing video call', 'Udgående videoopkald', false],
  ['initiated', 'incoming', 'audio', 'user', 'Incoming audio call', 'Indgående lydopkald', false],
  ['initiated', 'incoming', 'video', 'user', 'Incoming video call', 'Indgående videoopkald', false],
  ['ongoing', 'outgoing', 'audio', 'user', 'Call started', 'Opkaldet begyndte', false],
  ['ongoing', 'incoming', 'video', 'user', 'Call started', 'Opkaldet begyndte', false],
  ['ongoing', 'outgoing', 'video', 'user', 'Call started', 'Opkaldet begyndte', false],
  ['ongoing', 'incoming', 'audio', 'user', 'Call started', 'Opkaldet begyndte', false],
  ['ended', 'outgoing', 'audio', 'user', 'Call ended · 3:24', 'Opkaldet sluttede · 3:24', false],
  ['ended', 'incoming', 'video', 'user', 'Call ended · 3:24', 'Opkaldet sluttede · 3:24', false],
  ['ended', 'outgoing', 'video', 'user', 'Call ended · 3:24', 'Opkaldet sluttede · 3:24', false],
  ['ended', 'incoming', 'audio', 'user', 'Call ended · 3:24', 'Opkaldet sluttede · 3:24', false],
  [
    'unanswered',
    'outgoing',
    'audio',
    'user',
    'Call unanswered',
    'Opkaldet blev ikke besvaret',
    false,
  ],
  [
    'unanswered',
    'outgoing',
    'video',
    'user',
    'Call unanswered',
    'Opkaldet blev ikke besvaret',
    false,
  ],
  ['unanswered', 'incoming', 'audio', 'user', 'Missed audio call', 'Ubesvaret lydopkald', true],
  ['unanswered', 'incoming', 'video', 'user', 'Missed video call', 'Ubesvaret videoopkald', true],
  ['cancelled', 'outgoing', 'audio', 'user', 'Call cancelled', 'Opkaldet blev annulleret', false],
  ['cancelled', 'outgoing', 'video', 'user', 'Call cancelled', 'Opkaldet blev annulleret', false],
  ['cancelled', 'incoming', 'audio', 'user', 'Missed audio call', 'Ubesvaret lydopkald', true],
  ['cancelled', 'incoming', 'video', 'user', 'Missed video call', 'Ubesvaret videoopkald', true],
  ['rejected', 'outgoing', 'audio', 'user', 'Call rejected', 'Opkald afvist', false],
  ['rejected', 'incoming', 'video', 'user', 'Call rejected', 'Opkald afvist', false],
  ['rejected', 'outgoing', 'video', 'user', 'Call rejected', 'Opkald afvist', false],
  ['rejected', 'incoming', 'audio', 'user', 'Call rejected', 'Opkald afvist', false],
  ['busy', 'outgoing', 'audio', 'user', 'Call busy', 'Optaget', false],
  ['busy', 'incoming', 'video', 'user', 'Call busy', 'Optaget', false],
  ['busy', 'outgoing', 'video', 'user', 'Call busy', 'Optaget', false],
  ['busy', 'incoming', 'audio', 'user', 'Call busy', 'Optaget', false],
  [
    'initiated',
    'incoming',
    'audio',
    'group',
    'Mette Hansen started an audio call',
    'Mette Hansen startede et lydopkald',
    false,
  ],
  [
    'initiated',
    'incoming',
    'video',
    'group',
    'Mette Hansen started a video call',
    'Mette Hansen startede et videoopkald',
    false,
  ],
  [
    'initiated',
    'outgoing',
    'video',
    'group',
    'You started a video call',
    'Du startede et videoopkald',
    false,
  ],
  [
    'joined',
    'incoming',
    'audio',
    'group',
    'Mette Hansen joined the call',
    'Mette Hansen kom med i opkaldet',
    false,
  ],
  [
    'joined',
    'outgoing',
    'video',
    'group',
    'Mette Hansen joined the call',
    'Mette Hansen kom med i opkaldet',
    false,
  ],
  [
    'rejected',
    'outgoing',
    'audio',
    'group',
    'Mette Hansen declined the call',
    'Mette Hansen afviste opkaldet',
    false,
  ],
  [
    'rejected',
    'incoming',
    'video',
    'group',
    'Mette Hansen declined the call',
    'Mette Hansen afviste opkaldet',
    false,
  ],
  [
    'left',
    'incoming',
    'audio',
    'group',
    'Mette Hansen left the call',
    'Mette Hansen forlod opkaldet',
    false,
  ],
  [
    'left',
    'outgoing',
    'video',
    'group',
    'Mette Hansen left the call',
    'Mette Hansen forlod opkaldet',
    false,
  ],
  ['ongoing', 'incoming', 'video', 'group', 'Call started', 'Opkaldet begyndte', false],
  ['ended', 'outgoing', 'audio', 'group', 'Call ended · 3:24', 'Opkaldet sluttede · 3:24', false],
  [
    'unanswered',
    'outgoing',
    'video',
    'group',
    'Call unanswered',
    'Opkaldet blev ikke besvaret',
    false,
  ],
  ['unanswered', 'incoming', 'video', 'group', 'Missed video call', 'Ubesvaret videoopkald', true],
  ['cancelled', 'incoming', 'audio', 'group', 'Missed audio call', 'Ubesvaret lydopkald', true],
  ['cancelled', 'outgoing', 'audio', 'group', 'Call cancelled', 'Opkaldet blev annulleret', false],
];

function messageOf([action, direction, type, where]: Row) {
  const initiator = direction === 'outgoing' ? ME : METTE;
  // Who acted: a member's own action is Mette's; a status change the initiator's.
  const from = ['joined', 'left'].includes(action) || where === 'group' ? METTE : initiator;
  return callMessageFixture({
    action,
    type,
    initiator,
    from: action === 'initiated' ? initiator : from,
    ...(where === 'group' ? { group: 'loebeklubben' } : {}),
    duration: 204,
  });
}

describe('callMessageView', () => {
  it.each(TABLE)('%s, %s %s (%s): "%s" / "%s"', (...row) => {
    const [, direction, type, , english, danish, missed] = row;
    const message = messageOf(row);
    expect(callMessageView(message, ME.uid, chatCopy('en'))).toEqual({
      text: english,
      type,
      direction,
      missed,
    });
    expect(callMessageText(message, ME.uid, chatCopy('da'))).toBe(danish);
  });

  it('covers every action one-to-one in both directions and both types', () => {
    const actions: CallAction[] = [
      'initiated',
      'ongoing',
      'ended',
      'unanswered',
      'cancelled',
      'rejected',
      'busy',
    ];
    for (const action of actions)
      for (const direction of ['outgoing', 'incoming'] as const)
        for (const type of ['audio', 'video'] as const) {
          const found = TABLE.some(
            (row) =>
              row[0] === action && row[1] === direction && row[2] === type && row[3] === 'user',
          );
          expect(found, `${action} ${direction} ${type}`).toBe(true);
        }
  });

  it('says "You" for the acting member of a group call who is the reader', () => {
    const mine = (action: CallAction) =>
      callMessageFixture({ action, initiator: METTE, from: ME, group: 'loebeklubben' });
    const read = (action: CallAction, locale: 'da' | 'en') =>
      callMessageText(mine(action), ME.uid, chatCopy(locale));
    expect(read('joined', 'en')).toBe('You joined the call');
    expect(read('joined', 'da')).toBe('Du kom med i opkaldet');
    expect(read('rejected', 'en')).toBe('You declined the call');
    expect(read('rejected', 'da')).toBe('Du afviste opkaldet');
    expect(read('left', 'en')).toBe('You left the call');
    expect(read('left', 'da')).toBe('Du forlod opkaldet');
    const started = callMessageFixture({
      action: 'initiated',
      type: 'video',
      initiator: ME,
      group: 'loebeklubben',
    });
    expect(callMessageText(started, ME.uid, chatCopy('en'))).toBe('You started a video call');
    expect(callMessageText(started, ME.uid, chatCopy('da'))).toBe('Du startede et videoopkald');
    // Someone else reads the same messages with the member's name.
    expect(callMessageText(mine('joined'), METTE.uid, chatCopy('en'))).toBe(
      'Karen Blixen joined the call',
    );
    expect(callMessageText(started, JONAS.uid, chatCopy('da'))).toBe(
      'Karen Blixen startede et videoopkald',
    );
  });

  it('says "Call ended" without a length when the service gave none', () => {
    const ended = callMessageFixture({ action: 'ended', duration: null });
    expect(callMessageText(ended, ME.uid, chatCopy('en'))).toBe('Call ended');
    expect(callMessageText(ended, ME.uid, chatCopy('da'))).toBe('Opkaldet sluttede');
  });

  it('reads "Call" for a call message without its details', () => {
    const bare = messageFixture({ category: 'call', type: 'video' });
    expect(callMessageView(bare, ME.uid, chatCopy('en'))).toMatchObject({
      text: 'Call',
      type: 'video',
    });
    expect(callMessageText(bare, ME.uid, chatCopy('da'))).toBe('Opkald');
  });
});

describe('formatCallDuration', () => {
  it('reads as a clock: minutes and seconds, hours when there are some', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(7)).toBe('0:07');
    expect(formatCallDuration(204)).toBe('3:24');
    expect(formatCallDuration(3723)).toBe('1:02:03');
    expect(formatCallDuration(-5)).toBe('0:00');
  });
});
