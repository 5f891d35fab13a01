import { type AdminBubble, endpoints } from '@wob/api';
import {
  Button,
  ConfirmDialog,
  Dialog,
  TextArea,
  TextField,
  usePageTitle as useDocumentTitle,
} from '@wob/ui';
import { checkForm, TakedownReasonSchema } from '@wob/validation';
import { type FormEvent, useState } from 'react';
import { adminClient, useAdminCopy } from '../admin-kit';
import { ConsoleLoad, useConsoleLoad } from '../console-load';
import { formatDate, messageOf, type Translate, useChange } from './content-kit';
import './content.css';

// /admin/content/bubbles: find a Bubble by name (without a search: the ones taken down), see
// its owner, members and privacy, and take it down with a reason its owner reads, or restore it.

function TakeDownDialog(props: {
  t: Translate;
  bubble: AdminBubble;
  onClose: () => void;
  onDone: (bubble: AdminBubble) => void;
}) {
  const { t, bubble, onClose, onDone } = props;
  const change = useChange();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = checkForm(TakedownReasonSchema, reason);
    if (!parsed.ok) {
      setError(Object.values(parsed.errors)[0]);
      return;
    }
    setBusy(true);
    const answer = await change(
      () =>
        adminClient.call(endpoints.adminTakeDownBubble, { id: bubble.id, reason: parsed.output }),
      { onFieldErrors: (found) => setError(found.reason) },
    );
    setBusy(false);
    if (answer) onDone(answer.bubble);
  };

  return (
    <Dialog
      title={t('admin:content.bubbles.takeDownTitle', { name: bubble.name })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      closeLabel={t('admin:content.common.close')}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin:content.common.cancel')}
          </Button>
          <Button type="submit" form="wob-takedown-form" variant="danger" isLoading={busy}>
            {t('admin:content.bubbles.takeDown')}
          </Button>
        </>
      }
    >
      <form id="wob-takedown-form" className="wob-content__form" noValidate onSubmit={submit}>
        <p className="wob-content__intro">{t('admin:content.bubbles.takeDownIntro')}</p>
        <TextArea
          label={t('admin:content.bubbles.reason')}
          description={t('admin:content.bubbles.reasonHint')}
          rows={4}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          errorMessage={messageOf(t, error)}
          isRequired
          autoFocus
        />
      </form>
    </Dialog>
  );
}

