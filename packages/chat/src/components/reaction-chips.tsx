import { cx } from '@wob/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { Tooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import { EmojiText } from '../emoji/emoji-text';
import { useReactionChar } from '../emoji/reaction-emoji';
import type { ChatMessage } from '../service/port';
import { type MessageReaction, reactionsOf } from '../service/reactions';
import { useChatStoreApi } from '../store/chat-context';
import { whoReacted } from './reaction-format';

// The reactions under a bubble (spec chat sections 3 and 5): one chip per emoji with its
// count, one's own pressed (aria-pressed); pressing a chip adds or removes one's own. Who
// reacted shows in a tooltip on hover and keyboard focus, and after a long press on touch
// screens (which then does not toggle). Each chip's name says it all for screen readers:
// "❤️ 2: You and Anna".

const LONG_PRESS_MS = 500;

/** A reaction's emoji as the chat's Twemoji image (its colon name until its character is known). */
export function ReactionEmoji({ emoji }: { emoji: string }) {
  const char = useReactionChar(emoji);
  return (
    <span className="wob-reaction-emoji" aria-hidden="true">
      {char ? <EmojiText text={char} /> : emoji}
    </span>
  );
}

function ReactionChip({
  message,
  reaction,
  me,
}: {
  message: ChatMessage;
  reaction: MessageReaction;
  me: string | null;
}) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const char = useReactionChar(reaction.emoji) ?? reaction.emoji;
  const people = whoReacted(reaction, me, t);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const longPressed = useRef(false);
  const stopTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  // Who reacted, once someone looks, when the count has more people than names (CometChat).
  const unnamed = reaction.count > reaction.people.length;
  useEffect(() => {
    if (open && unnamed) void store.getState().loadReactionPeople(message);
  }, [open, unnamed, store, message]);
  // A long press cut short by unmounting leaves no timer behind.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <TooltipTrigger isOpen={open} onOpenChange={setOpen} delay={400} closeDelay={100}>
      <ToggleButton
        className={cx('wob-reaction-chip', reaction.reactedByMe && 'wob-reaction-chip--mine')}
        isSelected={reaction.reactedByMe}
        aria-label={t('reactions.chip', { emoji: char, count: reaction.count, people })}
        onPressStart={(event) => {
          longPressed.current = false;
          if (event.pointerType !== 'touch') return;
          stopTimer();
          timer.current = setTimeout(() => {
            longPressed.current = true;
            setOpen(true);
          }, LONG_PRESS_MS);
        }}
        onPressEnd={stopTimer}
        onChange={() => {
          // A long press shows who reacted; it is no choice.
          if (longPressed.current) {
            longPressed.current = false;
            return;
          }
          void store.getState().toggleReaction(message, reaction.emoji);
        }}
      >
        <ReactionEmoji emoji={reaction.emoji} />
        <span className="wob-reaction-chip__count">{reaction.count}</span>
      </ToggleButton>
      <Tooltip className="wob-reaction-tooltip" offset={6} placement="top">
        {t('reactions.reactedWith', { people, emoji: char })}
      </Tooltip>
    </TooltipTrigger>
  );
}

/** The chips of a message's reactions; nothing when it has none. */
export function ReactionChips({
  message,
  me,
  mine,
}: {
  message: ChatMessage;
  me: string | null;
  mine: boolean;
}) {
  const { t } = useTranslation('chat');
  const reactions = reactionsOf(message, me);
  if (reactions.length === 0) return null;
  return (
    <ul
      className={cx('wob-reactions', mine && 'wob-reactions--mine')}
      aria-label={t('reactions.label')}
    >
      {reactions.map((reaction) => (
        <li key={reaction.emoji}>
          <ReactionChip message={message} reaction={reaction} me={me} />
        </li>
      ))}
    </ul>
  );
}
