import { describe, expect, it } from 'vitest';
import {
  BUBBLE_MANAGED_ACTIONS,
  bubbleManages,
  canAct,
  GROUP_ACTIONS,
  type GroupAction,
  type GroupParty,
  groupRoleOf,
  groupViewer,
  scopeOptions,
} from './permissions';

// The permission table of spec chat sections 5 and 6, written out by hand: every viewer ×
// target × action. Y: allowed, -: not. Actions on the group itself (addMembers … delete) do
// not depend on the target, so their rows read the same across.

const group = { owner: 'olivia', bubbleId: null };
/** The same people in a Bubble's chat: its members follow the Bubble. */
const bubbleChat = { owner: 'olivia', bubbleId: 'bubble-1' };

/** The people of the table. The owner's scope is admin, as CometChat gives the owner. */
const olivia: GroupParty = { uid: 'olivia', scope: 'admin' };
const adam: GroupParty = { uid: 'adam', scope: 'admin' };
const mona: GroupParty = { uid: 'mona', scope: 'moderator' };
const pia: GroupParty = { uid: 'pia', scope: 'participant' };

/** Each viewer is someone other than the targets, except the owner, who is one of them. */
const VIEWERS = {
  owner: olivia,
  admin: { uid: 'anna', scope: 'admin' },
  moderator: { uid: 'max', scope: 'moderator' },
  participant: { uid: 'peter', scope: 'participant' },
  none: { uid: 'nina', scope: null },
} as const satisfies Record<string, GroupParty>;

const TARGET_COLUMNS = ['owner', 'admin', 'moderator', 'participant', 'self'] as const;

function targetFor(column: (typeof TARGET_COLUMNS)[number], viewer: GroupParty): GroupParty {
  switch (column) {
    case 'owner':
      return olivia;
    case 'admin':
      return adam;
    case 'moderator':
      return mona;
    case 'participant':
      return pia;
    case 'self':
      return viewer;
  }
}

const TABLE = `
viewer       action              owner admin moderator participant self
owner        changeScope         -     Y     Y         Y           -
owner        ban                 -     Y     Y         Y           -
owner        kick                -     Y     Y         Y           -
owner        unban               -     Y     Y         Y           -
owner        transferOwnership   -     Y     Y         Y           -
owner        addMembers          Y     Y     Y         Y           Y
owner        viewMembers         Y     Y     Y         Y           Y
owner        viewBanned          Y     Y     Y         Y           Y
owner        leave               -     -     -         -           -
owner        delete              Y     Y     Y         Y           Y
admin        changeScope         -     -     Y         Y           -
admin        ban                 -     -     Y         Y           -
admin        kick                -     -     Y         Y           -
admin        unban               -     -     Y         Y           -
admin        transferOwnership   -     -     -         -           -
admin        addMembers          Y     Y     Y         Y           Y
admin        viewMembers         Y     Y     Y         Y           Y
admin        viewBanned          Y     Y     Y         Y           Y
admin        leave               Y     Y     Y         Y           Y
admin        delete              Y     Y     Y         Y           Y
moderator    changeScope         -     -     -         -           -
moderator    ban                 -     -     -         Y           -
moderator    kick                -     -     -         Y           -
moderator    unban               -     -     -         Y           -
moderator    transferOwnership   -     -     -         -           -
moderator    addMembers          -     -     -         -           -
moderator    viewMembers         Y     Y     Y         Y           Y
moderator    viewBanned          Y     Y     Y         Y           Y
moderator    leave               Y     Y     Y         Y           Y
moderator    delete              -     -     -         -           -
participant  changeScope         -     -     -         -           -
participant  ban                 -     -     -         -           -
participant  kick                -     -     -         -           -
participant  unban               -     -     -         -           -
participant  transferOwnership   -     -     -         -           -
participant  addMembers          -     -     -         -           -
participant  viewMembers         Y     Y     Y         Y           Y
participant  viewBanned          -     -     -         -           -
participant  leave               Y     Y     Y         Y           Y
participant  delete              -     -     -         -           -
none         changeScope         -     -     -         -           -
none         ban                 -     -     -         -           -
none         kick                -     -     -         -           -
none         unban               -     -     -         -           -
none         transferOwnership   -     -     -         -           -
none         addMembers          -     -     -         -           -
none         viewMembers         -     -     -         -           -
none         viewBanned          -     -     -         -           -
none         leave               -     -     -         -           -
none         delete              -     -     -         -           -
`;

/**
 * A Bubble's chat (bubbleId set): the membership actions are the Bubble's (join, approval,
 * kick, leaving, moderators), so no one takes them here; viewing members and deleting stay.
 */
