import { Dialog, Spinner } from '@wob/ui';
import { CHAT_CONSTANTS } from '@wob/validation';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatGroup, ChatGroupMember } from '../service/port';
import { useChatStore, useChatStoreApi } from '../store/chat-context';
import { useFollowMembers } from './group-live';
import { type Pages, useGroup, usePages } from './group-paging';

// What the view-members and banned-members dialogs share (spec chat sections 2 and 5): the
// group they are about, its list 10 a page following the group's changes, closing when the
// group goes away, and the dialog around the list with its loading and empty states.

export interface GroupMembersDialogState {
  /** Null once the group went away (deleted, or I was removed): the dialog closes. */
  group: ChatGroup | null;
  me: string | null;
  pages: Pages<ChatGroupMember>;
}

/** The group, the logged-in uid and `list`'s pages of `guid`, kept live; closes when it goes. */
export function useGroupMembersDialog(
  guid: string,
  list: 'members' | 'banned',
  onClose: () => void,
): GroupMembersDialogState {
  const store = useChatStoreApi();
  const group = useGroup(guid);
  const me = useChatStore((state) => state.session.me?.uid ?? null);
  const pages = usePages(
    () =>
      list === 'members'
        ? store.getState().groupMembers(guid)
        : store.getState().bannedMembers(guid),
    list === 'members' ? CHAT_CONSTANTS.groupMembersPage : CHAT_CONSTANTS.bannedMembersPage,
    `${list}:${guid}`,
    store.getState().logFailure,
  );
  useFollowMembers(guid, list, pages.setItems);
  useEffect(() => {
    if (!group) onClose();
  }, [group, onClose]);
  return { group, me, pages };
}

export interface GroupMembersFrameProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  pages: Pages<ChatGroupMember>;
  /** Said when the list is empty. */
  emptyText: string;
  /** The column headers. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** Above the list. */
  intro?: ReactNode;
  /** After the list (a confirmation). */
  after?: ReactNode;
}

/** The dialog of a members list: a table of rows, more on scrolling, loading and empty states. */
export function GroupMembersFrame({
  title,
  closeLabel,
  onClose,
  pages,
  emptyText,
  head,
  children,
  intro,
  after,
}: GroupMembersFrameProps) {
  const { t } = useTranslation('chat');
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel={closeLabel}
      className="wob-chat-group-dialog"
      size="lg"
    >
      {intro}
      <div
        className="wob-chat-group-dialog__scroller"
        ref={pages.scroller}
        onScroll={pages.onScroll}
      >
        {pages.status === 'loading' && <Spinner label={t('spec.loading')} />}
        {pages.status !== 'loading' && pages.items.length === 0 && (
          <p className="wob-chat-group-dialog__empty">{emptyText}</p>
        )}
        {pages.items.length > 0 && (
          <table className="wob-chat-members">
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        )}
      </div>
      {after}
    </Dialog>
  );
}
