import { GROUP_PASSWORD_ATTEMPTS } from '@wob/validation';
import { expect, it } from 'vitest';
import { type ContractStage, rejectionCode } from './contract-kit';

// The contract suite's tests of joining a password group: a wrong password is named as such,
// too many lock the group for that person, and a banned person is told they are not allowed
// whatever password they give (the refusal is the ban's, not the password's).

export function describeGroupJoinsContract(stage: ContractStage): void {
  const { timeout } = stage;

  it(
    'refuses a wrong password, locks after too many, and joins with the right one',
    async () => {
      const { a, b, c } = stage;
      const made = await a.service.createGroup({
        name: 'Secret',
        type: 'password',
        password: 'open sesame',
      });
      expect(made.type).toBe('password');
      expect(await rejectionCode(b.service.joinGroup(made.guid, 'open says me'))).toBe(
        'wrong-password',
      );
      const joined = await b.service.joinGroup(made.guid, 'open sesame');
      expect(joined).toMatchObject({ hasJoined: true, scope: 'participant', membersCount: 2 });

      for (let attempt = 0; attempt < GROUP_PASSWORD_ATTEMPTS; attempt++) {
        expect(await rejectionCode(c.service.joinGroup(made.guid, `guess ${attempt}`))).toBe(
          'wrong-password',
        );
      }
      expect(await rejectionCode(c.service.joinGroup(made.guid, 'open sesame'))).toBe(
        'rate-limited',
      );
      expect(await a.service.getGroup(made.guid)).toMatchObject({ membersCount: 2 });
    },
    timeout,
  );

  it(
    'tells a banned person who gives a password that they are not allowed',
    async () => {
      const { a, b } = stage;
      const made = await a.service.createGroup({
        name: 'Vault',
        type: 'password',
        password: 'open sesame',
      });
      await b.service.joinGroup(made.guid, 'open sesame');
      await a.service.banGroupMember(made.guid, b.uid);

      expect(await rejectionCode(b.service.joinGroup(made.guid, 'open sesame'))).toBe(
        'not-allowed',
      );
      expect(await rejectionCode(b.service.joinGroup(made.guid, 'a guess'))).toBe('not-allowed');
      expect(await a.service.getGroup(made.guid)).toMatchObject({ membersCount: 1 });
    },
    timeout,
  );
}
