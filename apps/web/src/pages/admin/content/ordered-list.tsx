import { Button, ConfirmDialog } from '@wob/ui';
import { type ReactNode, useState } from 'react';
import { useAdminCopy } from '../admin-kit';
import { ConsoleLoad, type Load, useConsoleLoad } from '../console-load';
import { MoveButtons, moved, type Translate, useChange } from './content-kit';

// What the FAQs and the house ads have in common: a list in the order members see it, where
// every change (switch on or off, reorder, delete, save in the dialog) answers the whole list
// as it is now. A change to a list someone else changed meanwhile (the order names rows that
// are gone or new: 409) says so and loads the list again, so the next move starts from what
// is really there.

type Answer<D> = { data?: D; message?: string };

export interface OrderedListOptions<T, D> {
  /** The list endpoint's call; `key` (the ads' language) loads it again when it changes. */
  load: () => Promise<Answer<D>>;
  key: string;
  /** The rows in an answer (`data.faqs`, `data.ads`). */
  rowsOf: (data: D) => T[];
  /** Saves a new order: every row's id, in order. */
  reorder: (ids: string[]) => Promise<Answer<D>>;
  /** The toast once the order is saved. */
  movedText: string;
}

export function useOrderedList<T extends { id: string }, D>(options: OrderedListOptions<T, D>) {
  const { load, key, rowsOf, reorder, movedText } = options;
  const change = useChange();
  const { result, reload, set } = useConsoleLoad(
    () => load().then((answer) => (answer.data ? rowsOf(answer.data) : [])),
    key,
  );
  const [busy, setBusy] = useState(false);

  /** Runs a change that answers the list; the rows it answers, or null when it failed. */
  const run = async (call: () => Promise<Answer<D>>, success?: string): Promise<T[] | null> => {
    setBusy(true);
    const answer = await change(call, { success, onStale: reload });
    setBusy(false);
    if (!answer) return null;
    const rows = rowsOf(answer);
    set(rows);
    return rows;
  };

  /** Moves row `index` one step up (-1) or down (+1) and saves the order. */
  const move = (index: number, step: -1 | 1) => {
    if (result.state !== 'ready') return;
    const ids = moved(result.value, index, step).map((row) => row.id);
    void run(() => reorder(ids), movedText);
  };

  return { result, reload, set, busy, run, move };
}

export interface OrderedTableProps<T extends { id: string }> {
  /** The page's `useOrderedList`. */
  list: {
    result: Load<T[]>;
    reload: () => void;
    busy: boolean;
    move: (index: number, step: -1 | 1) => void;
  };
  /** Said in place of the table when the list is empty. */
  empty: string;
  /** The headings of the columns between the order and the actions. */
  columns: string[];
  /** A row's cells for those columns (the first a `<th scope="row">`). */
  cells: (row: T) => ReactNode;
  /** The row's name for the move buttons' labels ("Move up: <name>"). */
  nameOf: (row: T) => string;
  /** The switch's label for the row's state, and what it does. */
  toggleOf: (row: T) => { label: string; onToggle: () => void };
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/**
 * The list as members see it in order: move buttons first, the page's own cells, then edit,
 * switch and delete; its loading, failure and emptiness as every console page shows them.
 */
export function OrderedTable<T extends { id: string }>(props: OrderedTableProps<T>) {
  const { list, empty, columns, cells, nameOf, toggleOf, onEdit, onDelete } = props;
  const { t } = useAdminCopy();
  return (
    <ConsoleLoad
      result={list.result}
      onRetry={list.reload}
      failedTitle={t('admin:content.common.loadError')}
      rows={3}
    >
      {(rows) =>
        rows.length === 0 ? (
          <p className="wob-content__empty">{empty}</p>
        ) : (
          <div className="wob-content__scroll">
            <table className="wob-console-table wob-content__table">
              <thead>
                <tr>
                  <th scope="col">{t('admin:content.common.order')}</th>
                  {columns.map((column) => (
                    <th scope="col" key={column}>
                      {column}
                    </th>
                  ))}
                  <th scope="col">{t('admin:content.common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => {
                  const toggle = toggleOf(row);
                  return (
                    <tr key={row.id}>
                      <td>
                        <MoveButtons
                          t={t}
                          name={nameOf(row)}
                          index={index}
                          count={rows.length}
                          isDisabled={list.busy}
                          onMove={(step) => list.move(index, step)}
                        />
                      </td>
                      {cells(row)}
                      <td>
                        <RowActions
                          t={t}
                          toggleLabel={toggle.label}
                          busy={list.busy}
                          onEdit={() => onEdit(row)}
                          onToggle={toggle.onToggle}
                          onDelete={() => onDelete(row)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )
      }
    </ConsoleLoad>
  );
}

/** A row's buttons: edit, switch on/off (publish/hide, show/stop), delete. */
function RowActions(props: {
  t: Translate;
  /** The switch's label for this row's state ('Hide' when published). */
  toggleLabel: string;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t, toggleLabel, busy, onEdit, onToggle, onDelete } = props;
  return (
    <div className="wob-content__actions">
      <Button variant="secondary" size="sm" onClick={onEdit}>
        {t('admin:content.common.edit')}
      </Button>
      <Button variant="secondary" size="sm" disabled={busy} onClick={onToggle}>
        {toggleLabel}
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete}>
        {t('admin:content.common.delete')}
      </Button>
    </div>
  );
}

/** Asks before a row is deleted; the dialog stays open (and says why) when it was not. */
export function ConfirmDelete(props: {
  t: Translate;
  isOpen: boolean;
  title: string;
  message: string;
  onClose: () => void;
  /** Deletes; null when it did not (the change already told why). */
  onDelete: () => Promise<unknown>;
}) {
  const { t, isOpen, title, message, onClose, onDelete } = props;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      message={message}
      confirmLabel={t('admin:content.common.delete')}
      cancelLabel={t('admin:content.common.cancel')}
      destructive
      onConfirm={async () => {
        if ((await onDelete()) === null) throw new Error('not deleted');
      }}
    />
  );
}
