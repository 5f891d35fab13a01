import { Spinner } from '@wob/ui';
import { Plus, SmilePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { Toolbar } from 'react-aria-components/Toolbar';
import { EmojiText } from '../emoji/emoji-text';
import { loadColonNames, QUICK_REACTIONS } from '../emoji/reaction-emoji';
import type { ChatMessage } from '../service/port';
import { reactionsOf } from '../service/reactions';
import { useChatStoreApi } from '../store/chat-context';

// A message's "React" action (spec chat section 6: on one's own messages and others'): a
// popover with the quick row, a toolbar of six emoji (arrow keys move between them) and "+",
// which puts the chat's emoji picker (its own lazy chunk, as in the composer) in its place to
// choose any emoji. Choosing one adds one's reaction, or removes it when it is one's own
// (those show pressed), and closes the popover; Escape closes it, the focus goes back.

const EmojiPicker = lazy(() =>
  import('../emoji/emoji-picker').then((module) => ({ default: module.EmojiPicker })),
);

export function ReactButton({
  message,
  mine,
  me,
  defaultOpen = false,
}: {
  message: ChatMessage;
  mine: boolean;
  me: string | null;
  /** Opens with the quick row showing (stories). */
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const [open, setOpen] = useState(defaultOpen);
  const [more, setMore] = useState(false);
  const own = new Set(
    reactionsOf(message, me)
      .filter((reaction) => reaction.reactedByMe)
      .map((reaction) => reaction.emoji),
  );
  const choose = (emoji: string) => {
    setOpen(false);
    setMore(false);
    void store.getState().toggleReaction(message, emoji);
  };
  const pick = (char: string) => {
    loadColonNames().then(
      (names) => {
        const emoji = names.colonOfChar(char);
        if (emoji) choose(emoji);
      },
      () => undefined,
    );
  };
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setMore(false);
      }}
    >
      <AriaButton className="wob-icon-button wob-message__react" aria-label={t('reactions.react')}>
        <SmilePlus aria-hidden="true" />
      </AriaButton>
      <Popover
        placement={mine ? 'top end' : 'top start'}
        offset={6}
        containerPadding={8}
        className="wob-popover wob-reaction-popover"
      >
        <Dialog
          className="wob-reaction-dialog"
          aria-label={more ? t('reactions.moreTitle') : t('reactions.row')}
        >
          {more ? (
            <Suspense fallback={<Spinner label={t('spec.loading')} />}>
              <EmojiPicker onPick={pick} />
            </Suspense>
          ) : (
            <Toolbar className="wob-reaction-row" aria-label={t('reactions.row')}>
              {QUICK_REACTIONS.map((quick) => (
                <AriaButton
                  key={quick.emoji}
                  className="wob-reaction-row__emoji"
                  aria-label={t('reactions.reactWith', { emoji: quick.char })}
                  aria-pressed={own.has(quick.emoji)}
                  onPress={() => choose(quick.emoji)}
                >
                  <EmojiText text={quick.char} />
                </AriaButton>
              ))}
              <AriaButton
                className="wob-reaction-row__more"
                aria-label={t('reactions.more')}
                onPress={() => setMore(true)}
              >
                <Plus aria-hidden="true" />
              </AriaButton>
            </Toolbar>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
