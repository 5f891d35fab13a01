import { type AdminPersonDetail, endpoints, isApiError, type PersonAction } from '@wob/api';
import { Avatar, Button, Card, toast, usePageTitle } from '@wob/ui';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminClient, useAdminCopy } from '../admin-kit';
import { useSessionEnded } from '../console-layout';
import { ConsoleLoad, useConsoleLoad } from '../console-load';
import { type ActionInput, ActionDialog, type DialogAction } from '../moderation/action-dialog';
import { ActionHistory, ReportList } from '../moderation/history';
import {
  failureText,
  focusAfterDialog,
  PersonStateTag,
  Tag,
  useDates,
} from '../moderation/moderation-kit';

// /admin/people/:personId: a member's profile facts and state, the reports about them and by
// them, the actions taken, and their sessions. Warn, suspend, ban, lift and signing out go
// through the same reason dialog as the report page.

type Pending =
  | { kind: 'person'; action: PersonAction }
  | { kind: 'signOut'; session?: string; device?: string };

export function PersonPage() {
  const { personId = '' } = useParams();
  const { t } = useAdminCopy();
  const { format, day } = useDates();
  const sessionEnded = useSessionEnded();
  usePageTitle(t('admin:moderation.person.title'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const { result, reload, set } = useConsoleLoad(async () => {
    const answer = await adminClient.call(endpoints.adminPerson, { id: personId });
    if (!answer.data) throw new Error('no person');
    return answer.data;
  }, personId);

  const confirm = async (input: ActionInput): Promise<string | null> => {
    if (!pending) return null;
    try {
      let detail: AdminPersonDetail | undefined;
      let message: string;
      if (pending.kind === 'person') {
        const answer = await adminClient.call(endpoints.adminActOnPerson, {
          id: personId,
          action: pending.action,
          ...input,
        });
        detail = answer.data;
        message = t(`admin:moderation.person.done.${pending.action}`);
      } else {
        const answer = await adminClient.call(endpoints.adminRevokeSessions, {
          id: personId,
          reason: input.reason,
          ...(pending.session ? { session: pending.session } : {}),
        });
        detail = answer.data;
        message = t(
          pending.session
            ? 'admin:moderation.person.done.signOut'
            : 'admin:moderation.person.done.signOutAll',
        );
      }
      if (detail) set(detail);
      toast.success(message, { source: 'moderation' });
      focusAfterDialog(headingRef);
      return null;
    } catch (error) {
      if (sessionEnded(error)) return null;
      if (isApiError(error) && error.fieldErrors.reason) return error.fieldErrors.reason;
      if (isApiError(error) && error.status === 409) reload();
      return failureText(error, t);
    }
  };

  const back = (
    <Link to="/admin/people" className="wob-mod-back">
      {t('admin:moderation.person.back')}
    </Link>
  );
  if (result.state !== 'ready') {
    return (
      <ConsoleLoad
        result={result}
        onRetry={reload}
        failedTitle={t('admin:moderation.person.loadFailed')}
        missing={{
          title: t('admin:moderation.person.notFound'),
          text: t('admin:moderation.person.notFoundText'),
        }}
        back={back}
        rows={4}
      />
    );
  }

  const { person, reportsAbout, reportsMade, actions, sessions } = result.value;
  const restricted = person.state === 'suspended' || person.state === 'banned';
  const available: PersonAction[] =
    person.state === 'deleted'
      ? []
      : person.state === 'banned'
        ? ['lift']
        : person.state === 'suspended'
          ? ['warn', 'suspend', 'ban', 'lift']
          : ['warn', 'suspend', 'ban'];
  const dialogAction: DialogAction | null = !pending
    ? null
    : pending.kind === 'person'
      ? pending.action
      : pending.session
        ? 'signOut'
        : 'signOutAll';
  const facts: [string, string][] = [
    [t('admin:moderation.person.email'), person.email],
    [t('admin:moderation.person.place'), [person.city, person.country].filter(Boolean).join(', ')],
    [t('admin:moderation.person.joined'), day(person.createdAt)],
    [t('admin:moderation.person.lastActive'), format(person.lastActiveAt)],
    [
      t('admin:moderation.person.premium'),
      t(person.premium ? 'admin:moderation.person.yes' : 'admin:moderation.person.no'),
    ],
  ];
  if (person.bannedAt) facts.push([t('admin:moderation.person.bannedAt'), format(person.bannedAt)]);

  return (
    <section className="wob-console-page" aria-labelledby="person-title">
      {back}
      <div className="wob-mod-profile">
        <Avatar name={person.name} src={person.pictureUrl ?? undefined} size="lg" />
        <div>
          <h1 id="person-title" className="wob-console-page__title" ref={headingRef} tabIndex={-1}>
            {person.name}
          </h1>
          <PersonStateTag person={person} t={t} showActive />
        </div>
      </div>

      <Card as="section" padding="md" className="wob-mod-card" aria-labelledby="person-actions">
        <h2 id="person-actions" className="wob-mod-card__title">
          {t('admin:moderation.person.actionsTitle')}
        </h2>
        {available.length === 0 ? (
          <p className="wob-mod-muted">{t('admin:moderation.person.noActions')}</p>
        ) : (
          <div className="wob-mod-actions">
            {available.map((action) => (
              <Button
                key={action}
                type="button"
                variant={action === 'ban' ? 'danger' : 'secondary'}
                onClick={() => setPending({ kind: 'person', action })}
              >
                {t(
                  action === 'lift'
                    ? `admin:moderation.actions.lift.${person.state === 'banned' ? 'ban' : 'suspension'}`
                    : `admin:moderation.actions.${action}`,
                )}
              </Button>
            ))}
          </div>
        )}
        {restricted && <p className="wob-mod-muted">{t('admin:moderation.person.liftHint')}</p>}
      </Card>

      <div className="wob-mod-columns">
        <div className="wob-mod-stack">
          <Card as="section" padding="md" className="wob-mod-card" aria-labelledby="profile">
            <h2 id="profile" className="wob-mod-card__title">
              {t('admin:moderation.person.profile')}
            </h2>
            <dl className="wob-mod-facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd className="wob-mod-break">{value || '—'}</dd>
                </div>
              ))}
            </dl>
            <h3 className="wob-mod-card__subtitle">{t('admin:moderation.person.about')}</h3>
            <p className="wob-mod-prewrap">
              {person.about || (
                <span className="wob-mod-muted">{t('admin:moderation.person.noAbout')}</span>
              )}
            </p>
          </Card>
          <ReportList
            reports={reportsAbout}
            title={t('admin:moderation.person.reportsAbout')}
            empty={t('admin:moderation.person.noReportsAbout')}
            show="reporter"
            t={t}
          />
          <ReportList
            reports={reportsMade}
            title={t('admin:moderation.person.reportsMade')}
            empty={t('admin:moderation.person.noReportsMade')}
            t={t}
          />
        </div>
        <div className="wob-mod-stack">
          <Card as="section" padding="md" className="wob-mod-card" aria-labelledby="sessions">
            <div className="wob-mod-card__head">
              <h2 id="sessions" className="wob-mod-card__title">
                {t('admin:moderation.person.sessions')}
              </h2>
              {sessions.length > 0 && (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => setPending({ kind: 'signOut' })}
                >
                  {t('admin:moderation.person.signOutAll')}
                </Button>
              )}
            </div>
            {sessions.length === 0 ? (
              <p className="wob-mod-muted">{t('admin:moderation.person.noSessions')}</p>
            ) : (
              <ul className="wob-mod-history">
                {sessions.map((session) => (
                  <li key={session.id} className="wob-mod-session">
                    <div>
                      <p className="wob-mod-session__device">
                        {session.device || t('admin:moderation.person.unknownDevice')}
                      </p>
                      <p className="wob-mod-muted">
                        {t('admin:moderation.person.sessionTimes', {
                          created: format(session.createdAt),
                          used: format(session.lastUsedAt),
                        })}
                      </p>
                    </div>
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      aria-label={t('admin:moderation.person.signOutLabel', {
                        device: session.device || t('admin:moderation.person.unknownDevice'),
                      })}
                      onClick={() =>
                        setPending({ kind: 'signOut', session: session.id, device: session.device })
                      }
                    >
                      {t('admin:moderation.person.signOut')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <ActionHistory actions={actions} t={t} />
          {person.state === 'deleted' && (
            <Tag tone="neutral">{t('admin:moderation.person.deletedNote')}</Tag>
          )}
        </div>
      </div>

      <ActionDialog
        action={dialogAction}
        name={person.name}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </section>
  );
}

export const Component = PersonPage;
