import { canAct, type GroupAction, type GroupRole } from '@wob/api';
import { GROUP_SCOPES, type GroupScope } from '@wob/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { getAs, postAs } from '../../test/http';
import { addMembers, createGroup, GROUPS, groupState, memberCall } from './groups-test-support';

// The permission table of spec chat sections 5 and 6 through the API, with the UI bypassed:
// for every viewer role × target role × action, the server answers 2xx exactly when the
// table below allows it. The table is written out here (not computed by canAct), and canAct
// is checked against it too, so the rule and the server cannot drift apart unnoticed.

useTestServer();

type Viewer = GroupRole | 'none';
const VIEWERS: readonly Viewer[] = ['owner', 'admin', 'moderator', 'participant', 'none'];
const TARGETS: readonly GroupRole[] = ['owner', 'admin', 'moderator', 'participant'];

/** Whom each viewer may act on, per action on a member (spec section 6). */
const ON_MEMBERS: Record<
  'ban' | 'kick' | 'unban' | 'changeScope' | 'transferOwnership',
  Record<Viewer, readonly GroupRole[]>
> = {
  // Moderators act on participants only; an admin who is not the owner not on other admins.
  ban: {
    owner: ['admin', 'moderator', 'participant'],
    admin: ['moderator', 'participant'],
    moderator: ['participant'],
    participant: [],
    none: [],
  },
  kick: {
    owner: ['admin', 'moderator', 'participant'],
    admin: ['moderator', 'participant'],
    moderator: ['participant'],
    participant: [],
    none: [],
  },
  // Unban is hidden for a moderator when the banned one was an admin or moderator, and for an
  // admin who is not the owner when the banned one was an admin.
  unban: {
    owner: ['admin', 'moderator', 'participant'],
    admin: ['moderator', 'participant'],
    moderator: ['participant'],
    participant: [],
    none: [],
  },
  // A moderator changes no scope.
  changeScope: {
    owner: ['admin', 'moderator', 'participant'],
    admin: ['moderator', 'participant'],
    moderator: [],
    participant: [],
    none: [],
  },
  transferOwnership: {
    owner: ['admin', 'moderator', 'participant'],
    admin: [],
    moderator: [],
    participant: [],
    none: [],
  },
};

/** Who may take each action on the group itself. */
const ON_GROUP: Record<
  'addMembers' | 'viewMembers' | 'viewBanned' | 'leave' | 'delete',
  readonly Viewer[]
> = {
  addMembers: ['owner', 'admin'],
  viewMembers: ['owner', 'admin', 'moderator', 'participant'],
  viewBanned: ['owner', 'admin', 'moderator'],
  // Everyone but the owner (until ownership is transferred).
  leave: ['admin', 'moderator', 'participant'],
  delete: ['owner', 'admin'],
};

/** Eight people: the owner, two of each scope, and someone outside. */
let cast: Record<
  'owner' | 'admin1' | 'admin2' | 'mod1' | 'mod2' | 'part1' | 'part2' | 'none',
  SignedUp
>;

beforeAll(async () => {
  const names = ['owner', 'admin1', 'admin2', 'mod1', 'mod2', 'part1', 'part2', 'none'] as const;
  const people = await Promise.all(names.map((name) => signUp(server, { name })));
  cast = Object.fromEntries(names.map((name, i) => [name, people[i]])) as typeof cast;
});

/** A fresh public group with the cast in their roles (`none` stays outside). */
async function castGroup(): Promise<string> {
  const group = await createGroup(server, cast.owner);
  const others = [cast.admin1, cast.admin2, cast.mod1, cast.mod2, cast.part1, cast.part2];
  await addMembers(
    server,
    cast.owner,
    group.guid,
    others.map((person) => person.id),
  );
  for (const [person, scope] of [
    [cast.admin1, 'admin'],
    [cast.admin2, 'admin'],
    [cast.mod1, 'moderator'],
    [cast.mod2, 'moderator'],
  ] as const) {
    await memberCall(server, GROUPS.scope, cast.owner, group.guid, person.id, { scope });
  }
  return group.guid;
}

function viewerOf(role: Viewer): SignedUp {
  return {
    owner: cast.owner,
    admin: cast.admin1,
    moderator: cast.mod1,
    participant: cast.part1,
    none: cast.none,
  }[role];
}

/** The target of a role: the second of its scope when the viewer has that role too. */
function targetOf(role: GroupRole): SignedUp {
  return { owner: cast.owner, admin: cast.admin2, moderator: cast.mod2, participant: cast.part2 }[
    role
  ];
}

function scopeOfRole(role: GroupRole): GroupScope {
  return role === 'owner' ? 'admin' : role;
}

