import { bubbleManages, canAct } from '@wob/api';
import { ConfirmDialog } from '@wob/ui';
import { Ban, Crown, LogOut, Trash2, UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { viewBubblePath } from '../paths';
import { useChatStore, useChatStoreApi } from '../store/chat-context';
import { RecentCalls } from './call-history';
import { ChatAvatar } from './chat-avatar';
import { DetailsPaneFrame } from './details-pane-frame';
import { type GroupDialog, LazyGroupDialogs } from './group-dialogs-lazy';
import { viewerIn } from './group-format';

export interface GroupDetailsPaneProps {
  id: string;
  titleId: string;
  onClose: () => void;
}

/**
 * The group details pane (spec chat section 2), 300 px: the group, Members (View members for
 * everyone, Add members for admins, Banned members for admins and moderators), Options (Leave
 * group for everyone but the owner, Transfer ownership for the owner, Delete and exit in red
 * for admins) and the shared media. Each control is shown by canAct of @wob/api, the rule the
 * service enforces. A Bubble's chat leaves its members to the Bubble: instead of the controls
 * canAct refuses there, a line says so and links to the Bubble page.
 */
export function GroupDetailsPane({ id, titleId, onClose }: GroupDetailsPaneProps) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const group = useChatStore((state) => state.open?.group ?? null);
  const me = useChatStore((state) => state.session.me?.uid ?? null);
  const [dialog, setDialog] = useState<GroupDialog | null>(null);
  const [asking, setAsking] = useState<'leave' | 'delete' | null>(null);
  if (!group) return null;

  const viewer = viewerIn(group, me);
  const may = (action: 'addMembers' | 'viewBanned' | 'leave' | 'delete' | 'viewMembers') =>
    canAct(viewer, null, action, group);
  const owner = viewer.uid === group.owner && group.hasJoined;
  const transfers = owner && !bubbleManages(group, 'transferOwnership');

  const link = (label: string, icon: React.ReactNode, onClick: () => void, danger = false) => (
    <button
      type="button"
      className={`wob-chat-details__link${danger ? ' wob-chat-details__link--danger' : ''}`}
      onClick={onClick}
    >
      {icon}
      {label}
    </button>
  );

  return (
    <DetailsPaneFrame
      id={id}
      titleId={titleId}
      title={t('groups.details.title')}
      closeLabel={t('groups.details.close')}
      onClose={onClose}
      mediaOf={group.guid}
      mediaClassName="wob-chat-group-media"
      after={
        <>
          <LazyGroupDialogs dialog={dialog} onClose={() => setDialog(null)} />
          <ConfirmDialog
            isOpen={asking !== null}
            onOpenChange={(open) => {
              if (!open) setAsking(null);
            }}
            title={
              asking === 'delete'
                ? t('groups.details.deleteTitle', { name: group.name })
                : t('groups.details.leaveTitle', { name: group.name })
            }
            message={
              asking === 'delete'
                ? t('groups.details.deleteMessage')
                : t('groups.details.leaveMessage')
            }
            confirmLabel={
              asking === 'delete'
                ? t('groups.details.deleteConfirm')
                : t('groups.details.leaveConfirm')
            }
            cancelLabel={t('groups.details.cancel')}
            destructive
            onConfirm={async () => {
              // Spec chat section 8: a failure is only logged; the pane stays as it was.
              if (asking === 'delete') await store.getState().deleteGroup(group.guid);
              else await store.getState().leaveGroup(group.guid);
            }}
          />
        </>
      }
    >
      <div className="wob-chat-details__person">
        <ChatAvatar user={{ uid: group.guid, name: group.name, avatar: group.icon }} size="xl" />
        <p className="wob-chat-details__name">{group.name}</p>
        <p className="wob-chat-details__status">
          {t('groups.members', { count: group.membersCount })} · {t(`groups.types.${group.type}`)}
        </p>
      </div>
      <section
        className="wob-chat-details__section wob-chat-group-links"
        aria-labelledby={`${id}-members`}
      >
        <h3 id={`${id}-members`} className="wob-chat-details__heading">
          {t('groups.details.members')}
        </h3>
        {may('viewMembers') &&
          link(t('groups.details.viewMembers'), <UsersRound aria-hidden="true" />, () =>
            setDialog({ kind: 'members', guid: group.guid }),
          )}
        {may('addMembers') &&
          link(t('groups.details.addMembers'), <UserPlus aria-hidden="true" />, () =>
            setDialog({ kind: 'add', guid: group.guid }),
          )}
        {may('viewBanned') &&
          link(t('groups.details.bannedMembers'), <Ban aria-hidden="true" />, () =>
            setDialog({ kind: 'banned', guid: group.guid }),
          )}
        {group.bubbleId !== null && (
          <p className="wob-chat-details__note">
            {t('groups.bubbleMembers')}{' '}
            <Link className="wob-chat-details__note-link" to={viewBubblePath(group.bubbleId)}>
              {t('groups.bubbleOpen')}
            </Link>
          </p>
        )}
      </section>
      <RecentCalls id={id} with={group.guid} receiverType="group" name={group.name} />
      {/* Without a single option (a participant of a Bubble's chat) the heading is left out. */}
      {(may('leave') || transfers || may('delete')) && (
        <section
          className="wob-chat-details__section wob-chat-group-links"
          aria-labelledby={`${id}-options`}
        >
          <h3 id={`${id}-options`} className="wob-chat-details__heading">
            {t('groups.details.options')}
          </h3>
          {may('leave') &&
            link(t('groups.details.leave'), <LogOut aria-hidden="true" />, () =>
              setAsking('leave'),
            )}
          {transfers &&
            link(t('groups.details.transfer'), <Crown aria-hidden="true" />, () =>
              setDialog({ kind: 'transfer', guid: group.guid }),
            )}
          {may('delete') &&
            link(
              t('groups.details.deleteAndExit'),
              <Trash2 aria-hidden="true" />,
              () => setAsking('delete'),
              true,
            )}
        </section>
      )}
    </DetailsPaneFrame>
  );
}
