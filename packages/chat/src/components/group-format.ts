import { type GroupRole, groupRoleOf, groupViewer } from '@wob/api';
import type { Translate } from '@wob/i18n';
import type { ChatGroup, ChatGroupMember, ChatMessage } from '../service/port';

// Words and roles of group chats that several group screens share.

// 'created' is the first action message of a new group (its creator, as admin).
const ACTIONS = [
  'created',
  'joined',
  'added',
  'left',
  'kicked',
  'banned',
  'unbanned',
  'scope',
  'owner',
];

interface ActionData {
  action?: unknown;
  by?: { name?: unknown };
  on?: { name?: unknown };
  scope?: unknown;
}

/** Whether a message is a group's action message ("Anna added Peter"): shown as text only. */
export function isActionMessage(message: ChatMessage): boolean {
  return message.category === 'action';
}

/** An action message in words (spec chat section 4), e.g. "Anna added Peter". */
export function actionText(message: ChatMessage, t: Translate): string {
  const data = (message.data.customData ?? {}) as ActionData;
  const by = typeof data.by?.name === 'string' ? data.by.name : message.sender.name;
  const on = typeof data.on?.name === 'string' ? data.on.name : '';
  const action =
    typeof data.action === 'string' && ACTIONS.includes(data.action) ? data.action : '';
  // An action we have no words for: the service's own text when it sent one (CometChat's
  // action messages carry it), else "{by} changed the group".
  if (!action) return message.text?.trim() ? message.text : t('groupActions.other', { by });
  const role =
    typeof data.scope === 'string' ? t(`groups.roles.${data.scope}`).toLocaleLowerCase() : '';
  return t(`groupActions.${action}`, { by, on, role });
}

/** A member's role label: Owner, Administrator, Moderator or Participant. */
export function roleLabel(
  member: Pick<ChatGroupMember, 'uid' | 'scope'>,
  group: ChatGroup,
  t: Translate,
): string {
  const role: GroupRole = groupRoleOf(member, group) ?? member.scope;
  return t(`groups.roles.${role}`);
}

/** The logged-in user as canAct sees them in `group`. */
export function viewerIn(group: ChatGroup, me: string | null) {
  return groupViewer(group, me ?? '');
}
