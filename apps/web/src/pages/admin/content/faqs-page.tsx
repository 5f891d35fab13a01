import { type AdminFaq, endpoints } from '@wob/api';
import { Button, usePageTitle as useDocumentTitle } from '@wob/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminClient, useAdminCopy } from '../admin-kit';
import { Status } from './content-kit';
import { FaqDialog } from './faq-dialog';
import { ConfirmDelete, OrderedTable, useOrderedList } from './ordered-list';
import './content.css';

// /admin/content/faqs: every FAQ in the order members see them, published or hidden; new and
// edit in a dialog (Danish and English), publish or hide, move up and down, delete.

export function FaqsPage() {
  const { t, locale } = useAdminCopy();
  useDocumentTitle(t('admin:content.faqs.title'));
  const list = useOrderedList({
    load: () => adminClient.call(endpoints.adminFaqs, {}),
    key: 'faqs',
    rowsOf: (data: { faqs: AdminFaq[] }) => data.faqs,
    reorder: (ids) => adminClient.call(endpoints.adminReorderFaqs, { ids }),
    movedText: t('admin:content.faqs.moved'),
  });
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);

  const question = (faq: AdminFaq) => (locale === 'en' ? faq.questionEn : faq.questionDa);

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
      <OrderedTable
        list={list}
        empty={t('admin:content.faqs.empty')}
        columns={[t('admin:content.faqs.question'), t('admin:content.common.status')]}
        nameOf={question}
        cells={(faq) => (
          <>
            <th scope="row" className="wob-content__main-cell">
              <span className="wob-content__primary">{question(faq)}</span>
              <span className="wob-content__secondary" lang={locale === 'en' ? 'da' : 'en'}>
                {locale === 'en' ? faq.questionDa : faq.questionEn}
              </span>
            </th>
            <td>
              <Status on={faq.published}>
                {t(faq.published ? 'admin:content.faqs.published' : 'admin:content.faqs.hidden')}
              </Status>
            </td>
          </>
        )}
        toggleOf={(faq) => ({
          label: t(faq.published ? 'admin:content.faqs.unpublish' : 'admin:content.faqs.publish'),
          onToggle: () =>
            list.run(() =>
              adminClient.call(endpoints.adminPublishFaq, {
                id: faq.id,
                published: !faq.published,
              }),
            ),
        })}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      {editing && (
        <FaqDialog
          t={t}
          faq={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(faqs) => {
            list.set(faqs);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDelete
        t={t}
        isOpen={deleting !== null}
        title={t('admin:content.faqs.deleteTitle')}
        message={
          deleting ? t('admin:content.faqs.deleteMessage', { question: question(deleting) }) : ''
        }
        onClose={() => setDeleting(null)}
        onDelete={async () =>
          deleting &&
          list.run(() => adminClient.call(endpoints.adminDeleteFaq, { id: deleting.id }))
        }
      />
    </section>
  );
}

export const Component = FaqsPage;
