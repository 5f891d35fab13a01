import { type AdminView, endpoints } from '@wob/api';
import { Card, ErrorState, Spinner, usePageTitle as useDocumentTitle } from '@wob/ui';
import { useCallback, useEffect, useState } from 'react';
import { adminClient, useAdminCopy } from '../admin-kit';
import { useConsoleAdmin, useSessionEnded } from '../console-layout';
import { dateTimeText } from '../retention/retention-format';
import { StatusTag } from '../retention/status-tag';
import './admins.css';

// /admin/admins (administrators): everyone who can sign in to the console — e-mail, role,
// whether the authenticator app is set up, since when — and how new ones are made (on the
// server, `pnpm admin:create`; there is no form for it on purpose).

const A = 'admin:retention.admins';
const COMMAND = 'pnpm admin:create';

export function AdminsPage() {
  const { t, locale } = useAdminCopy();
  useDocumentTitle(t(`${A}.title`));
  const me = useConsoleAdmin();
  const sessionEnded = useSessionEnded();
  const [admins, setAdmins] = useState<AdminView[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    adminClient.call(endpoints.adminList, {}).then(
      (answer) => setAdmins(answer.data?.admins ?? []),
      (error: unknown) => {
        if (!sessionEnded(error)) setFailed(true);
      },
    );
    // sessionEnded navigates; it is a new function each render but does the same thing.
  }, []);

  useEffect(load, [load]);

  // The command reads as code wherever the copy puts it.
  const [before, after] = t(`${A}.createNote`).split(COMMAND);

  return (
    <div className="wob-console-page">
      <div className="wob-console-page__head">
        <h1 className="wob-console-page__title">{t(`${A}.title`)}</h1>
      </div>
      <p className="wob-admins__intro">{t(`${A}.intro`)}</p>
      {failed ? (
        <ErrorState message={t(`${A}.loadFailed`)} retryLabel={t(`${A}.retry`)} onRetry={load} />
      ) : !admins ? (
        <p className="wob-console__loading" role="status">
          <Spinner size="sm" /> {t(`${A}.loading`)}
        </p>
      ) : (
        <Card className="wob-admins__card">
          <div className="wob-admins__scroll">
            <table className="wob-console-table" aria-label={t(`${A}.tableLabel`)}>
              <thead>
                <tr>
                  <th scope="col">{t(`${A}.columns.email`)}</th>
                  <th scope="col">{t(`${A}.columns.role`)}</th>
                  <th scope="col">{t(`${A}.columns.twoFactor`)}</th>
                  <th scope="col">{t(`${A}.columns.created`)}</th>
                </tr>
              </thead>
              <tbody>
                {admins.map((admin) => (
                  <tr key={admin.id}>
                    <th scope="row" className="wob-admins__email">
                      {admin.email}
                      {admin.id === me.id ? (
                        <span className="wob-admins__you"> ({t(`${A}.you`)})</span>
                      ) : null}
                    </th>
                    <td>{t(`admin:home.roles.${admin.role}`)}</td>
                    <td>
                      <StatusTag tone={admin.twoFactor ? 'ok' : 'problem'}>
                        {admin.twoFactor ? t(`${A}.twoFactorSet`) : t(`${A}.twoFactorMissing`)}
                      </StatusTag>
                    </td>
                    <td>{dateTimeText(locale, admin.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
      <p className="wob-admins__note" role="note">
        {before}
        {after === undefined ? null : (
          <>
            <code className="wob-admins__command">{COMMAND}</code>
            {after}
          </>
        )}
      </p>
    </div>
  );
}

export const Component = AdminsPage;
