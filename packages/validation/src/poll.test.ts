import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
// The spec's English texts, read from @wob/i18n's source (allowed in tests only).
import { validation as enValidation } from '../../i18n/src/locales/en/validation';
import {
  CastVoteSchema,
  CreatePollSchema,
  POLL_MAX_LIMIT,
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_PAGE_SIZE,
  POLL_QUESTION_MAX,
  PollFormSchema,
  PollIdSchema,
  PollListQuerySchema,
  pollOptionKey,
} from './poll';
import { errorsOf } from './test/helpers';

describe('poll messages', () => {
  it("are the spec's words in English", () => {
    expect(enValidation.poll.questionRequired).toBe('Please Enter Question');
    expect(enValidation.poll.optionRequired).toBe('Please Enter Option');
    expect(enValidation.poll.optionsMin).toBe('Please enter atleast one option');
  });
});

const valid = { question: 'Coffee or tea?', options: ['Coffee', 'Tea'], bubble: 'b1' };

describe('CreatePollSchema', () => {
  it('trims the question and the options, keeps their order and drops unknown fields', () => {
    expect(
      v.parse(CreatePollSchema, {
        question: '  Coffee or tea? ',
        options: [' Tea', 'Coffee  '],
        bubble: ' b1 ',
        author: 'someone-else',
      }),
    ).toEqual({ question: 'Coffee or tea?', options: ['Tea', 'Coffee'], bubble: 'b1' });
  });

  it("asks for a question with the spec's message", () => {
    for (const question of [undefined, '', '   ', null, 42]) {
      expect(errorsOf(CreatePollSchema, { ...valid, question })).toEqual({
        question: 'validation:poll.questionRequired',
      });
    }
  });

  it("asks for at least one option with the spec's message", () => {
    for (const options of [undefined, [], null, 'Coffee', { 0: 'Coffee' }]) {
      expect(errorsOf(CreatePollSchema, { ...valid, options })).toEqual({
        options: 'validation:poll.optionsMin',
      });
    }
  });

  it("asks for each option with the spec's message, at the option's place", () => {
    expect(errorsOf(CreatePollSchema, { ...valid, options: ['Coffee', '  ', 'Tea', 7] })).toEqual({
      'options.1': 'validation:poll.optionRequired',
      'options.3': 'validation:poll.optionRequired',
    });
  });

  it('takes one option alone', () => {
    expect(errorsOf(CreatePollSchema, { ...valid, options: ['Only this'] })).toEqual({});
  });

  it(`takes a question of ${POLL_QUESTION_MAX} characters and not one more`, () => {
    const at = 'q'.repeat(POLL_QUESTION_MAX);
    expect(errorsOf(CreatePollSchema, { ...valid, question: at })).toEqual({});
    expect(errorsOf(CreatePollSchema, { ...valid, question: `${at}q` })).toEqual({
      question: 'validation:poll.questionMax',
    });
  });

  it(`takes options of ${POLL_OPTION_MAX} characters and not one more`, () => {
    const at = 'o'.repeat(POLL_OPTION_MAX);
    expect(errorsOf(CreatePollSchema, { ...valid, options: [at] })).toEqual({});
    expect(errorsOf(CreatePollSchema, { ...valid, options: ['Tea', `${at}o`] })).toEqual({
      'options.1': 'validation:poll.optionMax',
    });
  });

  it(`takes ${POLL_OPTIONS_MAX} options and not one more`, () => {
    const options = Array.from({ length: POLL_OPTIONS_MAX }, (_, i) => `Option ${i + 1}`);
    expect(errorsOf(CreatePollSchema, { ...valid, options })).toEqual({});
    expect(errorsOf(CreatePollSchema, { ...valid, options: [...options, 'One more'] })).toEqual({
      options: 'validation:poll.optionsMax',
    });
  });

  it('refuses an option that repeats an earlier one, whatever its case or spacing', () => {
    expect(
      errorsOf(CreatePollSchema, { ...valid, options: ['Øl', 'Vin', ' øL ', 'Vand', 'VIN'] }),
    ).toEqual({
      'options.2': 'validation:poll.optionDuplicate',
      'options.4': 'validation:poll.optionDuplicate',
    });
  });

  it('counts composed and decomposed letters as the same option', () => {
    expect(pollOptionKey('Å')).toBe(pollOptionKey('A\u030a'));
    expect(errorsOf(CreatePollSchema, { ...valid, options: ['Å', 'a\u030a'] })).toEqual({
      'options.1': 'validation:poll.optionDuplicate',
    });
  });

  it('asks for the Bubble', () => {
    expect(errorsOf(CreatePollSchema, { question: 'Q', options: ['A'] })).toEqual({
      bubble: 'validation:invalid',
    });
    expect(errorsOf(CreatePollSchema, { ...valid, bubble: 'x'.repeat(65) })).toEqual({
      bubble: 'validation:invalid',
    });
  });

  test.prop([fc.array(fc.string({ maxLength: 120 }), { maxLength: 14 })])(
    'accepts exactly the option lists of 1 to 10 distinct, non-blank, short options',
    (options) => {
      const trimmed = options.map((option) => option.trim());
      const keys = new Set(trimmed.map(pollOptionKey));
      const acceptable =
        trimmed.length >= 1 &&
        trimmed.length <= POLL_OPTIONS_MAX &&
        trimmed.every((option) => option.length > 0 && option.length <= POLL_OPTION_MAX) &&
        keys.size === trimmed.length;
      expect(v.safeParse(CreatePollSchema, { ...valid, options }).success).toBe(acceptable);
    },
  );
});

