import { cx } from '@wob/ui';
import { Bookmark, Flag, Heart, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeckActionBarProps {
  /** The Wobler in front: names the group ('Actions for Mette'). */
  name: string;
  onDislike: () => void;
  onSave: () => void;
  onLike: () => void;
  onReport: () => void;
  disabled?: boolean;
}

function Action({
  kind,
  icon,
  label,
  onPress,
  disabled,
  keyHint,
  focusTarget,
}: {
  kind: 'dislike' | 'save' | 'like' | 'report';
  icon: ReactNode;
  label: string;
  onPress: () => void;
  disabled?: boolean;
  keyHint?: string;
  /** Where focus goes when the button a person pressed left with its card. */
  focusTarget?: boolean;
}) {
  return (
    <button
      type="button"
      className={cx('wob-deck-action', `wob-deck-action--${kind}`)}
      onClick={onPress}
      disabled={disabled}
      aria-keyshortcuts={keyHint}
      data-deck-focus={focusTarget || undefined}
    >
      <span className="wob-deck-action__circle" aria-hidden="true">
        {icon}
      </span>
      <span className="wob-deck-action__label">{label}</span>
    </button>
  );
}

/**
 * The deck's actions under the card: pass (←), report, save and like (→), each a real button
 * with an icon and a word; the arrow keys and swipes are shortcuts for the two big ones.
 */
export function DeckActionBar({
  name,
  onDislike,
  onSave,
  onLike,
  onReport,
  disabled = false,
}: DeckActionBarProps) {
  const { t } = useTranslation('deck');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of actions for one card, not a form group
    <div className="wob-deck-actions" role="group" aria-label={t('actions.label', { name })}>
      <Action
        kind="dislike"
        icon={<X />}
        label={t('actions.dislike')}
        onPress={onDislike}
        disabled={disabled}
        keyHint="ArrowLeft"
      />
      <Action
        kind="report"
        icon={<Flag />}
        label={t('actions.report')}
        onPress={onReport}
        disabled={disabled}
      />
      <Action
        kind="save"
        icon={<Bookmark />}
        label={t('actions.save')}
        onPress={onSave}
        disabled={disabled}
      />
      <Action
        kind="like"
        icon={<Heart />}
        label={t('actions.like')}
        onPress={onLike}
        disabled={disabled}
        keyHint="ArrowRight"
        focusTarget
      />
    </div>
  );
}
