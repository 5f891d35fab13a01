import { endpoints } from '@wob/api';
import { Card, usePageTitle as useDocumentTitle } from '@wob/ui';
import { adminClient, useAdminCopy } from '../admin-kit';
import { useConsoleAdmin } from '../console-layout';
import { ConsoleLoad, useConsoleLoad } from '../console-load';
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
  const { result, reload } = useConsoleLoad(
    () => adminClient.call(endpoints.adminList, {}).then((answer) => answer.data?.admins ?? []),
    'admins',
  );

  // The command reads as code wherever the copy puts it.
  const [before, after] = t(`${A}.createNote`).split(COMMAND);

  return (
    <div className="wob-console-page">
      <div className="wob-console-page__head">
        <h1 className="wob-console-page__title">{t(`${A}.title`)}</h1>
      </div>
      <p className="wob-admins__intro">{t(`${A}.intro`)}</p>
      <ConsoleLoad result={result} onRetry={reload} failedTitle={t(`${A}.loadFailed`)} rows={3}>
        {(admins) => (
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
      </ConsoleLoad>
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
