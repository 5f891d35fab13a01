import type { BubbleTile } from '@wob/api';
import { Button, buttonClassName } from '@wob/ui';
import { ArrowRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Bubble page's address: /view-bubble/{slug}. */
export function bubblePath(bubble: Pick<BubbleTile, 'slug'>): string {
  return `/view-bubble/${encodeURIComponent(bubble.slug)}`;
}

export interface TileActionsProps {
  bubble: BubbleTile;
  busy: boolean;
  /** Makes 'Open' the main action (Choose Bubble's selected Bubble). */
  primary?: boolean;
  onJoin?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/**
 * Under a tile: open it, join it (when not a member), and for its owner edit and delete.
 * 'Waiting for Approval' is the tile's own chip, so a pending Bubble just offers to open it.
 */
export function TileActions({
  bubble,
  busy,
  primary = false,
  onJoin,
  onEdit,
  onDelete,
}: TileActionsProps) {
  const { t } = useTranslation('bubbles');
  const isOwner = bubble.membership.role === 'owner';
  return (
    <>
      {bubble.membership.status === 'none' && onJoin ? (
        <Button
          size="sm"
          icon={<Plus size={16} />}
          isLoading={busy}
          onClick={onJoin}
          aria-label={`${t('tile.join')}: ${bubble.name}`}
        >
          {t('tile.join')}
        </Button>
      ) : null}
      <Link
        to={bubblePath(bubble)}
        className={buttonClassName(
          primary ? 'primary' : bubble.membership.status === 'none' ? 'ghost' : 'secondary',
          'sm',
        )}
        aria-label={`${t('tile.open')}: ${bubble.name}`}
      >
        {t('tile.open')}
        <ArrowRight size={16} aria-hidden="true" />
      </Link>
      {isOwner && onEdit && (
        <Button
          size="sm"
          variant="ghost"
          icon={<Pencil size={16} />}
          onClick={onEdit}
          aria-label={`${t('find.edit')}: ${bubble.name}`}
          title={t('find.edit')}
        />
      )}
      {isOwner && onDelete && (
        <Button
          size="sm"
          variant="ghost"
          icon={<Trash2 size={16} />}
          onClick={onDelete}
          aria-label={`${t('find.delete')}: ${bubble.name}`}
          title={t('find.delete')}
        />
      )}
    </>
  );
}
