import { AUDIT_SUBJECT_TYPES, type AuditEntryView, endpoints } from '@wob/api';
import { Button, EmptyState, Select, TextField, usePageTitle } from '@wob/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Translate } from '../../../shell/copy';
import { adminClient, useAdminCopy } from '../admin-kit';
import { ConsoleLoad } from '../console-load';
import { LoadMore, useDates, usePagedList } from '../moderation/moderation-kit';

// /admin/audit: the append-only log of every administrator's action, newest first, searched
// by action, subject, administrator's e-mail or reason and narrowed by the subject's type.
// Read-only: nothing here (nor any endpoint) changes an entry.

/** The translated name of a known action ('report.dismiss'), else the action as logged. */
export function actionLabel(action: string, t: Translate): string {
  const key = `admin:moderation.audit.actions.${action}`;
  const text = /^[a-z-]+(\.[a-z-]+)+$/.test(action) ? t(key) : key;
  return text === key ? action : text;
}

function subjectLink(entry: AuditEntryView): string | null {
  if (entry.subjectType === 'person') return `/admin/people/${entry.subjectId}`;
  if (entry.subjectType === 'report') return `/admin/reports/${entry.subjectId}`;
  return null;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An entry's details as 'name: value' pairs, times in the reader's format. */
function detailsText(details: Record<string, unknown>, format: (iso: string) => string): string {
  return Object.entries(details)
    .map(([name, value]) => {
      if (typeof value !== 'string') return `${name}: ${JSON.stringify(value)}`;
      return `${name}: ${ISO_TIME.test(value) ? format(value) : value}`;
    })
    .join(' · ');
}

export function AuditPage() {
  const { t } = useAdminCopy();
  usePageTitle(t('admin:moderation.audit.title'));
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const type = params.get('type') ?? '';
  const [text, setText] = useState(query);
  const filtered = Boolean(query || type);
  const paged = usePagedList<AuditEntryView>(async (cursor) => {
    const answer = await adminClient.call(endpoints.adminAudit, {
      ...(query ? { query } : {}),
      ...(type ? { subjectType: type } : {}),
      cursor,
    });
    return {
      items: answer.data?.entries ?? [],
      nextCursor: answer.data?.nextCursor ?? null,
    };
  }, `${query}|${type}`);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: text.trim() });
  };

  return (
    <section className="wob-console-page" aria-labelledby="audit-title">
      <div className="wob-console-page__head">
        <h1 id="audit-title" className="wob-console-page__title">
          {t('admin:moderation.audit.title')}
        </h1>
      </div>
      <p className="wob-mod-muted">{t('admin:moderation.audit.intro')}</p>
      <search>
        <form className="wob-console-page__toolbar wob-mod-toolbar" noValidate onSubmit={submit}>
          <TextField
            className="wob-mod-search"
            label={t('admin:moderation.audit.search')}
            description={t('admin:moderation.audit.searchHint')}
            type="search"
            value={text}
            onChange={setText}
          />
          <Select
            className="wob-mod-filter"
            label={t('admin:moderation.audit.subjectType')}
            options={[
              { id: 'any', label: t('admin:moderation.audit.anyType') },
              ...AUDIT_SUBJECT_TYPES.map((id) => ({
                id,
                label: t(`admin:moderation.audit.types.${id}`),
              })),
            ]}
            selectedKey={type || 'any'}
            onSelectionChange={(id) => update({ type: id && id !== 'any' ? id : '' })}
          />
          <Button type="submit">{t('admin:moderation.audit.submit')}</Button>
        </form>
      </search>

      <ConsoleLoad
        result={paged.list}
        onRetry={paged.reload}
        failedTitle={t('admin:moderation.audit.loadFailed')}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              title={t(
                filtered ? 'admin:moderation.audit.noneFound' : 'admin:moderation.audit.none',
              )}
              text={t(
                filtered
                  ? 'admin:moderation.audit.noneFoundText'
                  : 'admin:moderation.audit.noneText',
              )}
            />
          ) : (
            <>
              <AuditTable entries={items} />
              <LoadMore paged={paged} />
            </>
          )
        }
      </ConsoleLoad>
    </section>
  );
}

/** The log's rows: when, who, what, on what, and why (with the action's details). */
function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  const { t } = useAdminCopy();
  const { format } = useDates();
  return (
    <div className="wob-mod-scroll">
      <table className="wob-console-table wob-mod-cards wob-mod-audit">
        <caption className="wob-visually-hidden">{t('admin:moderation.audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin:moderation.audit.columns.when')}</th>
            <th scope="col">{t('admin:moderation.audit.columns.who')}</th>
            <th scope="col">{t('admin:moderation.audit.columns.action')}</th>
            <th scope="col">{t('admin:moderation.audit.columns.subject')}</th>
            <th scope="col">{t('admin:moderation.audit.columns.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const link = subjectLink(entry);
            const typeKey = `admin:moderation.audit.types.${entry.subjectType}`;
            const typeName = t(typeKey) === typeKey ? entry.subjectType : t(typeKey);
            const details = detailsText(entry.details, format);
            return (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.createdAt}>{format(entry.createdAt)}</time>
                </td>
                <td className="wob-mod-break" data-label={t('admin:moderation.audit.columns.who')}>
                  {entry.admin.email}
                </td>
                <td data-label={t('admin:moderation.audit.columns.action')}>
                  {actionLabel(entry.action, t)}
                </td>
                <td data-label={t('admin:moderation.audit.columns.subject')}>
                  <span className="wob-mod-muted">{typeName} </span>
                  {link ? (
                    <Link to={link} className="wob-mod-break">
                      {entry.subjectId}
                    </Link>
                  ) : (
                    <span className="wob-mod-break">{entry.subjectId}</span>
                  )}
                </td>
                <td data-label={t('admin:moderation.audit.columns.reason')}>
                  <p className="wob-mod-prewrap">{entry.reason || '—'}</p>
                  {details && <p className="wob-mod-muted wob-mod-break">{details}</p>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export const Component = AuditPage;
