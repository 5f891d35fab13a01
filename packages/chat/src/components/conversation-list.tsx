import { conversationUser, conversationWithId } from '../service/port';
import { Badge, ConfirmDialog, cx, EmptyState, ErrorState, Menu, Skeleton, Spinner } from '@wob/ui';
import { CHAT_CONSTANTS } from '@wob/validation';
import { Ellipsis, MessageCircle, Search, Trash2, UsersRound, X } from 'lucide-react';
import { type UIEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '../service/port';
import { useChatClock, useChatStore, useChatStoreApi } from '../store/chat-context';
import { CallIcon } from './call-bubble';
import { callMessageView, isCallMessage } from './call-bubble-format';
import { EmojiText } from '../emoji/emoji-text';
import { ChatAvatar } from './chat-avatar';
import { ChatSearchField, LazySearchResults, useDebounced } from './chat-search';
import { listTime } from './format';
import { actionText, isActionMessage } from './group-format';
import { type GroupDialog, LazyGroupDialogs } from './group-dialogs-lazy';
import { previewOf } from './preview';

export interface ConversationListProps {
  /** A conversation was chosen (the page shows it; on phones it hides the list). */
  onChoose: (uid: string) => void;
  /** Shown as a close control when the list is a slide-in menu. */
  onClose?: () => void;
  titleId?: string;
}

/** The badge shows the count up to 99, then '99+'. */
const UNREAD_MAX = 99;

/**
 * 'Chats' (spec chat sections 2 and 4): latest activity first, loading, no-chats and error
 * states, more pages within 20 px of the end, and deleting a chat after a question.
 */
export function ConversationList({ onChoose, onClose, titleId }: ConversationListProps) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const list = useChatStore((state) => state.list);
  const openUid = useChatStore((state) => state.open?.uid ?? null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const [dialog, setDialog] = useState<GroupDialog | null>(null);
  const [typed, setTyped] = useState('');
  const searching = useDebounced(typed.trim());
  // Results replace the conversations while something is searched for.
  const showResults = searching !== '' && typed.trim() !== '';

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    const fromEnd = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (fromEnd <= CHAT_CONSTANTS.loadMoreWithinPx) void store.getState().loadMore();
  };

  return (
    <section className="wob-chat-list" aria-labelledby={titleId}>
      <header className="wob-chat-list__header">
        <h2 id={titleId} className="wob-chat-list__title" tabIndex={-1}>
          {t('list.title')}
        </h2>
        <button
          type="button"
          className="wob-icon-button"
          aria-label={t('groups.findGroups')}
          onClick={() => setDialog({ kind: 'find' })}
        >
          <Search aria-hidden="true" />
        </button>
        <button
          type="button"
          className="wob-icon-button"
          aria-label={t('groups.newGroup')}
          onClick={() => setDialog({ kind: 'create' })}
        >
          <UsersRound aria-hidden="true" />
        </button>
        {onClose && (
          <button
            type="button"
            className="wob-icon-button"
            aria-label={t('list.close')}
            onClick={onClose}
          >
            <X aria-hidden="true" />
          </button>
        )}
      </header>
      <ChatSearchField value={typed} onChange={setTyped} />
      <div
        className="wob-chat-list__scroller"
        onScroll={showResults ? undefined : onScroll}
        data-testid="conversation-scroller"
      >
        {showResults && <LazySearchResults key={searching} query={searching} onChoose={onChoose} />}
        {!showResults && (
          <>
            {(list.status === 'loading' || list.status === 'idle') && (
              <div className="wob-chat-list__loading" role="status">
                <span className="wob-chat-list__loading-text">{t('list.loading')}</span>
                {[0, 1, 2, 3].map((row) => (
                  <div key={row} className="wob-chat-list__skeleton">
                    <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
                    <Skeleton shape="text" lines={2} />
                  </div>
                ))}
              </div>
            )}
            {list.status === 'error' && (
              <ErrorState
                className="wob-chat-list__state"
                headingLevel={3}
                message={t('spec.errorLoadingChats')}
                retryLabel={t('list.retry')}
                onRetry={() => void store.getState().retryList()}
              />
            )}
            {list.status === 'ready' && list.items.length === 0 && (
              <EmptyState
                className="wob-chat-list__state"
                headingLevel={3}
                icon={<MessageCircle />}
                title={t('list.empty')}
                text={t('list.emptyText')}
              />
            )}
            {list.status === 'ready' && list.items.length > 0 && (
              <ul className="wob-chat-list__items" aria-label={t('list.label')}>
                {list.items.map((conversation) => (
                  <ConversationRow
                    key={conversation.conversationId}
                    conversation={conversation}
                    isOpen={conversationWithId(conversation) === openUid}
                    onChoose={onChoose}
                    onDelete={() => setDeleting(conversation)}
                  />
                ))}
              </ul>
            )}
            {list.loadingMore && (
              <div className="wob-chat-list__more">
                <Spinner size="sm" label={t('list.loadingMore')} />
              </div>
            )}
          </>
        )}
      </div>
      <LazyGroupDialogs dialog={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        title={t('list.deleteTitle')}
        message={t('list.deleteMessage', { name: deleting?.conversationWith.name ?? '' })}
        confirmLabel={t('list.deleteConfirm')}
        cancelLabel={t('list.cancel')}
        destructive
        onConfirm={() =>
          deleting ? store.getState().deleteConversation(conversationWithId(deleting)) : undefined
        }
      />
    </section>
  );
}

interface ConversationRowProps {
  conversation: Conversation;
  isOpen: boolean;
  onChoose: (uid: string) => void;
  onDelete: () => void;
}

function ConversationRow({ conversation, isOpen, onChoose, onDelete }: ConversationRowProps) {
  const { t, i18n } = useTranslation('chat');
  const clock = useChatClock();
  const me = useChatStore((state) => state.session.me?.uid ?? null);
  const person = conversationUser(conversation) ?? groupAsPerson(conversation);
  const unread = useChatStore(
    (state) => state.unread[person.uid] ?? conversation.unreadMessageCount,
  );
  const group = conversation.conversationType === 'group' ? conversation.conversationWith : null;
  const typing = useChatStore((state) =>
    group ? (state.groupTyping[group.guid] ?? null) : state.typing[person.uid] ? '' : null,
  );
  const last = conversation.lastMessage;
  let preview: string;
  if (typing !== null) {
    preview = group ? t('groups.typing', { name: typing }) : t('header.typing');
  } else if (group && (!last || isActionMessage(last))) {
    // A group's row tells its size until someone writes (and after an action message).
    preview = last
      ? `${actionText(last, t)} · ${t('groups.members', { count: group.membersCount })}`
      : t('groups.members', { count: group.membersCount });
  } else preview = previewOf(last, me, t);
  // A call as the last message: its icon before its words (missed ones in danger).
  const call = typing === null && last && isCallMessage(last) ? callMessageView(last, me, t) : null;
  return (
    <li
      className="wob-chat-row"
      data-open={isOpen || undefined}
      data-unread={unread > 0 || undefined}
    >
      <button
        type="button"
        className="wob-chat-row__main"
        aria-current={isOpen ? 'true' : undefined}
        onClick={() => onChoose(person.uid)}
      >
        {/* Presence does not pass a block either way (the header hides it too). */}
        <ChatAvatar user={person} showPresence={!person.blockedByMe && !person.hasBlockedMe} />
        <span className="wob-chat-row__text">
          <span className="wob-chat-row__top">
            <span className="wob-chat-row__name">{person.name}</span>
            {last && (
              <span className="wob-chat-row__time">
                {listTime(last.sentAt, clock, i18n.language, t('list.yesterday'))}
              </span>
            )}
          </span>
          <span className="wob-chat-row__bottom">
            <span className="wob-chat-row__preview" data-typing={typing !== null || undefined}>
              {call && (
                <span
                  className={cx('wob-chat-row__call', call.missed && 'wob-chat-row__call--missed')}
                >
                  <CallIcon view={call} group={group !== null} />
                </span>
              )}
              {/* Emoji as the messages draw them (a system without a colour emoji font shows
                  empty boxes for the characters). */}
              <EmojiText text={preview} />
            </span>
            <Badge
              className="wob-chat-row__badge"
              count={unread}
              max={UNREAD_MAX}
              label={t('list.unread', { count: unread })}
            />
          </span>
        </span>
      </button>
      <Menu
        className="wob-chat-row__menu"
        triggerLabel={t('list.options', { name: person.name })}
        trigger={
          <>
            <Ellipsis aria-hidden="true" />
            <span className="wob-visually-hidden">{t('list.options', { name: person.name })}</span>
          </>
        }
        triggerSize="sm"
        items={[{ id: 'delete', label: t('list.delete'), icon: <Trash2 />, isDanger: true }]}
        onAction={(id) => {
          if (id === 'delete') onDelete();
        }}
      />
    </li>
  );
}

/** A group's row shows its icon and name where a person's shows their avatar and name. */
function groupAsPerson(conversation: Conversation) {
  const withId = conversationWithId(conversation);
  const { name } = conversation.conversationWith;
  const avatar =
    conversation.conversationType === 'group' ? conversation.conversationWith.icon : '';
  return { uid: withId, name, avatar, blockedByMe: false, hasBlockedMe: false };
}
