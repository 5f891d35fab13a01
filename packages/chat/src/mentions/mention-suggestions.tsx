import type { ChatGroupMember } from '@wob/api';
import { Avatar, cx } from '@wob/ui';
import { useTranslation } from 'react-i18next';

/**
 * The members to mention, under the composer while an `@` word is typed: a listbox the text
 * field controls (aria-controls / aria-activedescendant), so focus stays in the text; arrows
 * move, Enter (or a click) inserts, Escape closes (the composer handles the keys).
 */
export function MentionSuggestions({
  id,
  members,
  active,
  onChoose,
}: {
  id: string;
  members: readonly ChatGroupMember[];
  active: number;
  onChoose: (member: ChatGroupMember) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className="wob-chat-mentions">
      {members.length === 0 ? (
        <p className="wob-chat-mentions__none" role="status">
          {t('mentions.none')}
        </p>
      ) : null}
      <div
        id={id}
        role="listbox"
        aria-label={t('mentions.suggestions')}
        className="wob-chat-mentions__list"
        hidden={members.length === 0}
      >
        {members.map((member, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the text field's (aria-activedescendant), which keeps the focus
          <div
            key={member.uid}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            className={cx(
              'wob-chat-mentions__option',
              index === active && 'wob-chat-mentions__option--active',
            )}
            // Keeps the focus in the text field while clicking.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(member)}
          >
            <Avatar
              src={member.avatar || null}
              name={member.name}
              colorId={member.uid}
              size="sm"
              decorative
            />
            <span>{member.name}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;
