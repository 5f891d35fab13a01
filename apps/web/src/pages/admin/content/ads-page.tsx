import { type AdminAd, endpoints } from '@wob/api';
import { Button, ConfirmDialog, Tabs, usePageTitle as useDocumentTitle } from '@wob/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminClient, useAdminCopy } from '../admin-kit';
import { AdDialog, firstDayOf, lastDayOf } from './ad-dialog';
import {
  formatDate,
  LoadFailed,
  Loading,
  MoveButtons,
  moved,
  Status,
  type Translate,
  useChange,
  useLoaded,
} from './content-kit';
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
  const change = useChange();
  const {
    value: ads,
    setValue: setAds,
    failed,
    retry,
  } = useLoaded(
    () =>
      adminClient.call(endpoints.adminAds, { language }).then((answer) => answer.data?.ads ?? []),
    [language],
  );
  const [editing, setEditing] = useState<AdminAd | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAd | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (
    call: () => Promise<{ data?: { ads: AdminAd[] }; message?: string }>,
    success?: string,
  ) => {
    setBusy(true);
    const answer = await change(call, success ? { success } : {});
    setBusy(false);
    if (answer) setAds(answer.ads);
    return answer;
  };

  const move = (index: number, step: -1 | 1) => {
    if (!ads) return;
    const ids = moved(ads, index, step).map((ad) => ad.id);
    void run(
      () => adminClient.call(endpoints.adminReorderAds, { language, ids }),
      t('admin:content.ads.moved'),
    );
  };

  return (
    <div className="wob-content__panel-wide">
      <div className="wob-console-page__toolbar">
        <Button icon={<Plus size={16} />} onClick={() => setEditing('new')}>
          {t('admin:content.ads.add')}
        </Button>
      </div>
      {failed ? (
        <LoadFailed t={t} onRetry={retry} />
      ) : !ads ? (
        <Loading t={t} />
      ) : ads.length === 0 ? (
        <p className="wob-content__empty">{t('admin:content.ads.empty')}</p>
      ) : (
        <div className="wob-content__scroll">
          <table className="wob-console-table wob-content__table">
            <thead>
              <tr>
                <th scope="col">{t('admin:content.common.order')}</th>
                <th scope="col">{t('admin:content.ads.ad')}</th>
                <th scope="col">{t('admin:content.ads.period')}</th>
                <th scope="col">{t('admin:content.common.status')}</th>
                <th scope="col">{t('admin:content.common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {ads.map((ad, index) => (
                <tr key={ad.id}>
                  <td>
                    <MoveButtons
                      t={t}
                      name={ad.title}
                      index={index}
                      count={ads.length}
                      isDisabled={busy}
                      onMove={(step) => move(index, step)}
                    />
                  </td>
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
                  <td>
                    <div className="wob-content__actions">
                      <Button variant="secondary" size="sm" onClick={() => setEditing(ad)}>
                        {t('admin:content.common.edit')}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy}
                        onClick={() =>
                          run(() =>
                            adminClient.call(endpoints.adminSetAdActive, {
                              id: ad.id,
                              active: !ad.active,
                            }),
                          )
                        }
                      >
                        {t(
                          ad.active ? 'admin:content.ads.deactivate' : 'admin:content.ads.activate',
                        )}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(ad)}>
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
        <AdDialog
          t={t}
          language={language}
          ad={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(list) => {
            setAds(list);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin:content.ads.deleteTitle')}
        message={deleting ? t('admin:content.ads.deleteMessage', { title: deleting.title }) : ''}
        confirmLabel={t('admin:content.common.delete')}
        cancelLabel={t('admin:content.common.cancel')}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          const answer = await run(() =>
            adminClient.call(endpoints.adminDeleteAd, { id: deleting.id }),
          );
          if (!answer) throw new Error('not deleted');
        }}
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
