import type { AdminPersonRef, ModerationActionView, ReportSummary } from '@wob/api';
import { Card } from '@wob/ui';
import { Link } from 'react-router';
import type { Translate } from '../../../shell/copy';
import { PersonStateTag, StatusTag, Tag, useDates } from './moderation-kit';

// Lists the report page and the person page both show: reports (about or by someone), the
// actions taken on a person, and a person's card with a link to their page.

export function ReportList({
  reports,
  title,
  empty,
  t,
  show = 'person',
}: {
  reports: readonly ReportSummary[];
  title: string;
  empty: string;
  t: Translate;
  /** Which side of each report to name: who was reported, or who reported. */
  show?: 'person' | 'reporter';
}) {
  const { format } = useDates();
  return (
    <Card as="section" padding="md" className="wob-mod-card" aria-label={title}>
      <h2 className="wob-mod-card__title">{title}</h2>
      {reports.length === 0 ? (
        <p className="wob-mod-muted">{empty}</p>
      ) : (
        <ul className="wob-mod-history">
          {reports.map((report) => (
            <li key={report.id}>
              <div className="wob-mod-history__line">
                <Link to={`/admin/reports/${report.id}`}>
                  {t(`admin:moderation.kinds.${report.kind}`)} ·{' '}
                  {t(`admin:moderation.reasons.${report.reason}`)}
                </Link>
                <StatusTag status={report.status} t={t} />
              </div>
              <p className="wob-mod-muted">
                <time dateTime={report.createdAt}>{format(report.createdAt)}</time> ·{' '}
                {show === 'person'
                  ? t('admin:moderation.report.about', { name: report.person.name })
                  : t('admin:moderation.report.by', { name: report.reporter.name })}
              </p>
              {report.excerpt && <p className="wob-mod-history__excerpt">{report.excerpt}</p>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function ActionHistory({
  actions,
  t,
}: {
  actions: readonly ModerationActionView[];
  t: Translate;
}) {
  const { format } = useDates();
  const title = t('admin:moderation.history.title');
  return (
    <Card as="section" padding="md" className="wob-mod-card" aria-label={title}>
      <h2 className="wob-mod-card__title">{title}</h2>
      {actions.length === 0 ? (
        <p className="wob-mod-muted">{t('admin:moderation.history.none')}</p>
      ) : (
        <ul className="wob-mod-history">
          {actions.map((action) => (
            <li key={action.id}>
              <div className="wob-mod-history__line wob-mod-history__line--start">
                <Tag
                  tone={
                    action.action === 'ban' || action.action === 'suspend' ? 'danger' : 'neutral'
                  }
                >
                  {t(`admin:moderation.history.actions.${action.action}`)}
                </Tag>
                {action.until && (
                  <span className="wob-mod-muted">
                    {t('admin:moderation.history.until', { date: format(action.until) })}
                  </span>
                )}
              </div>
              <p className="wob-mod-history__excerpt">{action.reason}</p>
              <p className="wob-mod-muted">
                <time dateTime={action.createdAt}>{format(action.createdAt)}</time> ·{' '}
                {action.admin.email}
                {action.reportId && (
                  <>
                    {' · '}
                    <Link to={`/admin/reports/${action.reportId}`}>
                      {t('admin:moderation.history.report')}
                    </Link>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A person in a report: name linking to their page, e-mail, state. */
export function PersonFacts({
  person,
  role,
  t,
}: {
  person: AdminPersonRef;
  role: string;
  t: Translate;
}) {
  return (
    <div className="wob-mod-person">
      <p className="wob-mod-person__role">{role}</p>
      <p className="wob-mod-person__name">
        <Link to={`/admin/people/${person.id}`}>{person.name}</Link>
      </p>
      <p className="wob-mod-muted wob-mod-person__email">{person.email}</p>
      <PersonStateTag person={person} t={t} showActive />
    </div>
  );
}
