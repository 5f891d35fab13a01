import { cx, Menu } from '@wob/ui';
import { EllipsisVertical, Flag } from 'lucide-react';

export interface ReportMenuProps {
  /** The trigger's name: whose comment, reply or Bubble the menu acts on. */
  label: string;
  /** The item's words ('Report comment'). */
  item: string;
  onReport: () => void;
  /** The header's trigger is drawn on the Bubble's colour. */
  className?: string;
}

/**
 * The '⋮' menu of a comment, a reply or the Bubble's header with 'Report …': a React Aria menu,
 * so it opens with Enter or Space and its item is reached with the arrow keys; the report
 * dialog gives focus back to this trigger when it closes.
 */
export function ReportMenu({ label, item, onReport, className }: ReportMenuProps) {
  return (
    <Menu
      className={cx('wob-board-more', className)}
      triggerLabel={label}
      trigger={
        <>
          <EllipsisVertical aria-hidden="true" />
          <span className="wob-visually-hidden">{label}</span>
        </>
      }
      triggerSize="sm"
      placement="bottom end"
      items={[{ id: 'report', label: item, icon: <Flag />, isDanger: true }]}
      onAction={(id) => {
        if (id === 'report') onReport();
      }}
    />
  );
}
