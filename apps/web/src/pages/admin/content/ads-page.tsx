import { type AdminAd, endpoints } from '@wob/api';
import { Button, Tabs, usePageTitle as useDocumentTitle } from '@wob/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminClient, useAdminCopy } from '../admin-kit';
import { AdDialog, firstDayOf, lastDayOf } from './ad-dialog';
import { formatDate, Status, type Translate } from './content-kit';
import { ConfirmDelete, OrderedTable, useOrderedList } from './ordered-list';
import './content.css';

// /admin/content/ads: the deck's house ads per language (a tab each), in the deck's order:
// new and edit in a dialog, switch on and off, move up and down, delete.

type Language = 'da' | 'en';

function period(t: Translate, locale: string, ad: AdminAd): string {
  const day = (value: string | null) => (value ? formatDate(locale, `${value}T12:00:00`) : null);
  const from = day(firstDayOf(ad.startsAt));
  const to = day(lastDayOf(ad.endsAt));
  if (from && to) return t('admin:content.ads.between', { from, to });
  if (from) return t('admin:content.ads.from', { date: from });
  if (to) return t('admin:content.ads.until', { date: to });
  return t('admin:content.ads.always');
}

/** An ad's words in its row: title, text, and where its button leads. */
function AdText({ ad }: { ad: AdminAd }) {
  return (
    <>
      <span className="wob-content__primary">{ad.title}</span>
      <span className="wob-content__secondary">{ad.body}</span>
      <span className="wob-content__secondary">
        {ad.cta} → {ad.url}
      </span>
    </>
  );
}

function AdList({ language }: { language: Language }) {
  const { t, locale } = useAdminCopy();
  const list = useOrderedList({
    load: () => adminClient.call(endpoints.adminAds, { language }),
    key: language,
    rowsOf: (data: { ads: AdminAd[] }) => data.ads,
    reorder: (ids) => adminClient.call(endpoints.adminReorderAds, { language, ids }),
    movedText: t('admin:content.ads.moved'),
  });
  const [editing, setEditing] = useState<AdminAd | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAd | null>(null);

  return (
    <div className="wob-content__panel-wide">
      <div className="wob-console-page__toolbar">
        <Button icon={<Plus size={16} />} onClick={() => setEditing('new')}>
          {t('admin:content.ads.add')}
        </Button>
      </div>
      <OrderedTable
        list={list}
        empty={t('admin:content.ads.empty')}
        columns={[
          t('admin:content.ads.ad'),
          t('admin:content.ads.period'),
          t('admin:content.common.status'),
        ]}
        nameOf={(ad) => ad.title}
        cells={(ad) => (
          <>
            <th scope="row" className="wob-content__main-cell" lang={language}>
              {ad.imageUrl ? (
                <div className="wob-content__thumbed">
                  {/* The ad's picture, small: the title beside it already names it. */}
                  <img className="wob-content__thumb" src={ad.imageUrl} alt="" />
                  <div>
                    <AdText ad={ad} />
                  </div>
                </div>
              ) : (
                <AdText ad={ad} />
              )}
            </th>
            <td>{period(t, locale, ad)}</td>
            <td>
              <Status on={ad.live}>
                {t(
                  ad.live
                    ? 'admin:content.ads.live'
                    : ad.active
                      ? 'admin:content.ads.notLive'
                      : 'admin:content.ads.inactive',
                )}
              </Status>
            </td>
          </>
        )}
        toggleOf={(ad) => ({
          label: t(ad.active ? 'admin:content.ads.deactivate' : 'admin:content.ads.activate'),
          onToggle: () =>
            list.run(() =>
              adminClient.call(endpoints.adminSetAdActive, { id: ad.id, active: !ad.active }),
            ),
        })}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      {editing && (
        <AdDialog
          t={t}
          language={language}
          ad={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(ads) => {
            list.set(ads);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDelete
        t={t}
        isOpen={deleting !== null}
        title={t('admin:content.ads.deleteTitle')}
        message={deleting ? t('admin:content.ads.deleteMessage', { title: deleting.title }) : ''}
        onClose={() => setDeleting(null)}
        onDelete={async () =>
          deleting && list.run(() => adminClient.call(endpoints.adminDeleteAd, { id: deleting.id }))
        }
      />
    </div>
  );
}

export function AdsPage() {
  const { t, locale } = useAdminCopy();
  useDocumentTitle(t('admin:content.ads.title'));
  const [language, setLanguage] = useState<string>(locale === 'en' ? 'en' : 'da');
  return (
    <section className="wob-console-page" aria-labelledby="wob-ads-title">
      <div className="wob-console-page__head">
        <h1 id="wob-ads-title" className="wob-console-page__title">
          {t('admin:content.ads.title')}
        </h1>
      </div>
      <p className="wob-content__intro">{t('admin:content.ads.intro')}</p>
      <Tabs
        label={t('admin:content.ads.languages')}
        selectedKey={language}
        onSelectionChange={setLanguage}
        items={[
          { id: 'da', label: t('admin:content.ads.danishAds'), content: <AdList language="da" /> },
          { id: 'en', label: t('admin:content.ads.englishAds'), content: <AdList language="en" /> },
        ]}
      />
    </section>
  );
}

export const Component = AdsPage;
