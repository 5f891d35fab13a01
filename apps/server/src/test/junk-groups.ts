// The group calls' base payloads for src/junk.test.ts: creation has a type that is none
// (422), every other call names a group that does not exist (404), so junk never makes,
// joins or changes a group. Opening a Bubble's chat names a Bubble that does not exist (404).

const NO_GROUP = 'gnosuchgroup';

export function groupJunkBases(
  nobody: string,
): Record<string, () => Promise<Record<string, unknown>>> {
  const ofMember = async () => ({ guid: NO_GROUP, uid: nobody });
  return {
    chatCreateGroup: async () => ({ name: 'Junk', type: 'no-such-type', password: 'x' }),
    chatJoinGroup: async () => ({ guid: NO_GROUP, password: 'junk' }),
    chatLeaveGroup: async () => ({ guid: NO_GROUP }),
    chatDeleteGroup: async () => ({ guid: NO_GROUP }),
    chatAddMembers: async () => ({ guid: NO_GROUP, members: [nobody] }),
    chatBanMember: ofMember,
    chatUnbanMember: ofMember,
    chatKickMember: ofMember,
    chatTransferOwnership: ofMember,
    chatUpdateMemberScope: async () => ({ guid: NO_GROUP, uid: nobody, scope: 'moderator' }),
    openBubbleChat: async () => ({ bubble: 'no-such-bubble' }),
  };
}

/** The group calls that take fields (all of them: each names a group or a Bubble). */
export const GROUP_JUNK_IDS = Object.keys(groupJunkBases(''));

/** A list of uids: junk strings in an array are uids of nobody, in a group of nobody. */
export const GROUP_JUNK_ARRAY_FIELDS: Record<string, readonly string[]> = {
  chatAddMembers: ['members'],
};
