import { endpoints, isApiError, type ReportAction, type ReportDetail } from '@wob/api';
import { Button, Card, toast, usePageTitle } from '@wob/ui';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminClient, useAdminCopy } from '../admin-kit';
import { useSessionEnded } from '../console-layout';
import { ConsoleLoad, useConsoleLoad } from '../console-load';
import { type ActionInput, ActionDialog } from '../moderation/action-dialog';
import { ActionHistory, PersonFacts, ReportList } from '../moderation/history';
import {
  failureText,
  focusAfterDialog,
  StatusTag,
  Tag,
  useDates,
} from '../moderation/moderation-kit';
import { useOpenReports } from '../open-reports';

// /admin/reports/:reportId: one report as it was when made (the snapshot), both people, the
// history on the reported person, and the actions. Every action asks a reason in the shared
// dialog; a report someone else handled meanwhile (409) is shown as it is now.

const HANDLED = new Set(['actioned', 'dismissed']);

export function ReportPage() {
  const { reportId = '' } = useParams();
  const { t } = useAdminCopy();
  const { format } = useDates();
  const sessionEnded = useSessionEnded();
  const openReports = useOpenReports();
  usePageTitle(t('admin:moderation.report.title'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [action, setAction] = useState<ReportAction | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { result, reload, set } = useConsoleLoad(async () => {
    const answer = await adminClient.call(endpoints.adminReport, { id: reportId });
    if (!answer.data) throw new Error('no report');
    return answer.data.report;
  }, reportId);

  const done = (report: ReportDetail, message: string, fromDialog: boolean) => {
    set(report);
    // Reviewed or handled: it is no longer open, and the navigation's badge says so.
    openReports.refresh();
    toast.success(message, { source: 'moderation' });
    if (fromDialog) focusAfterDialog(headingRef);
    else headingRef.current?.focus();
  };

  const startReview = async () => {
    setReviewing(true);
    setNotice(null);
    try {
      const answer = await adminClient.call(endpoints.adminReviewReport, { id: reportId });
      if (answer.data) done(answer.data.report, t('admin:moderation.report.reviewStarted'), false);
    } catch (error) {
      if (!sessionEnded(error)) toast.error(failureText(error, t), { source: 'moderation' });
    } finally {
      setReviewing(false);
    }
  };

  const act = async (input: ActionInput): Promise<string | null> => {
    if (!action) return null;
    setNotice(null);
    try {
      const answer = await adminClient.call(endpoints.adminActOnReport, {
        id: reportId,
        action,
        ...input,
      });
      if (answer.data) done(answer.data.report, t(`admin:moderation.report.done.${action}`), true);
      return null;
    } catch (error) {
      if (sessionEnded(error)) return null;
      if (isApiError(error) && error.status === 409) {
        // Handled by someone else meanwhile: close, say so, and show the report as it is now.
        setNotice(t('admin:moderation.report.alreadyHandled'));
        reload();
        openReports.refresh();
        return null;
      }
      if (isApiError(error) && error.fieldErrors.reason) return error.fieldErrors.reason;
      return failureText(error, t);
    }
  };

  const back = (
    <Link to="/admin/reports" className="wob-mod-back">
      {t('admin:moderation.report.back')}
    </Link>
  );

  if (result.state !== 'ready') {
    return (
      <ConsoleLoad
        result={result}
        onRetry={reload}
        failedTitle={t('admin:moderation.report.loadFailed')}
        missing={{
          title: t('admin:moderation.report.notFound'),
          text: t('admin:moderation.report.notFoundText'),
        }}
        back={back}
        rows={4}
      />
    );
  }

  const report = result.value;
  const handled = HANDLED.has(report.status);
  const actions = (['dismiss', 'warn', 'remove', 'suspend', 'ban'] as const).filter(
    (one) => one !== 'remove' || (report.kind !== 'wobler' && !report.contentGone),
  );

  return (
    <section className="wob-console-page" aria-labelledby="report-title">
      {back}
      <div className="wob-console-page__head">
        <h1 id="report-title" className="wob-console-page__title" ref={headingRef} tabIndex={-1}>
          {t('admin:moderation.report.heading', {
            kind: t(`admin:moderation.kinds.${report.kind}`),
            name: report.person.name,
          })}
        </h1>
        <StatusTag status={report.status} t={t} />
      </div>
      <p className="wob-mod-muted">
        {t('admin:moderation.report.madeAt', { date: format(report.createdAt) })}
        {report.updatedAt !== report.createdAt &&
          ` · ${t('admin:moderation.report.updatedAt', { date: format(report.updatedAt) })}`}
      </p>
      {notice && (
        <p className="wob-mod-notice" role="alert">
          {notice}
        </p>
      )}

      <Card as="section" padding="md" className="wob-mod-card" aria-labelledby="report-actions">
        <h2 id="report-actions" className="wob-mod-card__title">
          {t('admin:moderation.report.actionsTitle')}
        </h2>
        {handled ? (
          <p className="wob-mod-muted">{t('admin:moderation.report.handled')}</p>
        ) : (
          <div className="wob-mod-actions">
            {report.status === 'open' && (
              <Button type="button" variant="secondary" isLoading={reviewing} onClick={startReview}>
                {t('admin:moderation.report.startReview')}
              </Button>
            )}
            {actions.map((one) => (
              <Button
                key={one}
                type="button"
                variant={one === 'ban' ? 'danger' : 'secondary'}
                onClick={() => setAction(one)}
              >
                {t(`admin:moderation.actions.${one}`)}
              </Button>
            ))}
          </div>
        )}
      </Card>

      <div className="wob-mod-columns">
        <div className="wob-mod-stack">
          <Card as="section" padding="md" className="wob-mod-card" aria-labelledby="snapshot">
            <div className="wob-mod-card__head">
              <h2 id="snapshot" className="wob-mod-card__title">
                {t('admin:moderation.report.snapshot')}
              </h2>
              {report.contentGone ? (
                <Tag tone="neutral">{t('admin:moderation.report.contentGone')}</Tag>
              ) : (
                <Tag tone="accent">{t('admin:moderation.report.contentThere')}</Tag>
              )}
            </div>
            <p className="wob-mod-muted">{report.snapshot.context}</p>
            {report.snapshot.text ? (
              <blockquote className="wob-mod-snapshot">{report.snapshot.text}</blockquote>
            ) : (
              <p className="wob-mod-muted">{t('admin:moderation.report.noText')}</p>
            )}
            {report.snapshot.imageUrls.length > 0 && (
              <ul className="wob-mod-pictures">
                {report.snapshot.imageUrls.map((url, index) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noreferrer">
                      <img
                        src={url}
                        alt={t('admin:moderation.report.picture', {
                          number: index + 1,
                          count: report.snapshot.imageUrls.length,
                        })}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <h3 className="wob-mod-card__subtitle">{t('admin:moderation.report.reason')}</h3>
            <p>{t(`admin:moderation.reasons.${report.reason}`)}</p>
            <h3 className="wob-mod-card__subtitle">{t('admin:moderation.report.details')}</h3>
            <p className="wob-mod-prewrap">
              {report.details || (
                <span className="wob-mod-muted">{t('admin:moderation.report.noDetails')}</span>
              )}
            </p>
          </Card>
          <ActionHistory actions={report.actions} t={t} />
        </div>
        <div className="wob-mod-stack">
          <Card as="section" padding="md" className="wob-mod-card" aria-labelledby="people">
            <h2 id="people" className="wob-mod-card__title">
              {t('admin:moderation.report.people')}
            </h2>
            <PersonFacts
              person={report.subjectPerson}
              role={t('admin:moderation.report.person')}
              t={t}
            />
            <PersonFacts
              person={report.reporterPerson}
              role={t('admin:moderation.report.reporter')}
              t={t}
            />
          </Card>
          <ReportList
            reports={report.earlierReports}
            title={t('admin:moderation.report.earlier')}
            empty={t('admin:moderation.report.noEarlier')}
            show="reporter"
            t={t}
          />
        </div>
      </div>

      <ActionDialog
        action={action}
        name={report.person.name}
        onClose={() => setAction(null)}
        onConfirm={act}
      />
    </section>
  );
}

export const Component = ReportPage;
