import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 declares Algorithm as an ambient const enum, which isolated modules cannot
// read; 2 is its Argon2id member.
const ARGON2ID = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification without a stored hash, so an unknown e-mail answers
   * as slowly as a wrong password and the login reveals nothing about which accounts exist.
   */
  verifyNothing(password: string): Promise<false>;
}

/** argon2id with the cost from the configuration (tests lower it, never skip it). */
export function createPasswordHasher(cost: { memoryKib: number; time: number }): PasswordHasher {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryKib,
    timeCost: cost.time,
    parallelism: 1,
  };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(stored, password) {
      if (!stored.startsWith('$argon2')) return false;
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    async verifyNothing(password) {
      dummy ??= hash('woble-timing-equaliser', options);
      await verify(await dummy, password).catch(() => false);
      return false;
    },
  };
}
