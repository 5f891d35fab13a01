import { canAct } from '@wob/api';
import { Dialog, Spinner } from '@wob/ui';
import { CHAT_CONSTANTS } from '@wob/validation';
import { ShieldOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatStore, useChatStoreApi } from '../store/chat-context';
import { ChatAvatar } from './chat-avatar';
import { roleLabel, viewerIn } from './group-format';
import { useFollowMembers } from './group-live';
import { useGroup, usePages } from './group-paging';

/**
 * The banned-members dialog (spec chat sections 2 and 5): Name, Scope (the scope they had)
 * and Unban with an icon per row where canAct allows it; 10 a page, more on scrolling; 'No
 * banned members found' when empty. Only admins and moderators open it (the pane hides it).
 */
export function BannedMembersDialog({ guid, onClose }: { guid: string; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const group = useGroup(guid);
  const me = useChatStore((state) => state.session.me?.uid ?? null);
  const pages = usePages(
    () => store.getState().bannedMembers(guid),
    CHAT_CONSTANTS.bannedMembersPage,
    guid,
    store.getState().logFailure,
  );
  useFollowMembers(guid, 'banned', pages.setItems);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (!group) onClose();
  }, [group, onClose]);
  if (!group) return null;
  const viewer = viewerIn(group, me);

  return (
    <Dialog
      title={t('groups.banned.title')}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel={t('groups.banned.close')}
      className="wob-chat-group-dialog"
      size="lg"
    >
      <div
        className="wob-chat-group-dialog__scroller"
        ref={pages.scroller}
        onScroll={pages.onScroll}
      >
        {pages.status === 'loading' && <Spinner label={t('spec.loading')} />}
        {pages.status !== 'loading' && pages.items.length === 0 && (
          <p className="wob-chat-group-dialog__empty">{t('spec.noBannedMembersFound')}</p>
        )}
        {pages.items.length > 0 && (
          <table className="wob-chat-members">
            <thead>
              <tr>
                <th scope="col">{t('groups.banned.name')}</th>
                <th scope="col">{t('groups.banned.scope')}</th>
                <th scope="col">{t('groups.banned.unban')}</th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        )}
      </div>
    </Dialog>
  );
}
