import { ConfirmDialog } from '@wob/ui';
import { useTranslation } from 'react-i18next';
import { useChatStoreApi } from '../store/chat-context';
import type { ShownMessage } from '../store/messages';

export interface DeleteMessageDialogProps {
  /** The message to delete; null keeps the dialog closed. */
  message: ShownMessage | null;
  onClose: () => void;
}

/**
 * The confirmation before one's own message is deleted, in the message list and in the thread
 * pane alike: the store deletes it; a refusal keeps the dialog open with its error.
 */
export function DeleteMessageDialog({ message, onClose }: DeleteMessageDialogProps) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  return (
    <ConfirmDialog
      isOpen={message !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('messages.deleteTitle')}
      message={t('messages.deleteMessage')}
      confirmLabel={t('messages.deleteConfirm')}
      cancelLabel={t('messages.cancel')}
      destructive
      onConfirm={async () => {
        if (!message) return;
        const done = await store.getState().deleteMessage(message.id);
        if (!done) throw new Error('The message was not deleted');
      }}
    />
  );
}
