import type { ChatGroupMember, ChatMention } from '@wob/api';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useChatStore, useChatStoreApi } from '../store/chat-context';
import { insertMention, mentionQuery, mentionsInText } from './mentions';
import { optionId } from './mention-suggestions';

/** Suggestions shown at most (the first page of the search). */
const SHOWN = 8;

/**
 * The composer's mentions in a group: the `@` word before the caret asks the group's members
 * by name (groupMembersRequest with the search keyword; the logged-in person left out); arrows
 * move through them, Enter or Tab inserts `@Name ` and records the uid, Escape closes. Off in
 * one-to-one conversations.
 */
export function useMentions(options: {
  text: string;
  setText: (text: string) => void;
  input: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const { text, setText, input } = options;
  const store = useChatStoreApi();
  const open = useChatStore((state) => state.open);
  const me = useChatStore((state) => state.session.me?.uid ?? null);
  const guid = open?.receiverType === 'group' ? open.uid : null;
  const listId = useId();
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [members, setMembers] = useState<ChatGroupMember[]>([]);
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<ChatMention[]>([]);
  const asked = useRef(0);

  // A new conversation starts with none.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a change of conversation only
  useEffect(() => {
    setQuery(null);
    setChosen([]);
  }, [guid]);

  const search = query?.query ?? null;
  useEffect(() => {
    if (!guid || search === null) return;
    const ask = ++asked.current;
    store
      .getState()
      .groupMembers(guid, search || undefined)
      .fetchNext()
      .then((page) => {
        if (ask !== asked.current) return;
        setMembers(page.filter((member) => member.uid !== me).slice(0, SHOWN));
        setActive(0);
      })
      .catch(() => {
        if (ask === asked.current) setMembers([]);
      });
  }, [guid, search, me, store]);

  /** After each change of the text or caret: the `@` word there, if any. */
  const follow = (value: string, caret: number | null) => {
    if (!guid || caret === null) return setQuery(null);
    setQuery(mentionQuery(value, caret));
  };

  const choose = (member: ChatGroupMember) => {
    const element = input.current;
    if (!query) return;
    const caret = element?.selectionStart ?? query.start + query.query.length + 1;
    const next = insertMention(text, query.start, caret, member.name);
    setText(next.text);
    setChosen((current) => [
      ...current.filter((mention) => mention.uid !== member.uid),
      { uid: member.uid, name: member.name },
    ]);
    setQuery(null);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  const showing = guid !== null && query !== null;

  /** Handles the list's keys; true when the key was the list's. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!showing) return false;
    if (event.key === 'Escape') {
      event.preventDefault();
      setQuery(null);
      return true;
    }
    if (members.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + members.length) % members.length);
      return true;
    }
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      const member = members[active];
      if (!member) return false;
      event.preventDefault();
      choose(member);
      return true;
    }
    return false;
  };

  return {
    showing,
    members,
    active,
    listId,
    choose,
    follow,
    onKeyDown,
    close: () => setQuery(null),
    /** The chosen mentions still in `value`, for the send; then forgotten. */
    take(value: string): ChatMention[] {
      const kept = guid ? mentionsInText(value, chosen) : [];
      setChosen([]);
      return kept;
    },
    /** The text field's ARIA while the list shows. */
    inputProps: showing
      ? {
          'aria-controls': listId,
          'aria-autocomplete': 'list' as const,
          'aria-activedescendant': members[active] ? optionId(listId, active) : undefined,
        }
      : {},
  };
}
