import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error: a plain .mjs helper of the repository's scripts, without types
import { startTurnServer as startTurn } from '../../tooling/scripts/lib/turn.mjs';

// coturn for the browser tests that need a TURN relay, and only for them (CI's time budget):
// tooling/scripts/lib/turn.mjs starts it (also for `pnpm bench`); this gives it types and
// the Vitest hooks.

export interface RunningTurn {
  /** `turn:127.0.0.1:<port>?transport=udp` (the relay allocates its ports on 127.0.0.1). */
  url: string;
  port: number;
  /** The static-auth-secret it checks credentials with (CALLS_TURN_SECRET of a test server). */
  secret: string;
  /** Its log so far: each allocation with its user, and what it refused. */
  log(): string;
  stop(): Promise<void>;
}

export const startTurnServer = startTurn as () => Promise<RunningTurn>;

/**
 * A turnserver for the tests of the calling file or `describe` block (started before them,
 * stopped after); its fields are filled in once it runs.
 */
export function useTurnServer(): RunningTurn {
  const turn = {} as RunningTurn;
  let started: RunningTurn | undefined;
  beforeAll(async () => {
    started = await startTurnServer();
    Object.assign(turn, started);
  });
  afterAll(async () => {
    await started?.stop();
  });
  return turn;
}
