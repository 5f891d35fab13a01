import { describe, expect, it } from 'vitest';
import { EMIL, JONAS, ME, METTE, SOFIE } from '../test/chat-fixtures';
import { pollFixture } from '../test/poll-fixtures';
import {
  COMETCHAT_POLL_TYPE,
  POLL_MESSAGE_TYPE,
  pollOf,
  pollQuestionOf,
  pollTypeOf,
} from './polls';

describe('pollTypeOf', () => {
  it("is 'poll' on the wob server and CometChat's 'extension_poll' there", () => {
    expect(pollTypeOf('wob')).toBe('poll');
    expect(pollTypeOf('cometchat')).toBe('extension_poll');
  });
});

describe('pollOf', () => {
  it('reads the question, the options in index order with counts, percentages and voters', () => {
    const message = pollFixture({
      options: [
        { text: 'Pizza', voters: [METTE, JONAS] },
        { text: 'Sushi', voters: [ME] },
        { text: 'Smørrebrød' },
      ],
    });
    const poll = pollOf(message, ME.uid, POLL_MESSAGE_TYPE);
    expect(poll).toMatchObject({ id: message.id, question: 'Hvor skal vi spise fredag?' });
    expect(poll?.total).toBe(3);
    expect(poll?.votePolled).toBe(2);
    expect(poll?.options.map((o) => [o.index, o.text, o.count, o.percentage])).toEqual([
      [1, 'Pizza', 2, 67],
      [2, 'Sushi', 1, 33],
      [3, 'Smørrebrød', 0, 0],
    ]);
    expect(poll?.options[0]?.voters).toEqual([
      { uid: METTE.uid, name: METTE.name },
      { uid: JONAS.uid, name: JONAS.name },
    ]);
    expect(pollOf(message, SOFIE.uid, POLL_MESSAGE_TYPE)?.votePolled).toBeNull();
    expect(pollOf(message, null, POLL_MESSAGE_TYPE)?.votePolled).toBeNull();
  });

  it('orders options by their index, not by the order of the keys (10 after 9)', () => {
    const texts = Array.from({ length: 10 }, (_, at) => `Svar ${at + 1}`);
    const message = pollFixture({ options: texts.map((text) => ({ text })) });
    const injected = message.metadata as {
      '@injected': { extensions: { polls: { options: Record<string, string> } } };
    };
    const polls = injected['@injected'].extensions.polls;
    polls.options = Object.fromEntries(Object.entries(polls.options).reverse());
    expect(pollOf(message, ME.uid, POLL_MESSAGE_TYPE)?.options.map((o) => o.text)).toEqual(texts);
  });

  it('gives 0 % to every option while no one voted', () => {
    const poll = pollOf(pollFixture(), ME.uid, POLL_MESSAGE_TYPE);
    expect(poll?.total).toBe(0);
    expect(poll?.options.map((option) => option.percentage)).toEqual([0, 0, 0]);
  });

  it('reads the question and options from customData, with no votes, when metadata is missing', () => {
    const message = { ...pollFixture(), metadata: undefined };
    const poll = pollOf(message, ME.uid, POLL_MESSAGE_TYPE);
    expect(poll?.question).toBe('Hvor skal vi spise fredag?');
    expect(poll?.options.map((o) => [o.text, o.count, o.percentage])).toEqual([
      ['Pizza', 0, 0],
      ['Sushi', 0, 0],
      ['Smørrebrød', 0, 0],
    ]);
  });

  it('counts malformed results as no votes and never passes 100 %', () => {
    const message = pollFixture();
    message.metadata = {
      '@injected': {
        extensions: {
          polls: {
            id: message.id,
            question: 'Hvor skal vi spise fredag?',
            options: { '1': 'Pizza', '2': 'Sushi', x: 'ignored', '0': 'ignored', '3': 7 },
            results: {
              total: 'many',
              options: {
                '1': { text: 'Pizza', count: -4, voters: 'Mette' },
                '2': { text: 'Sushi', count: '2', voters: { [EMIL.uid]: 'Emil', [ME.uid]: {} } },
                '3': null,
              },
            },
          },
        },
      },
    };
    const poll = pollOf(message, ME.uid, POLL_MESSAGE_TYPE);
    expect(poll?.options.map((o) => [o.index, o.count, o.percentage])).toEqual([
      [1, 0, 0],
      [2, 2, 100],
    ]);
    expect(poll?.total).toBe(2);
    expect(poll?.options[1]?.voters).toEqual([
      { uid: EMIL.uid, name: EMIL.uid },
      { uid: ME.uid, name: ME.uid },
    ]);
    expect(poll?.votePolled).toBe(2);
  });

  it.each([
    ['metadata that is no object', { '@injected': 'poll' }],
    ['polls that are an array', { '@injected': { extensions: { polls: [] } } }],
    ['results that are a string', { '@injected': { extensions: { polls: { results: 'x' } } } }],
  ])('falls back to customData for %s', (_, metadata) => {
    const message = { ...pollFixture(), metadata: metadata as Record<string, unknown> };
    expect(pollOf(message, ME.uid, POLL_MESSAGE_TYPE)?.options).toHaveLength(3);
  });

  it('is null for other messages, the other service type, a deleted poll and a poll without options', () => {
    const message = pollFixture();
    expect(pollOf(message, ME.uid, COMETCHAT_POLL_TYPE)).toBeNull();
    expect(pollOf({ ...message, category: 'message' }, ME.uid, POLL_MESSAGE_TYPE)).toBeNull();
    expect(pollOf({ ...message, deletedAt: 1 }, ME.uid, POLL_MESSAGE_TYPE)).toBeNull();
    const bare = { ...message, metadata: undefined, data: { customData: { question: 'Hvad?' } } };
    expect(pollOf(bare, ME.uid, POLL_MESSAGE_TYPE)).toBeNull();
    const blank = {
      ...message,
      metadata: undefined,
      data: { customData: { question: ' ', options: { '1': 'a', '2': 'b' } } },
    };
    expect(pollOf(blank, ME.uid, POLL_MESSAGE_TYPE)).toBeNull();
  });

  it('gives the question for a list preview', () => {
    expect(pollQuestionOf(pollFixture({ question: 'Kaffe?' }), POLL_MESSAGE_TYPE)).toBe('Kaffe?');
    expect(pollQuestionOf(pollFixture(), COMETCHAT_POLL_TYPE)).toBeNull();
  });
});
