import { describe, expect, it } from 'vitest';
import { sendText, signUpPair } from '../../modules/chat/chat-test-support';
import { react } from '../../modules/chat/extensions-test-support';
import type { Poll } from '@wob/api';
import {
  addMember,
  createPoll,
  insertBubble,
  POLL_PATHS,
  signUpPremium,
  vote,
} from '../../test/bubbles';
import { server, signUp, useSecondServer, useTestServer } from '../../test/harness';
import { postAs } from '../../test/http';

// RATE_LIMIT_TAPS_MAX: reactions, poll votes and new polls, each per account and window; past
// the limit the answer is 429 with the translated message, and the taps of another account
// (from the same address) still go through.

useTestServer();

describe('the taps limit', () => {
  const limited = useSecondServer({ env: { RATE_LIMIT_TAPS_MAX: '4' } });

  it('answers 429 in the caller’s language after RATE_LIMIT_TAPS_MAX reactions, per account', async () => {
    expect(limited.config.rateLimit.taps).toBe(4);
    const [alice, bob] = await signUpPair(limited, { connected: true });
    const sent = await sendText(limited, alice, bob, 'Hello');
    for (const emoji of [':heart:', ':heart:', ':+1:', ':+1:']) {
      expect((await react(limited, bob, sent.data.id, emoji)).status).toBe(200);
    }
    const over = await react(limited, bob, sent.data.id, ':heart:');
    expect(over.status).toBe(429);
    expect(over.message).toBe('Too many attempts. Please wait a moment and try again.');
    const danish = await react(limited, bob, sent.data.id, ':heart:', undefined, 'da');
    expect(danish.status).toBe(429);
    expect(danish.message).not.toBe(over.message);
    // Alice taps on her own account.
    expect((await react(limited, alice, sent.data.id, ':heart:')).status).toBe(200);
  });

  it('limits new polls and votes on the board each on their own', async () => {
    const owner = await signUpPremium(limited, { name: 'Olivia Owner' });
    const bubble = await insertBubble(limited, owner);
    const polls = [];
    for (let n = 0; n < 4; n += 1) polls.push(await createPoll(limited, owner, bubble));
    const fifth = await postAs(limited, POLL_PATHS.create, owner, {
      question: 'One more?',
      options: ['Yes', 'No'],
      bubble: bubble.id,
    });
    expect(fifth.status).toBe(429);
    const voter = await signUp(limited, { name: 'Mads Member' });
    await addMember(limited, bubble, voter);
    for (const poll of polls) expect((await vote(limited, voter, poll, 0)).status).toBe(200);
    // Refused before the vote is even looked at (it would be 409, voted already).
    expect((await vote(limited, voter, polls[0] as Poll, 1)).status).toBe(429);
  });

  it('is far above what a person taps by default', () => {
    expect(server.config.rateLimit.taps).toBe(100_000);
  });
});
