import { canAct } from '@wob/api';
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatStoreApi } from '../store/chat-context';
import { ChatAvatar } from './chat-avatar';
import { roleLabel, viewerIn } from './group-format';
import { GroupMembersFrame, useGroupMembersDialog } from './group-members-frame';

/**
 * The banned-members dialog (spec chat sections 2 and 5): Name, Scope (the scope they had)
 * and Unban with an icon per row where canAct allows it; 10 a page, more on scrolling; 'No
 * banned members found' when empty. Only admins and moderators open it (the pane hides it).
 */
export function BannedMembersDialog({ guid, onClose }: { guid: string; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const { group, me, pages } = useGroupMembersDialog(guid, 'banned', onClose);
  const [busy, setBusy] = useState<string | null>(null);
  if (!group) return null;
  const viewer = viewerIn(group, me);

  return (
    <GroupMembersFrame
      title={t('groups.banned.title')}
      closeLabel={t('groups.banned.close')}
      onClose={onClose}
      pages={pages}
      emptyText={t('spec.noBannedMembersFound')}
      head={
        <>
          <th scope="col">{t('groups.banned.name')}</th>
          <th scope="col">{t('groups.banned.scope')}</th>
          <th scope="col">{t('groups.banned.unban')}</th>
        </>
      }
    >
      {pages.items.map((member) => (
        <tr key={member.uid}>
          <th scope="row">
            <span className="wob-chat-members__who">
              <ChatAvatar user={member} size="sm" />
              <span className="wob-chat-members__name">{member.name}</span>
            </span>
          </th>
          <td>{roleLabel(member, group, t)}</td>
          <td>
            {canAct(viewer, { uid: member.uid, scope: member.scope }, 'unban', group) && (
              <button
                type="button"
                className="wob-icon-button"
                aria-label={t('groups.banned.unbanLabel', { name: member.name })}
                disabled={busy === member.uid}
                onClick={async () => {
                  setBusy(member.uid);
                  // A failure is only logged (spec section 8); the row stays.
                  await store.getState().unbanMember(guid, member.uid);
                  setBusy(null);
                }}
              >
                <ShieldOff aria-hidden="true" />
              </button>
            )}
          </td>
        </tr>
      ))}
    </GroupMembersFrame>
  );
}
