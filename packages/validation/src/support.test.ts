import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPagingQuerySchema } from './paging';
import { PlanChoiceSchema, SUPPORT_MESSAGE_MAX, SupportTicketSchema } from './support';
import { errorsOf } from './test/helpers';

describe('SupportTicketSchema', () => {
  it('trims the message and drops fields it does not know', () => {
    expect(
      v.parse(SupportTicketSchema, { topic: 'bug', message: '  It broke.  ', priority: true }),
    ).toEqual({ topic: 'bug', message: 'It broke.' });
  });

  it('asks for a topic from the list and a message that is not blank', () => {
    expect(errorsOf(SupportTicketSchema, {})).toEqual({
      topic: 'validation:support.topicRequired',
      message: 'validation:support.messageRequired',
    });
    expect(errorsOf(SupportTicketSchema, { topic: 'billing', message: ' \n ' })).toEqual({
      topic: 'validation:support.topicRequired',
      message: 'validation:support.messageRequired',
    });
  });

  it(`takes ${SUPPORT_MESSAGE_MAX} characters and not one more`, () => {
    const at = 'x'.repeat(SUPPORT_MESSAGE_MAX);
    expect(errorsOf(SupportTicketSchema, { topic: 'other', message: at })).toEqual({});
    expect(errorsOf(SupportTicketSchema, { topic: 'other', message: `${at}x` })).toEqual({
      message: 'validation:support.messageMax',
    });
  });
});

describe('PlanChoiceSchema', () => {
  it('asks for a plan id', () => {
    expect(errorsOf(PlanChoiceSchema, { planId: '  ' })).toEqual({
      planId: 'validation:plan.required',
    });
    expect(v.parse(PlanChoiceSchema, { planId: ' monthly ' })).toEqual({ planId: 'monthly' });
  });
});

describe('createPagingQuerySchema', () => {
  const schema = createPagingQuerySchema(5, 100);

  it('defaults to page 1 with the list’s own limit', () => {
    expect(v.parse(schema, {})).toEqual({ page: 1, limit: 5 });
  });

  it('reads query-string numbers and JSON numbers alike', () => {
    expect(v.parse(schema, { page: '2', limit: '10' })).toEqual({ page: 2, limit: 10 });
    expect(v.parse(schema, { page: 3, limit: 15 })).toEqual({ page: 3, limit: 15 });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: '' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ limit: ['5', '10'] }, 'limit'],
  ])('refuses %o on %s', (input, field) => {
    expect(Object.keys(errorsOf(schema, input))).toEqual([field]);
  });
});
