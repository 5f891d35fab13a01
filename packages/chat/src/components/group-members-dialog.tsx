import { canAct, scopeOptions } from '@wob/api';
import { Button, ConfirmDialog, Select } from '@wob/ui';
import type { GroupScope } from '@wob/validation';
import { Ban, Check, Crown, MessageCircle, Pencil, UserX, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatGroup, ChatGroupMember } from '../service/port';
import { useChatStoreApi } from '../store/chat-context';
import { ChatAvatar } from './chat-avatar';
import { roleLabel, viewerIn } from './group-format';
import { GroupMembersFrame, useGroupMembersDialog } from './group-members-frame';

export interface MembersDialogProps {
  guid: string;
  onClose: () => void;
  /** The owner chooses the next owner: each other member offers Make owner. */
  transfer?: boolean;
}

/**
 * The view-members modal (spec chat sections 2 and 5): name and scope, and for admins and
 * moderators ban and kick columns; the scope is changed in an inline selector confirmed with a
 * tick and cancelled with a cross; 10 members a page, more when scrolled to the bottom; 'No
 * records found' when empty. Every control is shown by canAct / scopeOptions of @wob/api.
 */
export function MembersDialog({ guid, onClose, transfer = false }: MembersDialogProps) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const { group, me, pages } = useGroupMembersDialog(guid, 'members', onClose);
  const [making, setMaking] = useState<ChatGroupMember | null>(null);
  if (!group) return null;

  const viewer = viewerIn(group, me);
  const moderates = !transfer && canAct(viewer, null, 'viewBanned', group);

  return (
    <GroupMembersFrame
      title={transfer ? t('groups.transfer.title') : t('groups.members.title')}
      closeLabel={t('groups.members.close')}
      onClose={onClose}
      pages={pages}
      emptyText={t('spec.noRecordsFound')}
      intro={
        transfer && <p className="wob-chat-group-dialog__intro">{t('groups.transfer.text')}</p>
      }
      head={
        <>
          <th scope="col">{t('groups.members.name')}</th>
          <th scope="col">{t('groups.members.scope')}</th>
          {moderates && <th scope="col">{t('groups.members.ban')}</th>}
          {moderates && <th scope="col">{t('groups.members.kick')}</th>}
          {transfer && (
            <th scope="col">
              <span className="wob-visually-hidden">{t('groups.transfer.submit')}</span>
            </th>
          )}
        </>
      }
      after={
        <ConfirmDialog
          isOpen={making !== null}
          onOpenChange={(open) => {
            if (!open) setMaking(null);
          }}
          title={t('groups.transfer.confirmTitle', { name: making?.name ?? '' })}
          message={t('groups.transfer.confirmMessage')}
          confirmLabel={t('groups.transfer.submit')}
          cancelLabel={t('groups.details.cancel')}
          onConfirm={async () => {
            if (making && (await store.getState().transferOwnership(guid, making.uid))) onClose();
          }}
        />
      }
    >
      {pages.items.map((member) => (
        <MemberRow
          key={member.uid}
          member={member}
          group={group}
          me={me}
          moderates={moderates}
          transfer={transfer}
          onMakeOwner={() => setMaking(member)}
          onDone={onClose}
        />
      ))}
    </GroupMembersFrame>
  );
}

interface MemberRowProps {
  member: ChatGroupMember;
  group: ChatGroup;
  me: string | null;
  moderates: boolean;
  transfer: boolean;
  onMakeOwner: () => void;
  onDone: () => void;
}

