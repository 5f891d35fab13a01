import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CreateGroupSchema,
  DEFAULT_GROUP_SCOPE,
  GROUP_NAME_MAX,
  GROUP_SCOPES,
  GROUP_TYPES,
} from './chat-groups';
import { PASSWORD_MAX } from './constants';
import { errorsOf } from './test/helpers';

describe('group constants', () => {
  it("are the spec's types and scopes, participant by default", () => {
    expect(GROUP_TYPES).toEqual(['public', 'password', 'private']);
    expect(GROUP_SCOPES).toEqual(['admin', 'moderator', 'participant']);
    expect(DEFAULT_GROUP_SCOPE).toBe('participant');
  });
});

describe('CreateGroupSchema', () => {
  it('takes a public or private group without a password and folds the name to one line', () => {
    expect(v.parse(CreateGroupSchema, { name: '  Book   club ', type: 'public' })).toEqual({
      name: 'Book club',
      type: 'public',
    });
    expect(v.parse(CreateGroupSchema, { name: 'Inner circle', type: 'private' })).toEqual({
      name: 'Inner circle',
      type: 'private',
    });
  });

  it('keeps a password group’s password exactly as typed', () => {
    expect(
      v.parse(CreateGroupSchema, { name: 'Quiz', type: 'password', password: ' open sesame ' }),
    ).toEqual({ name: 'Quiz', type: 'password', password: ' open sesame ' });
  });

  it('drops a password sent with a group that has none, and unknown fields', () => {
    expect(
      v.parse(CreateGroupSchema, {
        name: 'Quiz',
        type: 'private',
        password: 'left from before',
        owner: 'someone-else',
      }),
    ).toEqual({ name: 'Quiz', type: 'private' });
    expect(v.parse(CreateGroupSchema, { name: 'Quiz', type: 'public', password: 42 })).toEqual({
      name: 'Quiz',
      type: 'public',
    });
  });

  it('refuses a blank, missing or wrong-typed name', () => {
    for (const name of [undefined, '', '   ', null, 7]) {
      expect(errorsOf(CreateGroupSchema, { name, type: 'public' })).toEqual({
        name: 'validation:group.nameRequired',
      });
    }
  });

  it(`takes a name of ${GROUP_NAME_MAX} characters and not one more, nor hidden characters`, () => {
    const at = 'g'.repeat(GROUP_NAME_MAX);
    expect(errorsOf(CreateGroupSchema, { name: at, type: 'public' })).toEqual({});
    expect(errorsOf(CreateGroupSchema, { name: `${at}g`, type: 'public' })).toEqual({
      name: 'validation:group.nameMax',
    });
    expect(errorsOf(CreateGroupSchema, { name: 'Book\u202eclub', type: 'public' })).toEqual({
      name: 'validation:group.nameInvalid',
    });
  });

  it('refuses a blank, missing or unknown type', () => {
    for (const type of [undefined, '', ' ', 'secret', null, 1]) {
      expect(errorsOf(CreateGroupSchema, { name: 'Quiz', type })).toEqual({
        type: 'validation:group.typeRequired',
      });
    }
  });

  it('asks a password group for a password that is not blank', () => {
    for (const password of [undefined, '', '   ', null, 42]) {
      expect(errorsOf(CreateGroupSchema, { name: 'Quiz', type: 'password', password })).toEqual({
        password: 'validation:group.passwordRequired',
      });
    }
  });

  it(`takes a password of ${PASSWORD_MAX} characters and not one more`, () => {
    const at = 'p'.repeat(PASSWORD_MAX);
    expect(errorsOf(CreateGroupSchema, { name: 'Quiz', type: 'password', password: at })).toEqual(
      {},
    );
    expect(
      errorsOf(CreateGroupSchema, { name: 'Quiz', type: 'password', password: `${at}p` }),
    ).toEqual({ password: 'validation:password.max' });
  });

  it('reports a blank name and a blank password together, so the form marks both', () => {
    expect(errorsOf(CreateGroupSchema, { name: ' ', type: 'password', password: ' ' })).toEqual({
      name: 'validation:group.nameRequired',
      password: 'validation:group.passwordRequired',
    });
    expect(errorsOf(CreateGroupSchema, {})).toEqual({
      name: 'validation:group.nameRequired',
      type: 'validation:group.typeRequired',
    });
    expect(errorsOf(CreateGroupSchema, null)).toEqual({ root: 'validation:invalid' });
  });
});
