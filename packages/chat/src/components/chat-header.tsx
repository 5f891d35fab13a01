import { ArrowLeft, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { viewWoblerPath } from '../paths';
import type { ChatUser } from '../service/port';
import { useChatClock, useChatStore, useChatStoreApi } from '../store/chat-context';
import { isCallHeldByRequest } from '../store/request';
import { CallButtons } from './calls/call-buttons';
import { ChatAvatar } from './chat-avatar';
import { formatLastActive } from './format';

export interface ChatHeaderProps {
  /** The back button (phones): shows the conversation list. */
  onShowList?: () => void;
  detailsOpen: boolean;
  onToggleDetails: () => void;
  /** The details pane's id, for aria-controls. */
  detailsId: string;
  titleId: string;
}

/** The status line of spec chat section 4: typing, online, or offline with the last-active time. */
function useStatusLine(user: ChatUser | null): string {
  const { t, i18n } = useTranslation('chat');
  const clock = useChatClock();
  const typing = useChatStore((state) => (user ? Boolean(state.typing[user.uid]) : false));
  if (!user || user.hasBlockedMe || user.blockedByMe) return '';
  if (typing) return t('header.typing');
  if (user.status === 'online') return t('header.online');
  if (user.lastActiveAt === null) return t('header.offline');
  return t('header.offlineSince', {
    time: formatLastActive(user.lastActiveAt, i18n.language, clock.timeZone),
  });
}

/**
 * The person of the open conversation, their status line, and how to open their profile
 * (storing `selectedWobler` first): what the header and the details pane both show.
 */
export function useOpenChatUser(): {
  user: ChatUser | null;
  status: string;
  openProfile: () => void;
} {
  const store = useChatStoreApi();
  const navigate = useNavigate();
  const user = useChatStore((state) => state.open?.user ?? null);
  const status = useStatusLine(user);
  const openProfile = () => {
    const uid = store.getState().rememberForProfile();
    if (uid) void navigate(viewWoblerPath(uid));
  };
  return { user, status, openProfile };
}

/**
 * The open conversation's header (spec chat section 2): back to the list, the avatar that opens
 * the profile (storing `selectedWobler` first), the name, the status line and the details
 * toggle, and the audio and video call buttons when calls are on, no block stands between the
 * two (a blocked person cannot be called, nor call: spec chat sections 2 and 6) and one's own
 * message request does not still wait for them (the server refuses that call).
 */
export function ChatHeader({
  onShowList,
  detailsOpen,
  onToggleDetails,
  detailsId,
  titleId,
}: ChatHeaderProps) {
  const { t } = useTranslation('chat');
  const { user, status: personStatus, openProfile } = useOpenChatUser();
  const group = useChatStore((state) => state.open?.group ?? null);
  const groupTyping = useChatStore((state) =>
    group ? (state.groupTyping[group.guid] ?? null) : null,
  );
  const personTyping = useChatStore((state) => (user ? Boolean(state.typing[user.uid]) : false));
  const requestHeld = useChatStore((state) =>
    isCallHeldByRequest(state.open?.request.state ?? null),
  );
  if (!user) return null;
  // Spec chat section 4: "{name} is typing" in a group, else "N members".
  const typing = group ? groupTyping !== null : personTyping;
  const status = group
    ? groupTyping !== null
      ? t('groups.typing', { name: groupTyping })
      : t('groups.members', { count: group.membersCount })
    : personStatus;

  return (
    <header className="wob-chat-header">
      {onShowList && (
        <button
          type="button"
          className="wob-icon-button wob-chat-header__back"
          aria-label={t('header.showChats')}
          onClick={onShowList}
        >
          <ArrowLeft aria-hidden="true" />
        </button>
      )}
      {group ? (
        // A group has no profile: its icon opens its details.
        <button
          type="button"
          className="wob-chat-header__avatar"
          aria-label={t('groups.details.label', { name: group.name })}
          onClick={onToggleDetails}
        >
          <ChatAvatar user={user} showPresence={false} />
        </button>
      ) : (
        <button
          type="button"
          className="wob-chat-header__avatar"
          aria-label={t('header.viewProfile', { name: user.name })}
          onClick={openProfile}
        >
          <ChatAvatar user={user} showPresence={!user.hasBlockedMe && !user.blockedByMe} />
        </button>
      )}
      <div className="wob-chat-header__who">
        <h2 id={titleId} className="wob-chat-header__name" tabIndex={-1}>
          {user.name}
        </h2>
        {status && (
          <p
            className="wob-chat-header__status"
            data-online={(!group && user.status === 'online') || undefined}
            data-typing={typing || undefined}
          >
            {status}
          </p>
        )}
      </div>
      <CallButtons
        receiverId={group ? group.guid : user.uid}
        receiverType={group ? 'group' : 'user'}
        name={user.name}
        unavailable={!group && (user.blockedByMe || user.hasBlockedMe || requestHeld)}
      />
      <button
        type="button"
        className="wob-icon-button wob-chat-header__details"
        aria-label={t('header.details')}
        aria-pressed={detailsOpen}
        aria-controls={detailsOpen ? detailsId : undefined}
        onClick={onToggleDetails}
      >
        <Info aria-hidden="true" />
      </button>
    </header>
  );
}
