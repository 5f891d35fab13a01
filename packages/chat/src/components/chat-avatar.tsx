import { Avatar, type AvatarSize, cx } from '@wob/ui';
import type { ChatUser } from '../service/port';

export interface ChatAvatarProps {
  user: Pick<ChatUser, 'uid' | 'name' | 'avatar'> & { status?: ChatUser['status'] };
  size?: AvatarSize;
  /** The name is written beside it: hidden from screen readers. */
  decorative?: boolean;
  /** Shows the green dot while the person is online. */
  showPresence?: boolean;
  className?: string;
}

/** A person's picture (or generated initial) with an online dot. */
export function ChatAvatar({
  user,
  size = 'md',
  decorative = true,
  showPresence = false,
  className,
}: ChatAvatarProps) {
  return (
    <span className={cx('wob-chat-avatar', className)}>
      <Avatar
        name={user.name}
        colorId={user.uid}
        src={user.avatar || null}
        size={size}
        decorative={decorative}
      />
      {showPresence && user.status === 'online' && (
        <span className="wob-chat-avatar__online" aria-hidden="true" />
      )}
    </span>
  );
}