/** The Bubbles found: name, owner, members, whether taken down (and why), and its button. */
function BubblesTable(props: {
  bubbles: AdminBubble[];
  onTakeDown: (bubble: AdminBubble) => void;
  onRestore: (bubble: AdminBubble) => void;
}) {
  const { bubbles, onTakeDown, onRestore } = props;
  const { t, locale } = useAdminCopy();
  return (
    <div className="wob-content__scroll">
      <table className="wob-console-table wob-content__table">
        <thead>
          <tr>
            <th scope="col">{t('admin:content.bubbles.bubble')}</th>
            <th scope="col">{t('admin:content.bubbles.owner')}</th>
            <th scope="col">{t('admin:content.bubbles.members')}</th>
            <th scope="col">{t('admin:content.common.status')}</th>
            <th scope="col">{t('admin:content.common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {bubbles.map((bubble) => (
            <tr key={bubble.id}>
              <th scope="row" className="wob-content__main-cell">
                <span className="wob-content__primary">
                  <span
                    className="wob-content__swatch"
                    style={{ background: bubble.color }}
                    aria-hidden="true"
                  />
                  {bubble.name}
                </span>
                <span className="wob-content__secondary">{bubble.title}</span>
              </th>
              <td>
                <span className="wob-content__primary">{bubble.owner.name}</span>
                <span className="wob-content__secondary">{bubble.owner.email}</span>
              </td>
              <td>
                <span className="wob-content__primary">
                  {t('admin:content.bubbles.membersCount', { count: bubble.membersCount })}
                </span>
                <span className="wob-content__secondary">
                  {t(
                    bubble.private
                      ? 'admin:content.bubbles.privateBubble'
                      : 'admin:content.bubbles.publicBubble',
                  )}
                </span>
              </td>
              <td>
                {bubble.takenDownAt ? (
                  <>
                    <span className="wob-content__status wob-content__status--down">
                      {t('admin:content.bubbles.takenDown', {
                        date: formatDate(locale, bubble.takenDownAt),
                      })}
                    </span>
                    <span className="wob-content__secondary">
                      {t('admin:content.bubbles.reasonShown', {
                        reason: bubble.takedownReason ?? '',
                      })}
                    </span>
                  </>
                ) : (
                  <span className="wob-content__status wob-content__status--on">
                    {t('admin:content.bubbles.visible')}
                  </span>
                )}
              </td>
              <td>
                {bubble.takenDownAt ? (
                  <Button variant="secondary" size="sm" onClick={() => onRestore(bubble)}>
                    {t('admin:content.bubbles.restore')}
                  </Button>
                ) : (
                  <Button variant="danger" size="sm" onClick={() => onTakeDown(bubble)}>
                    {t('admin:content.bubbles.takeDown')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BubblesPage() {
  const { t } = useAdminCopy();
  useDocumentTitle(t('admin:content.bubbles.title'));
  const change = useChange();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const { result, reload, set } = useConsoleLoad(
    () =>
      adminClient
        .call(endpoints.adminBubbles, query ? { query } : {})
        .then((answer) => answer.data?.bubbles ?? []),
    query,
  );
  const [takingDown, setTakingDown] = useState<AdminBubble | null>(null);
  const [restoring, setRestoring] = useState<AdminBubble | null>(null);

  const replace = (bubble: AdminBubble) =>
    set((list) => list.map((row) => (row.id === bubble.id ? bubble : row)));

  return (
    <section className="wob-console-page" aria-labelledby="wob-bubbles-title">
      <div className="wob-console-page__head">
        <h1 id="wob-bubbles-title" className="wob-console-page__title">
          {t('admin:content.bubbles.title')}
        </h1>
      </div>
      <p className="wob-content__intro">{t('admin:content.bubbles.intro')}</p>
      <form
        className="wob-content__search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft.trim());
        }}
      >
        <TextField
          label={t('admin:content.bubbles.search')}
          type="search"
          value={draft}
          onChange={setDraft}
        />
        <Button type="submit">{t('admin:content.bubbles.searchButton')}</Button>
      </form>
      <h2 className="wob-content__legend" aria-live="polite">
        {query
          ? t('admin:content.bubbles.results', { query })
          : t('admin:content.bubbles.takenDownList')}
      </h2>
      <ConsoleLoad
        result={result}
        onRetry={reload}
        failedTitle={t('admin:content.common.loadError')}
        rows={3}
      >
        {(bubbles) =>
          bubbles.length === 0 ? (
            <p className="wob-content__empty">
              {t(query ? 'admin:content.bubbles.none' : 'admin:content.bubbles.noneDown')}
            </p>
          ) : (
            <BubblesTable bubbles={bubbles} onTakeDown={setTakingDown} onRestore={setRestoring} />
          )
        }
      </ConsoleLoad>
      {takingDown && (
        <TakeDownDialog
          t={t}
          bubble={takingDown}
          onClose={() => setTakingDown(null)}
          onDone={(bubble) => {
            replace(bubble);
            setTakingDown(null);
          }}
        />
      )}
      <ConfirmDialog
        isOpen={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={t('admin:content.bubbles.restoreTitle', { name: restoring?.name ?? '' })}
        message={t('admin:content.bubbles.restoreMessage')}
        confirmLabel={t('admin:content.bubbles.restore')}
        cancelLabel={t('admin:content.common.cancel')}
        onConfirm={async () => {
          if (!restoring) return;
          const answer = await change(() =>
            adminClient.call(endpoints.adminRestoreBubble, { id: restoring.id }),
          );
          if (!answer) throw new Error('not restored');
          replace(answer.bubble);
        }}
      />
    </section>
  );
}

export const Component = BubblesPage;
