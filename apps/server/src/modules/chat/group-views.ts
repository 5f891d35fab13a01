import type { ChatGroup } from '@wob/api';
import type { GroupScope, GroupType } from '@wob/validation';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { avatarUrl } from '../../platform/storage/avatar';

// A group on the wire (spec chat section 3 Group) as one viewer sees it. Shared by the group
// operations (groups-*.ts) and the conversation list (read-service.ts), so both answer the
// same shape.

/** The columns of a chat_groups row a view needs. */
export interface GroupRow {
  guid: string;
  name: string;
  iconMediaId: string | null;
  type: string;
  ownerId: string;
  membersCount: number;
  /** The Bubble whose chat this is (groups-bubble.ts), else null. */
  bubbleId: string | null;
}

/** Its uploaded icon (a signed URL), else the generated one, from the guid and the name. */
export function groupIconOf(group: GroupRow, media: MediaStorage): string {
  return group.iconMediaId ? media.signedUrl(group.iconMediaId) : avatarUrl(group.guid, group.name);
}

/** `scope` is the viewer's active membership's scope, null when they are not a member. */
export function toChatGroup(
  group: GroupRow,
  viewerScope: GroupScope | null,
  media: MediaStorage,
): ChatGroup {
  return {
    guid: group.guid,
    name: group.name,
    icon: groupIconOf(group, media),
    type: group.type as GroupType,
    membersCount: group.membersCount,
    scope: viewerScope,
    hasJoined: viewerScope !== null,
    owner: group.ownerId,
    bubbleId: group.bubbleId,
  };
}

/** A group conversation's id (CometChat's convention: `group_<guid>`). */
export function groupConversationId(guid: string): string {
  return `group_${guid}`;
}
