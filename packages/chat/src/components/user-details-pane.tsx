import { Button, ConfirmDialog } from '@wob/ui';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatStoreApi } from '../store/chat-context';
import { RecentCalls } from './call-history';
import { ChatAvatar } from './chat-avatar';
import { useOpenChatUser } from './chat-header';
import { DetailsPaneFrame } from './details-pane-frame';

export interface UserDetailsPaneProps {
  id: string;
  titleId: string;
  onClose: () => void;
}

/**
 * The user details pane (spec chat section 2): the person, 'View Profile', the recent calls
 * with them (when calls are on), Options with Block user or Unblock user, and the shared media in Photos, Videos and Documents tabs, 10 per page.
 */
export function UserDetailsPane({ id, titleId, onClose }: UserDetailsPaneProps) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const { user, status, openProfile } = useOpenChatUser();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const unblock = async () => {
    setBusy(true);
    await store.getState().unblock(user.uid);
    setBusy(false);
  };

  return (
    <DetailsPaneFrame
      id={id}
      titleId={titleId}
      title={t('details.title')}
      closeLabel={t('details.close')}
      onClose={onClose}
      mediaOf={user.uid}
      after={
        <ConfirmDialog
          isOpen={asking}
          onOpenChange={setAsking}
          title={t('details.blockTitle', { name: user.name })}
          message={t('details.blockMessage')}
          confirmLabel={t('details.blockConfirm')}
          cancelLabel={t('details.cancel')}
          destructive
          onConfirm={async () => {
            if (!(await store.getState().block(user.uid))) throw new Error('not blocked');
          }}
        />
      }
    >
      <div className="wob-chat-details__person">
        <ChatAvatar user={user} size="xl" />
        <p className="wob-chat-details__name">{user.name}</p>
        {status && <p className="wob-chat-details__status">{status}</p>}
        <Button variant="secondary" size="sm" onClick={openProfile}>
          {t('details.viewProfile')}
        </Button>
      </div>
      <RecentCalls id={id} with={user.uid} receiverType="user" name={user.name} />
      <section className="wob-chat-details__section" aria-labelledby={`${id}-options`}>
        <h3 id={`${id}-options`} className="wob-chat-details__heading">
          {t('details.options')}
        </h3>
        {user.blockedByMe ? (
          <button
            type="button"
            className="wob-chat-details__link"
            onClick={() => void unblock()}
            disabled={busy}
          >
            <Ban aria-hidden="true" />
            {t('details.unblock')}
          </button>
        ) : (
          <button
            type="button"
            className="wob-chat-details__link wob-chat-details__link--danger"
            onClick={() => setAsking(true)}
          >
            <Ban aria-hidden="true" />
            {t('details.block')}
          </button>
        )}
      </section>
    </DetailsPaneFrame>
  );
}