const BUBBLE_TABLE = `
viewer       action              owner admin moderator participant self
owner        changeScope         -     -     -         -           -
owner        ban                 -     -     -         -           -
owner        kick                -     -     -         -           -
owner        unban               -     -     -         -           -
owner        transferOwnership   -     -     -         -           -
owner        addMembers          -     -     -         -           -
owner        viewMembers         Y     Y     Y         Y           Y
owner        viewBanned          -     -     -         -           -
owner        leave               -     -     -         -           -
owner        delete              Y     Y     Y         Y           Y
admin        changeScope         -     -     -         -           -
admin        ban                 -     -     -         -           -
admin        kick                -     -     -         -           -
admin        unban               -     -     -         -           -
admin        transferOwnership   -     -     -         -           -
admin        addMembers          -     -     -         -           -
admin        viewMembers         Y     Y     Y         Y           Y
admin        viewBanned          -     -     -         -           -
admin        leave               -     -     -         -           -
admin        delete              Y     Y     Y         Y           Y
moderator    changeScope         -     -     -         -           -
moderator    ban                 -     -     -         -           -
moderator    kick                -     -     -         -           -
moderator    unban               -     -     -         -           -
moderator    transferOwnership   -     -     -         -           -
moderator    addMembers          -     -     -         -           -
moderator    viewMembers         Y     Y     Y         Y           Y
moderator    viewBanned          -     -     -         -           -
moderator    leave               -     -     -         -           -
moderator    delete              -     -     -         -           -
participant  changeScope         -     -     -         -           -
participant  ban                 -     -     -         -           -
participant  kick                -     -     -         -           -
participant  unban               -     -     -         -           -
participant  transferOwnership   -     -     -         -           -
participant  addMembers          -     -     -         -           -
participant  viewMembers         Y     Y     Y         Y           Y
participant  viewBanned          -     -     -         -           -
participant  leave               -     -     -         -           -
participant  delete              -     -     -         -           -
none         changeScope         -     -     -         -           -
none         ban                 -     -     -         -           -
none         kick                -     -     -         -           -
none         unban               -     -     -         -           -
none         transferOwnership   -     -     -         -           -
none         addMembers          -     -     -         -           -
none         viewMembers         -     -     -         -           -
none         viewBanned          -     -     -         -           -
none         leave               -     -     -         -           -
none         delete              -     -     -         -           -
`;

interface Row {
  viewer: keyof typeof VIEWERS;
  action: GroupAction;
  cells: boolean[];
}

function parseTable(text: string): Row[] {
  const [header, ...lines] = text.trim().split('\n');
  expect(header?.split(/\s+/).slice(2)).toEqual([...TARGET_COLUMNS]);
  return lines.map((line) => {
    const [viewer, action, ...cells] = line.trim().split(/\s+/);
    expect(
      cells.every((cell) => cell === 'Y' || cell === '-'),
      line,
    ).toBe(true);
    return {
      viewer: viewer as Row['viewer'],
      action: action as GroupAction,
      cells: cells.map((cell) => cell === 'Y'),
    };
  });
}

const ROWS = parseTable(TABLE);
const BUBBLE_ROWS = parseTable(BUBBLE_TABLE);

/** One test a row: what canAct answers the row's viewer for each target column, in `where`. */
function itAnswersEveryRow(rows: readonly Row[], where: Parameters<typeof canAct>[3]) {
  for (const row of rows) {
    it(`${row.viewer} × ${row.action}`, () => {
      const viewer = VIEWERS[row.viewer];
      const answers = TARGET_COLUMNS.map((column) =>
        canAct(viewer, targetFor(column, viewer), row.action, where),
      );
      expect(answers).toEqual(row.cells);
    });
  }
}

describe('canAct: the permission table', () => {
  it('has one row for every viewer and action, and a cell for every target', () => {
    const expected = Object.keys(VIEWERS).flatMap((viewer) =>
      GROUP_ACTIONS.map((action) => `${viewer} ${action}`),
    );
    expect(ROWS.map((row) => `${row.viewer} ${row.action}`).sort()).toEqual(expected.sort());
    for (const row of ROWS) expect(row.cells).toHaveLength(TARGET_COLUMNS.length);
  });

  itAnswersEveryRow(ROWS, group);
});

describe('canAct: the permission table of a Bubble chat', () => {
  it('has one row for every viewer and action', () => {
    expect(BUBBLE_ROWS.map((row) => `${row.viewer} ${row.action}`).sort()).toEqual(
      ROWS.map((row) => `${row.viewer} ${row.action}`).sort(),
    );
  });

  itAnswersEveryRow(BUBBLE_ROWS, bubbleChat);

  it('names exactly the actions the Bubble manages', () => {
    const managed = GROUP_ACTIONS.filter((action) => bubbleManages(bubbleChat, action));
    expect(managed.sort()).toEqual([...BUBBLE_MANAGED_ACTIONS].sort());
    expect(GROUP_ACTIONS.filter((action) => bubbleManages(group, action))).toEqual([]);
  });

  it('offers no scope in a Bubble chat, not even to its owner', () => {
    expect(scopeOptions(olivia, pia, bubbleChat)).toEqual([]);
    expect(scopeOptions(olivia, mona, bubbleChat)).toEqual([]);
  });
});

