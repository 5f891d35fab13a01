import { ReportDialog } from '@wob/auth';
import { NOT_SENT } from '@wob/store';
import type { ReportFormInput } from '@wob/validation';
import { useDeckStoreApi } from '../deck/deck-context';

export interface ReportWoblerDialogProps {
  /** Who is reported; null keeps the dialog closed. */
  wobler: { _id: string; name: string } | null;
  onClose: () => void;
  /** After the server took the report (it has been toasted and the card left the deck). */
  onReported?: () => void;
  /** Stories open the dialog with a reason chosen or with the messages of a submit. */
  initialReason?: string | null;
  initialErrors?: Record<string, string>;
}

/**
 * Report Wobler (spec sections 2, 3 and 5): @wob/auth's one report dialog for a Wobler. The
 * deck's store sends `POST api/report/wobler`, toasts the server's thanks and takes the card
 * out of the deck.
 */
export function ReportWoblerDialog({ wobler, ...rest }: ReportWoblerDialogProps) {
  const store = useDeckStoreApi();
  return (
    <ReportDialog
      subject={wobler ? { kind: 'wobler', id: wobler._id, name: wobler.name } : null}
      send={(input: ReportFormInput) =>
        wobler ? store.getState().report(wobler._id, input) : Promise.resolve(NOT_SENT)
      }
      {...rest}
    />
  );
}
