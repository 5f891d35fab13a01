import { describe, expect, it } from 'vitest';
import { addMonths, addYears, DAY_MS } from '../../platform/clock';
import { server, signUp, useTestServer } from '../../test/harness';
import { post } from '../../test/http';
import { subscribedOf, subscribeTo, trialClaimOf } from './testing/premium-calls';

// The trial ledger holds an e-mail address, so it follows the account's retention (spec
// section 9): it outlives a deleted account for the 3 months its data is kept, goes with the
// purge, and goes when an inactive account is anonymised.

useTestServer();

describe('trial claims and retention', () => {
  it('go when a deleted account is purged, and only then', async () => {
    const user = await signUp(server);
    await subscribeTo(server, user.token);
    expect(
      (await post(server.app, '/api/delete-account', {}, { token: user.token })).statusCode,
    ).toBe(200);
    server.clock.set(addMonths(server.clock.now(), 3));
    await server.app.wobExtras.jobs.purgeDeletedAccounts();
    expect(await trialClaimOf(server, user.email)).toBeDefined();

    server.clock.advanceDays(1);
    await server.app.wobExtras.jobs.purgeDeletedAccounts();
    expect(await trialClaimOf(server, user.email)).toBeUndefined();
    const again = await signUp(server, { email: user.email });
    expect((await subscribedOf(server, again.token)).data.trialAvailable).toBe(true);
  });

  it('go when an inactive account is anonymised', async () => {
    const user = await signUp(server);
    await subscribeTo(server, user.token);
    expect(await trialClaimOf(server, user.email)).toBeDefined();
    server.clock.set(new Date(addYears(server.clock.now(), 2).getTime() + DAY_MS));
    expect(await server.app.wobExtras.jobs.anonymiseInactiveAccounts()).toBeGreaterThanOrEqual(1);
    expect(await trialClaimOf(server, user.email)).toBeUndefined();
  });
});
