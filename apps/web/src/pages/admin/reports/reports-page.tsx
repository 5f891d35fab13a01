import {
  endpoints,
  REPORT_KINDS,
  REPORT_STATUSES,
  type RequestInput,
  type ReportSummary,
  type ResponseData,
} from '@wob/api';
import { CheckCircle2, SearchX } from 'lucide-react';
import { Button, EmptyState, Select, usePageTitle } from '@wob/ui';
import { REPORT_REASONS } from '@wob/validation';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminClient, useAdminCopy } from '../admin-kit';
import { ConsoleLoad } from '../console-load';
import { LoadMore, StatusTag, useDates, usePagedList } from '../moderation/moderation-kit';
import { useOpenReports } from '../open-reports';

// /admin/reports, the console's first page: the queue (open and in review first, oldest
// first), narrowed by status, kind and reason. The filters live in the address's search
// params, so a link or a reload keeps them.

const FILTERS = [
  { name: 'status', values: REPORT_STATUSES, copy: 'statuses' },
  { name: 'kind', values: REPORT_KINDS, copy: 'kinds' },
  { name: 'reason', values: REPORT_REASONS, copy: 'reasons' },
] as const;

type Query = RequestInput<typeof endpoints.adminReports>;

function readFilters(params: URLSearchParams): Query {
  const query: Record<string, string> = {};
  for (const filter of FILTERS) {
    const value = params.get(filter.name);
    if (value && (filter.values as readonly string[]).includes(value)) query[filter.name] = value;
  }
  return query as Query;
}

export function ReportsPage() {
  const { t } = useAdminCopy();
  usePageTitle(t('admin:moderation.reports.title'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const filtered = Object.keys(filters).length > 0;
  const paged = usePagedList<
    ReportSummary,
    ResponseData<typeof endpoints.adminReports>['openCount']
  >(async (cursor) => {
    const answer = await adminClient.call(endpoints.adminReports, { ...filters, cursor });
    const data = answer.data ?? { reports: [], nextCursor: null, openCount: 0 };
    return { items: data.reports, nextCursor: data.nextCursor, extra: data.openCount };
  }, JSON.stringify(filters));
  // The queue's answer counts the open reports too: the navigation's badge takes it.
  const { set: setOpenReports } = useOpenReports();
  const openCount = paged.extra;
  useEffect(() => {
    if (openCount !== undefined) setOpenReports(openCount);
  }, [openCount, setOpenReports]);

  const setFilter = (name: string, value: string | null) => {
    // Rebuilt from the known filters, so a stale or mistyped one in the address goes.
    const next = new URLSearchParams(filters as Record<string, string>);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <section className="wob-console-page" aria-labelledby="reports-title">
      <div className="wob-console-page__head">
        <h1 id="reports-title" className="wob-console-page__title">
          {t('admin:moderation.reports.title')}
        </h1>
        {paged.extra !== undefined && (
          <p className="wob-mod-count" role="status">
            {t('admin:moderation.reports.openCount', { count: paged.extra })}
          </p>
        )}
      </div>
      <form
        className="wob-console-page__toolbar"
        aria-label={t('admin:moderation.reports.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        {FILTERS.map((filter) => (
          <Select
            key={filter.name}
            className="wob-mod-filter"
            label={t(`admin:moderation.reports.filter.${filter.name}`)}
            options={[
              {
                id: 'any',
                label: t(
                  filter.name === 'status'
                    ? 'admin:moderation.reports.filter.queue'
                    : 'admin:moderation.reports.filter.any',
                ),
              },
              ...filter.values.map((id: string) => ({
                id,
                label: t(`admin:moderation.${filter.copy}.${id}`),
              })),
            ]}
            selectedKey={(filters as Record<string, string>)[filter.name] ?? 'any'}
            onSelectionChange={(id) => setFilter(filter.name, id === 'any' ? null : id)}
          />
        ))}
        {filtered && (
          <Button type="button" variant="ghost" onClick={() => setParams({}, { replace: true })}>
            {t('admin:moderation.reports.filter.clear')}
          </Button>
        )}
      </form>

      <ConsoleLoad
        result={paged.list}
        onRetry={paged.reload}
        failedTitle={t('admin:moderation.reports.loadFailed')}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              icon={filtered ? <SearchX aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
              title={t(
                filtered
                  ? 'admin:moderation.reports.noneFiltered'
                  : 'admin:moderation.reports.none',
              )}
              text={t(
                filtered
                  ? 'admin:moderation.reports.noneFilteredText'
                  : 'admin:moderation.reports.noneText',
              )}
            />
          ) : (
            <>
              <ReportsTable reports={items} filtered={filtered} />
              <LoadMore paged={paged} />
            </>
          )
        }
      </ConsoleLoad>
    </section>
  );
}

/** The queue's rows: what was reported and why, by whom, about whom, how long ago, its status. */
function ReportsTable({ reports, filtered }: { reports: ReportSummary[]; filtered: boolean }) {
  const { t } = useAdminCopy();
  const { age, format } = useDates();
  return (
    <div className="wob-mod-scroll">
      <table className="wob-console-table wob-mod-cards wob-mod-cards--status wob-mod-reports">
        <caption className="wob-visually-hidden">
          {t(
            filtered
              ? 'admin:moderation.reports.captionFiltered'
              : 'admin:moderation.reports.caption',
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('admin:moderation.reports.columns.report')}</th>
            <th scope="col">{t('admin:moderation.reports.columns.reporter')}</th>
            <th scope="col">{t('admin:moderation.reports.columns.person')}</th>
            <th scope="col">{t('admin:moderation.reports.columns.age')}</th>
            <th scope="col">{t('admin:moderation.reports.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id}>
              <td>
                <p className="wob-mod-reports__what">
                  <span className="wob-mod-reports__kind">
                    {t(`admin:moderation.kinds.${report.kind}`)}
                  </span>
                  <span aria-hidden="true"> · </span>
                  {t(`admin:moderation.reasons.${report.reason}`)}
                </p>
                <Link to={`/admin/reports/${report.id}`} className="wob-mod-reports__link">
                  {report.excerpt || t('admin:moderation.reports.noExcerpt')}
                </Link>
              </td>
              <td data-label={t('admin:moderation.reports.columns.reporter')}>
                {report.reporter.name}
              </td>
              <td data-label={t('admin:moderation.reports.columns.person')}>
                {report.person.name}
              </td>
              <td data-label={t('admin:moderation.reports.columns.age')}>
                <time dateTime={report.createdAt} title={format(report.createdAt)}>
                  {age(report.createdAt)}
                </time>
              </td>
              <td>
                <StatusTag status={report.status} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const Component = ReportsPage;
