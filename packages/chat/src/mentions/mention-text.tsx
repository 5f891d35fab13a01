import type { ChatMention } from '@wob/api';
import { cx } from '@wob/ui';
import { EmojiText } from '../emoji/emoji-text';
import { splitMentions } from './mentions';

/**
 * A message's text with its mentions (`@Name`) highlighted; the logged-in person's own mention
 * stronger. Each part keeps its emoji images (EmojiText).
 */
export function MentionText({
  text,
  mentions,
  me,
}: {
  text: string;
  mentions: readonly ChatMention[];
  me?: string | null;
}) {
  const parts = splitMentions(text, mentions);
  return (
    <>
      {parts.map((part, index) =>
        part.mention ? (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: parts have no other identity, and never reorder
            key={index}
            className={cx(
              'wob-message__mention',
              part.mention.uid === me && 'wob-message__mention--me',
            )}
            data-uid={part.mention.uid}
          >
            {part.text}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <EmojiText key={index} text={part.text} />
        ),
      )}
    </>
  );
}
