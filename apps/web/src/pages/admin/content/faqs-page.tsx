import { type AdminFaq, endpoints } from '@wob/api';
import { Button, ConfirmDialog, usePageTitle as useDocumentTitle } from '@wob/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminClient, useAdminCopy } from '../admin-kit';
import {
  LoadFailed,
  Loading,
  MoveButtons,
  moved,
  Status,
  useChange,
  useLoaded,
} from './content-kit';
import { FaqDialog } from './faq-dialog';
import './content.css';

// /admin/content/faqs: every FAQ in the order members see them, published or hidden; new and
// edit in a dialog (Danish and English), publish or hide, move up and down, delete.

export function FaqsPage() {
  const { t, locale } = useAdminCopy();
  useDocumentTitle(t('admin:content.faqs.title'));
  const change = useChange();
  const {
    value: faqs,
    setValue: setFaqs,
    failed,
    retry,
  } = useLoaded(
    () => adminClient.call(endpoints.adminFaqs, {}).then((answer) => answer.data?.faqs ?? []),
    [],
  );
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  const [busy, setBusy] = useState(false);

  const question = (faq: AdminFaq) => (locale === 'en' ? faq.questionEn : faq.questionDa);

  const run = async (
    call: () => Promise<{ data?: { faqs: AdminFaq[] }; message?: string }>,
    success?: string,
  ) => {
    setBusy(true);
    const answer = await change(call, success ? { success } : {});
    setBusy(false);
    if (answer) setFaqs(answer.faqs);
    return answer;
  };

  const move = (index: number, step: -1 | 1) => {
    if (!faqs) return;
    const ids = moved(faqs, index, step).map((faq) => faq.id);
    void run(
      () => adminClient.call(endpoints.adminReorderFaqs, { ids }),
      t('admin:content.faqs.moved'),
    );
  };

  return (
    <section className="wob-console-page" aria-labelledby="wob-faqs-title">
      <div className="wob-console-page__head">
        <h1 id="wob-faqs-title" className="wob-console-page__title">
          {t('admin:content.faqs.title')}
        </h1>
        <Button icon={<Plus size={16} />} onClick={() => setEditing('new')}>
          {t('admin:content.faqs.add')}
        </Button>
      </div>
      <p className="wob-content__intro">{t('admin:content.faqs.intro')}</p>
      {failed ? (
        <LoadFailed t={t} onRetry={retry} />
      ) : !faqs ? (
        <Loading t={t} />
      ) : faqs.length === 0 ? (
        <p className="wob-content__empty">{t('admin:content.faqs.empty')}</p>
      ) : (
        <div className="wob-content__scroll">
          <table className="wob-console-table wob-content__table">
            <thead>
              <tr>
                <th scope="col">{t('admin:content.common.order')}</th>
                <th scope="col">{t('admin:content.faqs.question')}</th>
                <th scope="col">{t('admin:content.common.status')}</th>
                <th scope="col">{t('admin:content.common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {faqs.map((faq, index) => (
                <tr key={faq.id}>
                  <td>
                    <MoveButtons
                      t={t}
                      name={question(faq)}
                      index={index}
                      count={faqs.length}
                      isDisabled={busy}
                      onMove={(step) => move(index, step)}
                    />
                  </td>
                  <th scope="row" className="wob-content__main-cell">
                    <span className="wob-content__primary">{question(faq)}</span>
                    <span className="wob-content__secondary" lang={locale === 'en' ? 'da' : 'en'}>
                      {locale === 'en' ? faq.questionDa : faq.questionEn}
                    </span>
                  </th>
                  <td>
                    <Status on={faq.published}>
                      {t(
                        faq.published
                          ? 'admin:content.faqs.published'
                          : 'admin:content.faqs.hidden',
                      )}
                    </Status>
                  </td>
                  <td>
                    <div className="wob-content__actions">
                      <Button variant="secondary" size="sm" onClick={() => setEditing(faq)}>
                        {t('admin:content.common.edit')}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy}
                        onClick={() =>
                          run(() =>
                            adminClient.call(endpoints.adminPublishFaq, {
                              id: faq.id,
                              published: !faq.published,
                            }),
                          )
                        }
                      >
                        {t(
                          faq.published
                            ? 'admin:content.faqs.unpublish'
                            : 'admin:content.faqs.publish',
                        )}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(faq)}>
                        {t('admin:content.common.delete')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <FaqDialog
          t={t}
          faq={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(list) => {
            setFaqs(list);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin:content.faqs.deleteTitle')}
        message={
          deleting ? t('admin:content.faqs.deleteMessage', { question: question(deleting) }) : ''
        }
        confirmLabel={t('admin:content.common.delete')}
        cancelLabel={t('admin:content.common.cancel')}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          const answer = await run(() =>
            adminClient.call(endpoints.adminDeleteFaq, { id: deleting.id }),
          );
          if (!answer) throw new Error('not deleted');
        }}
      />
    </section>
  );
}

export const Component = FaqsPage;
