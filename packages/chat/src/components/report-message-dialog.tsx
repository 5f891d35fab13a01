import { ReportDialog } from '@wob/auth';
import { NOT_SENT } from '@wob/store';
import { useChatStoreApi } from '../store/chat-context';
import type { ShownMessage } from '../store/messages';

export interface ReportMessageDialogProps {
  /** Someone else's message to report; null keeps the dialog closed. */
  message: ShownMessage | null;
  onClose: () => void;
}

/**
 * Report message (the message's menu, in the message list and in the thread pane alike):
 * @wob/auth's one report dialog with the message's sender and, for a text, its words quoted.
 * The store sends it and thanks the person in a toast; a refusal stays in the dialog.
 */
export function ReportMessageDialog({ message, onClose }: ReportMessageDialogProps) {
  const store = useChatStoreApi();
  return (
    <ReportDialog
      subject={
        message
          ? {
              kind: 'message',
              id: message.id,
              name: message.sender.name,
              quote: message.type === 'text' ? (message.text ?? undefined) : undefined,
            }
          : null
      }
      send={(input) =>
        message ? store.getState().reportMessage(message.id, input) : Promise.resolve(NOT_SENT)
      }
      onClose={onClose}
    />
  );
}
