import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { flattenIssues, ROOT_ISSUE_KEY } from './flatten-issues';

describe('flattenIssues', () => {
  const schema = v.object({
    email: v.pipe(v.string('first'), v.nonEmpty('second'), v.email('third')),
    nested: v.object({ list: v.array(v.string('item')) }),
  });

  it('keeps only the first message of each field', () => {
    const result = v.safeParse(schema, { email: '', nested: { list: [] } });
    expect(result.success).toBe(false);
    expect(flattenIssues(result.issues ?? [])).toEqual({ email: 'second' });
  });

  it('joins nested paths with dots, array indices included', () => {
    const result = v.safeParse(schema, { email: 'a@b.dk', nested: { list: ['ok', 3] } });
    expect(flattenIssues(result.issues ?? [])).toEqual({ 'nested.list.1': 'item' });
  });

  it(`puts issues about the whole value under '${ROOT_ISSUE_KEY}'`, () => {
    const result = v.safeParse(v.object({}, 'not an object'), 'text');
    expect(flattenIssues(result.issues ?? [])).toEqual({ [ROOT_ISSUE_KEY]: 'not an object' });
  });

  it('gives an empty record for no issues', () => {
    expect(flattenIssues([])).toEqual({});
  });
});
