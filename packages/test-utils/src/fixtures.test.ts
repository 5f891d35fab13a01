import { storageSchemas, UserSchema } from '@wob/api';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fakeUser, TOKEN } from './fixtures';

describe('fixtures', () => {
  it('builds a user the contract accepts, with the overrides applied', () => {
    const user = fakeUser({ name: 'Søren Kierkegaard' });
    expect(v.parse(UserSchema, user)).toEqual(user);
    expect(user.name).toBe('Søren Kierkegaard');
    expect(fakeUser().name).toBe('Karen Blixen');
  });

  it('has a token the session storage keeps', () => {
    expect(v.is(storageSchemas.token, TOKEN)).toBe(true);
  });
});