describe('canAct: beyond the table', () => {
  it('answers actions on the group without a target as with any target', () => {
    for (const row of ROWS) {
      const answer = canAct(VIEWERS[row.viewer], null, row.action, group);
      if (['changeScope', 'ban', 'kick', 'unban', 'transferOwnership'].includes(row.action)) {
        expect(answer, `${row.viewer} ${row.action}`).toBe(false);
      } else {
        expect(answer, `${row.viewer} ${row.action}`).toBe(row.cells[0]);
      }
    }
  });

  it('lets no one act on someone who is not a member', () => {
    const stranger: GroupParty = { uid: 'sam', scope: null };
    for (const action of ['changeScope', 'ban', 'kick', 'unban', 'transferOwnership'] as const) {
      expect(canAct(olivia, stranger, action, group), action).toBe(false);
    }
  });

  it('takes the owner from the group, whatever their scope says', () => {
    // After a transfer the old owner stays an admin and acts as one.
    const after = { owner: 'adam', bubbleId: null };
    expect(canAct(adam, olivia, 'ban', after)).toBe(true);
    expect(canAct(olivia, adam, 'ban', after)).toBe(false);
    expect(canAct(olivia, pia, 'ban', after)).toBe(true);
    expect(canAct(adam, null, 'leave', after)).toBe(false);
    expect(canAct(olivia, null, 'leave', after)).toBe(true);
    // An owner recorded as a participant is still the owner.
    const asParticipant: GroupParty = { uid: 'olivia', scope: 'participant' };
    expect(canAct(asParticipant, adam, 'changeScope', group)).toBe(true);
  });

  it('gives no rights to someone who is not a member, even one the group names owner', () => {
    const gone: GroupParty = { uid: 'olivia', scope: null };
    expect(groupRoleOf(gone, group)).toBeNull();
    expect(canAct(gone, pia, 'kick', group)).toBe(false);
    expect(canAct(gone, null, 'delete', group)).toBe(false);
  });
});

describe('groupRoleOf and groupViewer', () => {
  it('shows the owner as owner and the others by scope', () => {
    expect(groupRoleOf(olivia, group)).toBe('owner');
    expect(groupRoleOf(adam, group)).toBe('admin');
    expect(groupRoleOf(mona, group)).toBe('moderator');
    expect(groupRoleOf(pia, group)).toBe('participant');
    expect(groupRoleOf({ uid: 'nina', scope: null }, group)).toBeNull();
  });

  it('makes the logged-in user a member only when they have joined', () => {
    expect(groupViewer({ scope: 'moderator', hasJoined: true }, 'max')).toEqual({
      uid: 'max',
      scope: 'moderator',
    });
    expect(groupViewer({ scope: 'moderator', hasJoined: false }, 'max')).toEqual({
      uid: 'max',
      scope: null,
    });
    expect(groupViewer({ scope: null, hasJoined: false }, 'nina').scope).toBeNull();
  });
});

describe('scopeOptions', () => {
  const all = ['admin', 'moderator', 'participant'];

  it('offers the owner every scope for every other member', () => {
    expect(scopeOptions(olivia, adam, group)).toEqual(all);
    expect(scopeOptions(olivia, mona, group)).toEqual(all);
    expect(scopeOptions(olivia, pia, group)).toEqual(all);
  });

  it('offers an admin every scope for moderators and participants, none for admins', () => {
    const anna = VIEWERS.admin;
    expect(scopeOptions(anna, mona, group)).toEqual(all);
    expect(scopeOptions(anna, pia, group)).toEqual(all);
    expect(scopeOptions(anna, adam, group)).toEqual([]);
  });

  it('offers nothing for the owner or oneself', () => {
    expect(scopeOptions(olivia, olivia, group)).toEqual([]);
    expect(scopeOptions(adam, olivia, group)).toEqual([]);
    expect(scopeOptions(adam, adam, group)).toEqual([]);
  });

  it('offers a moderator nothing: no admin option for a participant, and no other either', () => {
    expect(scopeOptions(VIEWERS.moderator, pia, group)).toEqual([]);
    expect(scopeOptions(VIEWERS.moderator, pia, group)).not.toContain('admin');
    expect(scopeOptions(VIEWERS.moderator, mona, group)).toEqual([]);
  });

  it('offers participants and non-members nothing', () => {
    expect(scopeOptions(VIEWERS.participant, pia, group)).toEqual([]);
    expect(scopeOptions(VIEWERS.none, pia, group)).toEqual([]);
  });
});
