import { cx } from '@wob/ui';
import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export type NoticeTone = 'info' | 'success' | 'warning';

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert } as const;

export interface NoticeProps {
  tone?: NoticeTone;
  children: ReactNode;
  /** 'status' for news that arrives after the page was shown (a finished checkout). */
  role?: 'status';
  className?: string;
}

/** A short line of context in a tinted box: the local installation, a checkout's outcome. */
export function Notice({ tone = 'info', children, role, className }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <div className={cx('wob-notice', `wob-notice--${tone}`, className)} role={role}>
      <Icon className="wob-notice__icon" aria-hidden="true" />
      <div className="wob-notice__text">{children}</div>
    </div>
  );
}