describe('PollFormSchema', () => {
  it('is the form without the Bubble', () => {
    expect(v.parse(PollFormSchema, { question: 'Q?', options: ['A'] })).toEqual({
      question: 'Q?',
      options: ['A'],
    });
    expect(errorsOf(PollFormSchema, {})).toEqual({
      question: 'validation:poll.questionRequired',
      options: 'validation:poll.optionsMin',
    });
  });
});

describe('CastVoteSchema', () => {
  it('takes the poll, the chosen option and the Bubble', () => {
    expect(v.parse(CastVoteSchema, { poll: 'p', option: 'o', bubble: 'b' })).toEqual({
      poll: 'p',
      option: 'o',
      bubble: 'b',
    });
  });

  it('asks to choose an option', () => {
    expect(errorsOf(CastVoteSchema, { poll: 'p', bubble: 'b' })).toEqual({
      option: 'validation:poll.voteOptionRequired',
    });
    expect(errorsOf(CastVoteSchema, { poll: 'p', option: ' ', bubble: 'b' })).toEqual({
      option: 'validation:poll.voteOptionRequired',
    });
  });

  it('refuses a missing poll or Bubble', () => {
    expect(errorsOf(CastVoteSchema, { option: 'o' })).toEqual({
      poll: 'validation:invalid',
      bubble: 'validation:invalid',
    });
  });
});

describe('PollIdSchema and PollListQuerySchema', () => {
  it('take poll_id', () => {
    expect(v.parse(PollIdSchema, { poll_id: ' p1 ' })).toEqual({ poll_id: 'p1' });
    expect(errorsOf(PollIdSchema, {})).toEqual({ poll_id: 'validation:invalid' });
  });

  it('page the polls of a Bubble with their own default limit', () => {
    expect(v.parse(PollListQuerySchema, { bubble: 'b1' })).toEqual({
      bubble: 'b1',
      page: 1,
      limit: POLL_PAGE_SIZE,
    });
    expect(v.parse(PollListQuerySchema, { bubble: 'b1', page: '2', limit: '3' })).toEqual({
      bubble: 'b1',
      page: 2,
      limit: 3,
    });
    expect(
      errorsOf(PollListQuerySchema, { bubble: 'b1', limit: String(POLL_MAX_LIMIT + 1) }),
    ).toEqual({ limit: 'validation:paging.limit' });
    expect(errorsOf(PollListQuerySchema, {})).toEqual({ bubble: 'validation:invalid' });
  });
});
