import { GROUP_SCOPES, GROUP_TYPES, type GroupScope, type GroupType } from '@wob/validation';
import type {
  ChatGroup,
  ChatGroupMember,
  ChatMessage,
  ChatSender,
  GroupConversation,
  GroupEventAction,
} from '../port';
import { generatedAvatar, isSdkUser, seqOf, toChatMessage, toChatSender } from './mapping';
import type { SdkConversation, SdkGroup, SdkGroupMember, SdkMessage, SdkUser } from './sdk';

// CometChat's groups onto the port's entities: Group → ChatGroup, GroupMember →
// ChatGroupMember, a group Conversation, and the `Action` messages of member changes →
// `groupMember` action messages (data.customData { action, by, on, scope?, previousScope? },
// the shape the self-hosted service stores). CometChat's scopes have no owner: the owner is
// the group's `owner` field, and the owner's scope on the wire is admin. Pure functions.

/** CometChat's conversation id of a group (the one the self-hosted service uses too). */
export function groupConversationIdOf(guid: string): string {
  return `group_${guid}`;
}

export function isSdkGroup(value: unknown): value is SdkGroup {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { getGuid?: unknown }).getGuid === 'function'
  );
}

function scopeOf(value: string | undefined | null): GroupScope | null {
  return (GROUP_SCOPES as readonly string[]).includes(value ?? '') ? (value as GroupScope) : null;
}

function typeOf(value: string): GroupType {
  // CometChat's 'protected' is its older name of 'password'.
  if (value === 'protected') return 'password';
  return (GROUP_TYPES as readonly string[]).includes(value) ? (value as GroupType) : 'private';
}

/**
 * Spec: missing group icons are generated from the guid and the name's first letter (the
 * same URL pattern as the server's generated avatars).
 */
export function generatedGroupIcon(guid: string, name: string): string {
  return generatedAvatar(guid, name);
}

/** What the logged-in user is in the group: their scope and whether they joined. */
export interface GroupViewerFields {
  scope: GroupScope | null;
  hasJoined: boolean;
}

/** The viewer fields CometChat's Group carries, the owner's scope being admin. */
export function viewerFieldsOf(group: SdkGroup, me: string): GroupViewerFields {
  const hasJoined = group.getHasJoined() === true;
  if (!hasJoined) return { scope: null, hasJoined: false };
  return {
    scope: group.getOwner() === me ? 'admin' : (scopeOf(group.getScope()) ?? 'participant'),
    hasJoined: true,
  };
}

/** A Group as the logged-in user `me` sees it; `viewer` overrides what the Group says of them. */
export function toChatGroup(group: SdkGroup, me: string, viewer?: GroupViewerFields): ChatGroup {
  const guid = group.getGuid();
  const name = group.getName() ?? '';
  const fields = viewer ?? viewerFieldsOf(group, me);
  return {
    guid,
    name,
    icon: group.getIcon() || generatedGroupIcon(guid, name),
    type: typeOf(group.getType()),
    membersCount: Math.max(0, group.getMembersCount() ?? 0),
    scope: fields.hasJoined ? fields.scope : null,
    hasJoined: fields.hasJoined,
    owner: group.getOwner() ?? '',
    bubbleId: bubbleIdOf(group),
  };
}

/** The Bubble a group is the chat of, from the metadata our server gives it; else null. */
export function bubbleIdOf(group: SdkGroup): string | null {
  const metadata: unknown = group.getMetadata?.();
  if (typeof metadata !== 'object' || metadata === null || !('bubbleId' in metadata)) return null;
  const { bubbleId } = metadata;
  return typeof bubbleId === 'string' && bubbleId !== '' ? bubbleId : null;
}

/**
 * A member (or someone on the banned list) with their scope; the owner's is admin whatever
 * CometChat answers. A plain User (an action's subject) counts as a participant. Someone
 * blocked either way is shown offline (presence does not pass between them).
 */
export function toChatGroupMember(
  member: SdkUser | SdkGroupMember,
  owner: string,
  scope?: GroupScope,
): ChatGroupMember {
  const own = 'getScope' in member ? scopeOf(member.getScope()) : null;
  const blocked = member.getBlockedByMe?.() === true || member.getHasBlockedMe?.() === true;
  const online = member.getStatus() === 'online' && !blocked;
  return {
    ...toChatSender(member),
    status: online ? 'online' : 'offline',
    scope: member.getUid() === owner ? 'admin' : (scope ?? own ?? 'participant'),
  };
}

/** CometChat's action names onto the port's. */
const ACTIONS: Readonly<Record<string, GroupEventAction>> = {
  joined: 'joined',
  added: 'added',
  left: 'left',
  kicked: 'kicked',
  banned: 'banned',
  unbanned: 'unbanned',
  scopeChanged: 'scope',
};

export function groupActionOf(action: string | undefined): GroupEventAction | null {
  return (action && ACTIONS[action]) || null;
}

function personOf(value: unknown): ChatSender | null {
  return isSdkUser(value) ? toChatSender(value) : null;
}

/**
 * An `Action` about a group member as the port's `groupMember` action message: no text (the
 * UI words it, translated), `data.customData = { action, by, on, scope?, previousScope? }`
 * (scope: the member's scope after joined, added, a scope change; previousScope before a
 * scope change). Null for anything else.
 */
export function toGroupActionMessage(message: SdkMessage): ChatMessage | null {
  if (message.getCategory() !== 'action') return null;
  const action = groupActionOf(message.getAction?.());
  const group = message.getActionFor?.();
  const by = personOf(message.getActionBy?.()) ?? toChatSender(message.getSender());
  const on = personOf(message.getActionOn?.());
  if (!action || !isSdkGroup(group) || !on) return null;
  const base = toChatMessage(message);
  if (!base) return null;
  const guid = group.getGuid();
  const customData: Record<string, unknown> = {
    action,
    by: { uid: by.uid, name: by.name },
    on: { uid: on.uid, name: on.name },
  };
  if (action === 'joined' || action === 'added') customData.scope = 'participant';
  if (action === 'scope') {
    const scope = scopeOf(message.getNewScope?.());
    const previous = scopeOf(message.getOldScope?.());
    if (scope) customData.scope = scope;
    if (previous) customData.previousScope = previous;
  }
  const { text: _text, ...rest } = base;
  return {
    ...rest,
    conversationId: groupConversationIdOf(guid),
    sender: by,
    receiverType: 'group',
    receiverId: guid,
    type: 'groupMember',
    category: 'action',
    data: { customData },
    seq: seqOf(message),
  };
}

/** Any message of a group or one-to-one conversation: action messages in the port's shape. */
export function toAnyChatMessage(message: SdkMessage): ChatMessage | null {
  if (message.getCategory() === 'action') return toGroupActionMessage(message);
  return toChatMessage(message);
}

/** A group conversation, as `me` sees it. */
export function toGroupConversation(
  conversation: SdkConversation,
  me: string,
  viewer?: GroupViewerFields,
): GroupConversation | null {
  const group = conversation.getConversationWith();
  if (conversation.getConversationType() !== 'group' || !isSdkGroup(group)) return null;
  const last = conversation.getLastMessage();
  return {
    conversationId: groupConversationIdOf(group.getGuid()),
    conversationType: 'group',
    conversationWith: toChatGroup(group, me, viewer),
    lastMessage: last ? toAnyChatMessage(last) : null,
    unreadMessageCount: conversation.getUnreadMessageCount() ?? 0,
  };
}
