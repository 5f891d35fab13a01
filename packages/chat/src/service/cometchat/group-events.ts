import type { GroupScope } from '@wob/validation';
import type { GroupChange, GroupListener } from '../port';
import type { CometChatContext } from './context';
import {
  type GroupViewerFields,
  toChatGroup,
  toChatGroupMember,
  toGroupActionMessage,
  viewerFieldsOf,
} from './group-mapping';
import { toChatSender } from './mapping';
import type { CometChatNamespace, SdkGroup, SdkMessage, SdkUser } from './sdk';

// CometChat's GroupListener onto the port's: each SDK callback becomes a GroupChange with the
// group after the change as the logged-in user sees it (their own scope and hasJoined: from
// the event when it is about them, else what the adapter last knew, else the group fetched
// once — an event's group is the same payload for every receiver, so its viewer fields are not
// trusted), the actor, the member with their scope after it, and the `groupMember` action
// message the message list shows. Events are told in the order they came, one after another.
// CometChat's JavaScript SDK has no event for an ownership transfer or a deletion: the adapter
// tells its own listeners of those after its own calls (groups.ts).

type Tell = (kind: keyof GroupListener, change: GroupChange) => void;

const LEFT_GROUP = new Set(['left', 'kicked', 'banned', 'unbanned']);

export function registerGroupListener(
  CometChat: CometChatNamespace,
  listenerId: string,
  { state, log }: CometChatContext,
  noteSeen: (message: SdkMessage) => void,
  tell: Tell,
): { replay(action: SdkMessage): void; settled(): Promise<void> } {
  /** The viewer's fields after a change to `subject` (now of scope `scope`, or gone). */
  async function viewerAfter(
    group: SdkGroup,
    subject: string,
    action: GroupChange['action'],
    scope: GroupScope,
  ): Promise<GroupViewerFields> {
    const me = state.me?.uid ?? '';
    const guid = group.getGuid();
    let fields = state.groupViewers.get(guid);
    if (subject === me) {
      fields = LEFT_GROUP.has(action)
        ? { scope: null, hasJoined: false }
        : { scope: group.getOwner() === me ? 'admin' : scope, hasJoined: true };
    } else if (!fields) {
      // A group this tab has not read yet: as CometChat answers it to this user.
      fields = await CometChat.getGroup(guid).then(
        (fetched) => viewerFieldsOf(fetched, me),
        (error: unknown) => {
          log('Reading a group after its event failed', error);
          return { scope: null, hasJoined: false };
        },
      );
    }
    // Made owner meanwhile (transfers are not announced): the owner's scope is admin.
    if (fields.hasJoined && group.getOwner() === me) fields = { ...fields, scope: 'admin' };
    state.groupViewers.set(guid, fields);
    return fields;
  }

  /** The events in the order they came, each after the one before. */
  let queue: Promise<void> = Promise.resolve();

  function change(...args: Parameters<typeof tellChange>): void {
    queue = queue
      .then(() => tellChange(...args))
      .catch((error: unknown) => log('A group event could not be told', error));
  }

  async function tellChange(
    kind: keyof GroupListener,
    action: SdkMessage,
    subject: SdkUser,
    actor: SdkUser,
    group: SdkGroup,
    scopes: { scope?: GroupScope; previousScope?: GroupScope } = {},
  ): Promise<void> {
    noteSeen(action);
    const message = toGroupActionMessage(action);
    const customData = message?.data.customData;
    const verb: GroupChange['action'] =
      typeof customData?.action === 'string'
        ? (customData.action as GroupChange['action'])
        : kindAction[kind];
    const owner = group.getOwner() ?? '';
    const member = toChatGroupMember(subject, owner, scopes.scope);
    const me = state.me?.uid ?? '';
    tell(kind, {
      action: verb,
      group: toChatGroup(group, me, await viewerAfter(group, subject.getUid(), verb, member.scope)),
      actor: toChatSender(actor),
      member,
      ...(scopes.previousScope ? { previousScope: scopes.previousScope } : {}),
      message,
    });
  }

  const scopeOf = (value: string): GroupScope | undefined =>
    value === 'admin' || value === 'moderator' || value === 'participant' ? value : undefined;

  /** An action message found by the catch-up, told as the listener would have told it. */
  function replay(action: SdkMessage): void {
    const kind = ACTION_KIND[action.getAction?.() ?? ''];
    const by = action.getActionBy?.();
    const on = action.getActionOn?.();
    const group = action.getActionFor?.();
    if (!kind || !isUser(by) || !isUser(on) || !isGroup(group)) return;
    change(kind, action, on, by, group, {
      scope:
        scopeOf(action.getNewScope?.() ?? '') ??
        (kind === 'onGroupMemberJoined' || kind === 'onMemberAddedToGroup'
          ? 'participant'
          : undefined),
      previousScope: scopeOf(action.getOldScope?.() ?? ''),
    });
  }

  CometChat.addGroupListener(
    listenerId,
    new CometChat.GroupListener({
      onGroupMemberJoined: (action, joined, group) =>
        change('onGroupMemberJoined', action, joined, joined, group, { scope: 'participant' }),
      onGroupMemberLeft: (action, left, group) =>
        change('onGroupMemberLeft', action, left, left, group),
      onGroupMemberKicked: (action, kicked, by, group) =>
        change('onGroupMemberKicked', action, kicked, by, group),
      onGroupMemberBanned: (action, banned, by, group) =>
        change('onGroupMemberBanned', action, banned, by, group),
      onGroupMemberUnbanned: (action, unbanned, by, group) =>
        change('onGroupMemberUnbanned', action, unbanned, by, group),
      onGroupMemberScopeChanged: (action, changed, newScope, oldScope, group) => {
        const by = action.getActionBy?.();
        change(
          'onGroupMemberScopeChanged',
          action,
          changed,
          isUser(by) ? by : action.getSender(),
          group,
          { scope: scopeOf(newScope), previousScope: scopeOf(oldScope) },
        );
      },
      onMemberAddedToGroup: (action, added, by, group) =>
        change('onMemberAddedToGroup', action, added, by, group, { scope: 'participant' }),
    }),
  );
  // `settled`: every event so far has been told (the catch-up waits for it).
  return { replay, settled: () => queue };
}

/** CometChat's action names → the listener callback that tells them. */
const ACTION_KIND: Readonly<Record<string, keyof GroupListener>> = {
  joined: 'onGroupMemberJoined',
  left: 'onGroupMemberLeft',
  kicked: 'onGroupMemberKicked',
  banned: 'onGroupMemberBanned',
  unbanned: 'onGroupMemberUnbanned',
  scopeChanged: 'onGroupMemberScopeChanged',
  added: 'onMemberAddedToGroup',
};

function isGroup(value: unknown): value is SdkGroup {
  return typeof (value as { getGuid?: unknown } | null)?.getGuid === 'function';
}

function isUser(value: unknown): value is SdkUser {
  return typeof (value as { getUid?: unknown } | null)?.getUid === 'function';
}

const kindAction: Record<keyof GroupListener, GroupChange['action']> = {
  onGroupMemberJoined: 'joined',
  onGroupMemberLeft: 'left',
  onGroupMemberKicked: 'kicked',
  onGroupMemberBanned: 'banned',
  onGroupMemberUnbanned: 'unbanned',
  onGroupMemberScopeChanged: 'scope',
  onMemberAddedToGroup: 'added',
  onOwnershipChanged: 'owner',
  onGroupMemberUpdated: 'member-updated',
  onGroupUpdated: 'updated',
  onGroupDeleted: 'deleted',
};