function MemberRow({
  member,
  group,
  me,
  moderates,
  transfer,
  onMakeOwner,
  onDone,
}: MemberRowProps) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const viewer = viewerIn(group, me);
  const target = { uid: member.uid, scope: member.scope };
  const options = transfer ? [] : scopeOptions(viewer, target, group);
  const [editing, setEditing] = useState<GroupScope | null>(null);
  const [busy, setBusy] = useState(false);
  const messageable = useMessageable(member.uid, me);
  const act = async (run: () => Promise<boolean>) => {
    setBusy(true);
    await run();
    setBusy(false);
  };
  const name = member.uid === me ? t('groups.members.you', { name: member.name }) : member.name;

  return (
    <tr>
      <th scope="row">
        <span className="wob-chat-members__who">
          <ChatAvatar user={member} size="sm" showPresence />
          <span className="wob-chat-members__name">{name}</span>
          {messageable && !transfer && (
            <button
              type="button"
              className="wob-icon-button wob-chat-members__write"
              aria-label={t('groups.members.message', { name: member.name })}
              onClick={() => {
                onDone();
                void store.getState().openConversation(member.uid, 'chosen');
              }}
            >
              <MessageCircle aria-hidden="true" />
            </button>
          )}
        </span>
      </th>
      <td>
        {editing !== null ? (
          <span className="wob-chat-members__scope-edit">
            <Select
              className="wob-chat-members__select"
              label={t('groups.members.scopeOf', { name: member.name })}
              hideLabel
              options={options.map((scope) => ({ id: scope, label: t(`groups.roles.${scope}`) }))}
              selectedKey={editing}
              onSelectionChange={(scope) => {
                if (scope) setEditing(scope as GroupScope);
              }}
            />
            <button
              type="button"
              className="wob-icon-button"
              aria-label={t('groups.members.confirmScope')}
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  const done =
                    editing === member.scope ||
                    (await store.getState().changeScope(group.guid, member.uid, editing));
                  setEditing(null);
                  return done;
                })
              }
            >
              <Check aria-hidden="true" />
            </button>
            <button
              type="button"
              className="wob-icon-button"
              aria-label={t('groups.members.cancelScope')}
              onClick={() => setEditing(null)}
            >
              <X aria-hidden="true" />
            </button>
          </span>
        ) : (
          <span className="wob-chat-members__scope">
            {roleLabel(member, group, t)}
            {options.length > 0 && (
              <button
                type="button"
                className="wob-icon-button"
                aria-label={t('groups.members.changeScope', { name: member.name })}
                onClick={() => setEditing(member.scope)}
              >
                <Pencil aria-hidden="true" />
              </button>
            )}
          </span>
        )}
      </td>
      {moderates && (
        <td>
          {canAct(viewer, target, 'ban', group) && (
            <button
              type="button"
              className="wob-icon-button wob-chat-members__danger"
              aria-label={t('groups.members.banLabel', { name: member.name })}
              disabled={busy}
              onClick={() => void act(() => store.getState().banMember(group.guid, member.uid))}
            >
              <Ban aria-hidden="true" />
            </button>
          )}
        </td>
      )}
      {moderates && (
        <td>
          {canAct(viewer, target, 'kick', group) && (
            <button
              type="button"
              className="wob-icon-button wob-chat-members__danger"
              aria-label={t('groups.members.kickLabel', { name: member.name })}
              disabled={busy}
              onClick={() => void act(() => store.getState().kickMember(group.guid, member.uid))}
            >
              <UserX aria-hidden="true" />
            </button>
          )}
        </td>
      )}
      {transfer && (
        <td>
          {canAct(viewer, target, 'transferOwnership', group) && (
            <Button
              size="sm"
              variant="secondary"
              icon={<Crown aria-hidden="true" />}
              aria-label={t('groups.members.makeOwner', { name: member.name })}
              onClick={onMakeOwner}
            >
              <span className="wob-chat-members__owner-label">{t('groups.transfer.submit')}</span>
            </Button>
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * Whether a member row offers a one-to-one message: never to oneself, and only when neither
 * blocks the other (asked once per row; while unknown, not offered).
 */
function useMessageable(uid: string, me: string | null): boolean {
  const store = useChatStoreApi();
  const [answer, setAnswer] = useState(false);
  useEffect(() => {
    if (uid === me) return;
    let live = true;
    store
      .getState()
      .person(uid)
      .then((user) => {
        if (live) setAnswer(!user.blockedByMe && !user.hasBlockedMe);
      })
      .catch((error: unknown) =>
        store.getState().logFailure('member could not be looked up', error),
      );
    return () => {
      live = false;
    };
  }, [store, uid, me]);
  return answer;
}