/** The rule's answer for the same case (checked against the written table). */
function ruleSays(viewer: Viewer, target: GroupRole | null, action: GroupAction): boolean {
  const party = (role: Viewer, uid: string) => ({
    uid,
    scope: role === 'none' ? null : scopeOfRole(role),
  });
  return canAct(
    party(viewer, viewerOf(viewer).id),
    target ? party(target, targetOf(target).id) : null,
    action,
    { owner: cast.owner.id, bubbleId: null },
  );
}

describe('the permission table on the server', () => {
  it('answers member actions 2xx exactly where the table allows them', async () => {
    const wrong: string[] = [];
    const cases: [keyof typeof ON_MEMBERS, GroupScope | null][] = [
      ['ban', null],
      ['kick', null],
      ['unban', null],
      ['transferOwnership', null],
      ...GROUP_SCOPES.map((scope): [keyof typeof ON_MEMBERS, GroupScope] => ['changeScope', scope]),
    ];
    // A refused action leaves the group as cast (a refusal that changed a role would show in
    // the cases after it), so the next case reuses it; after an allowed one, or a ban set up
    // for an unban, the next case gets a fresh group.
    let castGuid: string | null = null;
    for (const [action, scope] of cases) {
      for (const viewerRole of VIEWERS) {
        for (const targetRole of TARGETS) {
          if (action === 'unban' && targetRole === 'owner') continue;
          const expected = ON_MEMBERS[action][viewerRole].includes(targetRole);
          if (ruleSays(viewerRole, targetRole, action) !== expected) {
            wrong.push(`canAct ${viewerRole} ${action} ${targetRole}`);
          }
          const guid: string = castGuid ?? (await castGroup());
          castGuid = action === 'unban' ? null : guid;
          const viewer = viewerOf(viewerRole);
          const target = targetOf(targetRole);
          if (action === 'unban') await memberCall(server, GROUPS.ban, cast.owner, guid, target.id);
          const path = {
            ban: GROUPS.ban,
            kick: GROUPS.kick,
            unban: GROUPS.unban,
            transferOwnership: GROUPS.owner,
            changeScope: GROUPS.scope,
          }[action];
          const answer = await memberCall(
            server,
            path,
            viewer,
            guid,
            target.id,
            scope ? { scope } : {},
          );
          const ok = answer.status >= 200 && answer.status < 300;
          if (ok) castGuid = null;
          const label = `${viewerRole} ${action}${scope ? `→${scope}` : ''} ${targetRole}`;
          if (ok !== expected) wrong.push(`${label}: ${answer.status}`);
          if (!ok && answer.status !== 403) wrong.push(`${label}: refused with ${answer.status}`);
          if (!ok && !answer.message) wrong.push(`${label}: no message`);
          const state = await groupState(server, guid);
          if (state?.group.membersCount !== state?.memberRows) wrong.push(`${label}: count`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('answers actions on the group 2xx exactly where the table allows them', async () => {
    const wrong: string[] = [];
    const shared = await castGroup();
    for (const [action, allowed] of Object.entries(ON_GROUP) as [
      keyof typeof ON_GROUP,
      readonly Viewer[],
    ][]) {
      for (const viewerRole of VIEWERS) {
        const expected = allowed.includes(viewerRole);
        if (ruleSays(viewerRole, null, action) !== expected) {
          wrong.push(`canAct ${viewerRole} ${action}`);
        }
        const viewer = viewerOf(viewerRole);
        // Leaving and deleting change the group: each gets a fresh one.
        const guid = action === 'leave' || action === 'delete' ? await castGroup() : shared;
        const answer = await {
          addMembers: () => addMembers(server, viewer, guid, [cast.part2.id]),
          viewMembers: () => getAs(server, GROUPS.members, viewer, { guid }),
          viewBanned: () => getAs(server, GROUPS.banned, viewer, { guid }),
          leave: () => postAs(server, GROUPS.leave, viewer, { guid }),
          delete: () => postAs(server, GROUPS.delete, viewer, { guid }),
        }[action]();
        const ok = answer.status >= 200 && answer.status < 300;
        if (ok !== expected) wrong.push(`${viewerRole} ${action}: ${answer.status}`);
        if (!ok && answer.status !== 403) wrong.push(`${viewerRole} ${action}: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses in Danish too, with the reason', async () => {
    const guid = await castGroup();
    const answer = await postAs(
      server,
      GROUPS.kick,
      cast.mod1,
      { guid, uid: cast.admin1.id },
      'da',
    );
    expect(answer.status).toBe(403);
    expect(answer.message).toBe('Din rolle i gruppen giver ikke lov til det.');
    const outsider = await postAs(
      server,
      GROUPS.kick,
      cast.none,
      { guid, uid: cast.part1.id },
      'da',
    );
    expect(outsider.message).toBe('Det kan kun gruppens medlemmer gøre.');
  });
});
