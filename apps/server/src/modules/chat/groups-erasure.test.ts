import { addMonths, DAY_MS } from '../../platform/clock';
import { describe, expect, it } from 'vitest';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { post, postAs } from '../../test/http';
import { addMembers, createGroup, GROUPS, groupState, memberCall } from './groups-test-support';

// Purging deleted accounts (the retention job) keeps every group with exactly one owner: the
// longest-standing admin who stays, else the longest-standing member, else the group goes;
// and every group counts only the members who are left.

useTestServer();

async function person(name: string): Promise<SignedUp> {
  return signUp(server, { name });
}

describe('purging a deleted account', () => {
  it('hands its groups over and counts it out', async () => {
    const [anna, cy, bo, dan, eve] = [
      await person('Anna'),
      await person('Cy'),
      await person('Bo'),
      await person('Dan'),
      await person('Eve'),
    ];
    // Cy joined before Bo, but Bo is an admin: the admin comes first.
    const withAdmin = await createGroup(server, anna);
    server.clock.advance(1_000);
    await addMembers(server, anna, withAdmin.guid, [cy.id]);
    server.clock.advance(1_000);
    await addMembers(server, anna, withAdmin.guid, [bo.id]);
    await memberCall(server, GROUPS.scope, anna, withAdmin.guid, bo.id, { scope: 'admin' });
    // Only participants: the longest-standing one.
    const participantsOnly = await createGroup(server, anna, { type: 'private' });
    server.clock.advance(1_000);
    await addMembers(server, anna, participantsOnly.guid, [dan.id]);
    server.clock.advance(1_000);
    await addMembers(server, anna, participantsOnly.guid, [cy.id]);
    // Nobody else: the group goes.
    const alone = await createGroup(server, anna);
    // Anna is only a member of Eve's group: it counts her out.
    const evesGroup = await createGroup(server, eve);
    await postAs(server, GROUPS.join, anna, { guid: evesGroup.guid });

    await post(server.app, '/api/delete-account', {}, { token: anna.token });
    server.clock.set(new Date(addMonths(server.clock.now(), 3).getTime() + DAY_MS));
    expect(await server.app.wobExtras.jobs.purgeDeletedAccounts()).toBeGreaterThanOrEqual(1);

    const first = await groupState(server, withAdmin.guid);
    expect(first?.group.ownerId).toBe(bo.id);
    expect(first?.members).toEqual(
      new Map([
        [cy.id, 'participant'],
        [bo.id, 'admin'],
      ]),
    );
    expect(first?.group.membersCount).toBe(2);
    const second = await groupState(server, participantsOnly.guid);
    expect(second?.group.ownerId).toBe(dan.id);
    expect(second?.members.get(dan.id)).toBe('admin');
    expect(second?.members.get(cy.id)).toBe('participant');
    expect(second?.group.membersCount).toBe(2);
    expect(await groupState(server, alone.guid)).toBeNull();
    const third = await groupState(server, evesGroup.guid);
    expect(third?.group.membersCount).toBe(1);
    expect(third?.memberRows).toBe(1);
    expect(third?.group.ownerId).toBe(eve.id);
  });
});
