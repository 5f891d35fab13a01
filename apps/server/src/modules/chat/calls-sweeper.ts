import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { createScheduler, type Scheduler } from '../../platform/jobs/scheduler';
import type { CallService } from './calls-service';
import { findRinging, findStillRinging } from './calls-store';

// The calls' timers, on the server's clock (tests move it): a call still ringing
// `unansweredAfterMs` after it began (CALL_LIMITS.unansweredAfterMs, 45 s, unless
// CALLS_UNANSWERED_SECONDS says otherwise) becomes `unanswered` (members of an ongoing group call
// still rung then stop ringing), and someone whose last socket closed leaves their call once they have stayed away for `graceMs` (a tab reload does
// not end a call). Each change is a transition under the call's lock that checks the state
// first, so several server instances sweeping at once change each call once.

const BATCH = 100;

export interface CallSweeper extends Scheduler {
  /** A person's presence changed (chat presence: their first socket opened, last one closed). */
  presenceChanged(userId: string, online: boolean): void;
}

export function createCallSweeper(deps: {
  db: Db;
  now: Clock;
  calls: CallService;
  logger: FastifyBaseLogger;
  isOnline(userId: string): boolean;
  /** How often the sweeper looks (0 turns the timer off; `runAll` still sweeps). */
  intervalMs: number;
  /** How long someone may be away before they leave their call. */
  graceMs: number;
  /** How long a call rings before it is unanswered (the configuration's calls setting). */
  unansweredAfterMs: number;
}): CallSweeper {
  const { db, now, calls } = deps;
  // Who went away, and when (this instance's view; every instance that saw it sweeps it).
  const away = new Map<string, number>();

  const scheduler = createScheduler({
    logger: deps.logger,
    intervalMs: deps.intervalMs,
    firstRunDelayMs: deps.intervalMs,
    jobs: [
      {
        name: 'callsUnanswered',
        async run() {
          const before = new Date(now().getTime() - deps.unansweredAfterMs);
          let count = 0;
          for (const sessionId of await findRinging(db, before, BATCH)) {
            if (await calls.unanswered(sessionId)) count += 1;
          }
          for (const sessionId of await findStillRinging(db, before, BATCH)) {
            if (await calls.stopRinging(sessionId)) count += 1;
          }
          return count;
        },
      },
      {
        name: 'callsAway',
        async run() {
          const limit = now().getTime() - deps.graceMs;
          let count = 0;
          for (const [userId, since] of [...away]) {
            if (since > limit) continue;
            away.delete(userId);
            if (deps.isOnline(userId)) continue;
            await calls.leaveActive(userId);
            count += 1;
          }
          return count;
        },
      },
    ],
  });

  return {
    ...scheduler,
    presenceChanged(userId, online) {
      if (online) away.delete(userId);
      else if (!away.has(userId)) away.set(userId, now().getTime());
    },
  };
}
