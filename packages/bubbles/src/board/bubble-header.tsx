import type { BubbleTile } from '@wob/api';
import { Badge, Button, readableTextColor } from '@wob/ui';
import {
  Clock,
  Crown,
  Globe,
  Lock,
  MessagesSquare,
  Settings2,
  ShieldCheck,
  UserCheck,
  Users,
} from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { optionsPath } from '../moderation/moderation-parts';
import { ReportMenu } from './report-menu';

const FALLBACK_COLOR = '#475569';

/**
 * The chat screen opened on a group (a plain link: the chat is another feature package's).
 */
export const chatGroupPath = (guid: string) => `/chat?group=${encodeURIComponent(guid)}`;

export interface BubbleHeaderProps {
  bubble: BubbleTile;
  joining?: boolean;
  onJoin: () => void;
  /** The Bubble's chat, when there is one and the caller is an active member. */
  chatGuid?: string | null;
  openingChat?: boolean;
  /** The owner's 'Open a chat for this Bubble'. */
  onOpenChat?: () => void;
  /** 'Report Bubble' in the header's menu; absent for its owner. */
  onReport?: () => void;
}

/**
 * The top of a Bubble's page in the Bubble's own colour (DESIGN.md 'Bubble board'): name,
 * title, members, public or private, and the caller's state: Join, 'Waiting for Approval'
 * or their role.
 */
export function BubbleHeader({
  bubble,
  joining = false,
  onJoin,
  chatGuid = null,
  openingChat = false,
  onOpenChat,
  onReport,
}: BubbleHeaderProps) {
  const { t, i18n } = useTranslation();
  const color = /^#[0-9a-fA-F]{6}$/.test(bubble.circleColor) ? bubble.circleColor : FALLBACK_COLOR;
  const ink = readableTextColor(color);
  const style = { '--wob-bubble-bg': color, '--wob-bubble-ink': ink } as CSSProperties;
  const { status, role } = bubble.membership;
  const members = new Intl.NumberFormat(i18n.language).format(bubble.members.active);
  // The server's rule for the content: public, or an active member (then Options is useful).
  const canSeeContent = !bubble.privateBubble || status === 'active';
  const manager = status === 'active' && (role === 'owner' || role === 'moderator');
  const pending = manager ? (bubble.members.pending ?? 0) : 0;
  const owner = status === 'active' && role === 'owner';

  return (
    <header className="wob-bubble-header" style={style}>
      <div className="wob-bubble-header__text">
        <h1 className="wob-bubble-header__name">{bubble.name}</h1>
        {bubble.title && <p className="wob-bubble-header__title">{bubble.title}</p>}
        <ul className="wob-bubble-header__facts">
          <li>
            <Users aria-hidden="true" />
            {t('board:header.members', { count: bubble.members.active, formatted: members })}
          </li>
          <li>
            {bubble.privateBubble ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
            {bubble.privateBubble ? t('board:header.private') : t('board:header.public')}
          </li>
        </ul>
      </div>
      <div className="wob-bubble-header__state">
        {status === 'none' && (
          <Button
            className="wob-bubble-header__join"
            onClick={onJoin}
            isLoading={joining}
            loadingLabel={t('board:header.joining')}
          >
            {t('board:header.join')}
          </Button>
        )}
        {status === 'pending' && (
          <span className="wob-bubble-header__pill">
            <Clock aria-hidden="true" />
            {t('board:header.waiting')}
          </span>
        )}
        {status === 'active' && (
          <span className="wob-bubble-header__pill">
            {role === 'owner' ? (
              <Crown aria-hidden="true" />
            ) : role === 'moderator' ? (
              <ShieldCheck aria-hidden="true" />
            ) : (
              <UserCheck aria-hidden="true" />
            )}
            {role === 'owner'
              ? t('board:header.owner')
              : role === 'moderator'
                ? t('board:header.moderator')
                : t('board:header.member')}
          </span>
        )}
        {status === 'active' && chatGuid && (
          <Link to={chatGroupPath(chatGuid)} className="wob-bubble-header__options">
            <MessagesSquare aria-hidden="true" />
            {t('board:header.chat')}
          </Link>
        )}
        {owner && !chatGuid && onOpenChat && (
          <button
            type="button"
            className="wob-bubble-header__options wob-bubble-header__open-chat"
            onClick={onOpenChat}
            disabled={openingChat}
            aria-busy={openingChat}
          >
            <MessagesSquare aria-hidden="true" />
            {openingChat ? t('board:header.openingChat') : t('board:header.openChat')}
          </button>
        )}
        {canSeeContent && (
          // The count badge sits on the link's corner, outside it: the link's name (which
          // carries the count in words) then starts with its visible text, as WCAG 2.5.3 asks.
          <span className="wob-bubble-header__options-wrap">
            <Link
              to={optionsPath(bubble._id)}
              className="wob-bubble-header__options"
              aria-label={
                pending > 0
                  ? `${t('moderation:header.optionsLabel', { name: bubble.name })}, ${t('moderation:header.pending', { count: pending })}`
                  : t('moderation:header.optionsLabel', { name: bubble.name })
              }
            >
              <Settings2 aria-hidden="true" />
              {t('moderation:header.options')}
            </Link>
            <Badge count={pending} tone="danger" aria-hidden="true" />
          </span>
        )}
        {onReport && (
          <ReportMenu
            className="wob-bubble-header__more"
            label={t('board:header.more', { name: bubble.name })}
            item={t('report:action.bubble')}
            onReport={onReport}
          />
        )}
      </div>
    </header>
  );
}
