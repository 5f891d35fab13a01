import { endpoints, type JobRunView, type RetentionJobView } from '@wob/api';
import { Button, Card, toast, usePageTitle as useDocumentTitle } from '@wob/ui';
import { useId, useState } from 'react';
import { adminClient, useAdminCopy } from '../admin-kit';
import { useSessionEnded } from '../console-layout';
import { ConsoleLoad, useConsoleLoad } from '../console-load';
import { dateTimeText, durationText, intervalText, jobCopy, removedText } from './retention-format';
import { StatusTag } from './status-tag';
import './retention.css';

// /admin/retention (administrators): each scheduled job with its rule, its last run and the
// runs before it (when, how long, what it removed, how it ended), and a button that runs them
// all now (audit-logged by the server).

const R = 'admin:retention';

interface Loaded {
  jobs: RetentionJobView[];
  intervalMs: number;
}

function OutcomeBadge({ run }: { run: JobRunView }) {
  const { t } = useAdminCopy();
  return (
    <StatusTag tone={run.outcome === 'ok' ? 'ok' : 'problem'}>
      {t(`${R}.outcomes.${run.outcome}`)}
    </StatusTag>
  );
}

function JobCard({ job }: { job: RetentionJobView }) {
  const { t, locale } = useAdminCopy();
  const headingId = useId();
  const { title, rule } = jobCopy(t, job.name);
  const [last] = job.runs;
  return (
    <Card as="section" className="wob-retention-job" aria-labelledby={headingId}>
      <div className="wob-retention-job__head">
        <h3 className="wob-retention-job__title" id={headingId}>
          {title}
        </h3>
        {last ? <OutcomeBadge run={last} /> : null}
      </div>
      <p className="wob-retention-job__rule">{rule}</p>
      {last ? (
        <p className="wob-retention-job__last">
          {t(`${R}.lastRunAt`, {
            when: dateTimeText(locale, last.startedAt),
            duration: durationText(t, last.durationMs),
          })}
          {' · '}
          {removedText(t, last.removed)}
        </p>
      ) : (
        <p className="wob-retention-job__last">{t(`${R}.neverRun`)}</p>
      )}
      {last?.error ? (
        <p className="wob-retention-job__error" role="note">
          {last.error}
        </p>
      ) : null}
      {job.runs.length > 0 ? (
        <div className="wob-retention-job__scroll">
          <table className="wob-console-table">
            <caption className="wob-retention-job__caption">
              {t(`${R}.historyLabel`, { job: title })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t(`${R}.columns.started`)}</th>
                <th scope="col">{t(`${R}.columns.duration`)}</th>
                <th scope="col">{t(`${R}.columns.outcome`)}</th>
                <th scope="col">{t(`${R}.columns.removed`)}</th>
              </tr>
            </thead>
            <tbody>
              {job.runs.map((run) => (
                <tr key={`${run.startedAt}-${run.finishedAt}`}>
                  <td>{dateTimeText(locale, run.startedAt)}</td>
                  <td>{durationText(t, run.durationMs)}</td>
                  <td>
                    <OutcomeBadge run={run} />
                    {run.error ? (
                      <span className="wob-retention-job__run-error">{run.error}</span>
                    ) : null}
                  </td>
                  <td>{removedText(t, run.removed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}

/** A heading and its jobs' cards; nothing when there are none. */
function JobGroup({ title, jobs }: { title: string; jobs: RetentionJobView[] }) {
  if (jobs.length === 0) return null;
  return (
    <>
      <h2 className="wob-retention__group">{title}</h2>
      <div className="wob-retention__jobs">
        {jobs.map((job) => (
          <JobCard key={job.name} job={job} />
        ))}
      </div>
    </>
  );
}

export function RetentionPage() {
  const { t } = useAdminCopy();
  useDocumentTitle(t(`${R}.title`));
  const sessionEnded = useSessionEnded();
  const { result, reload, set } = useConsoleLoad(
    () =>
      adminClient
        .call(endpoints.adminRetentionJobs, {})
        .then((answer): Loaded => answer.data ?? { jobs: [], intervalMs: 0 }),
    'jobs',
  );
  const [running, setRunning] = useState(false);
  const loaded = result.state === 'ready' ? result.value : null;

  const runNow = async () => {
    setRunning(true);
    try {
      const answer = await adminClient.call(endpoints.adminRunRetention, {});
      if (answer.data) set(answer.data);
      toast.success(t(`${R}.runDone`), { source: 'retention-run' });
    } catch (error) {
      if (!sessionEnded(error)) toast.error(t(`${R}.runFailed`), { source: 'retention-run' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="wob-console-page">
      <div className="wob-console-page__head">
        <h1 className="wob-console-page__title">{t(`${R}.title`)}</h1>
        <Button type="button" isLoading={running} disabled={!loaded} onClick={runNow}>
          {t(`${R}.runNow`)}
        </Button>
      </div>
      {loaded ? (
        <p className="wob-retention__intro">
          {loaded.intervalMs > 0
            ? t(`${R}.intro`, { interval: intervalText(t, loaded.intervalMs) })
            : t(`${R}.introManual`)}
        </p>
      ) : null}
      <ConsoleLoad result={result} onRetry={reload} failedTitle={t(`${R}.loadFailed`)} rows={3}>
        {({ jobs }) => (
          <>
            <JobGroup title={t(`${R}.rulesHeading`)} jobs={jobs.filter((job) => job.retention)} />
            <JobGroup title={t(`${R}.otherHeading`)} jobs={jobs.filter((job) => !job.retention)} />
          </>
        )}
      </ConsoleLoad>
    </div>
  );
}

export const Component = RetentionPage;
