import { type AdminPersonRef, endpoints } from '@wob/api';
import { Button, EmptyState, ErrorState, TextField, usePageTitle } from '@wob/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminClient, useAdminCopy } from '../admin-kit';
import { PersonStateTag, useLoaded } from '../moderation/moderation-kit';
import { ListSkeleton } from '../reports/reports-page';

// /admin/people: finds members by name or e-mail (two characters at least; deleted members
// too). The search is in the address (?q=), so going back to it shows the same list.

export function PeoplePage() {
  const { t } = useAdminCopy();
  usePageTitle(t('admin:moderation.people.title'));
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(query);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = text.trim();
    if (wanted.length < 2) {
      setError(t('admin:moderation.people.tooShort'));
      return;
    }
    setError(undefined);
    setParams({ q: wanted }, { replace: true });
  };

  return (
    <section className="wob-console-page" aria-labelledby="people-title">
      <div className="wob-console-page__head">
        <h1 id="people-title" className="wob-console-page__title">
          {t('admin:moderation.people.title')}
        </h1>
      </div>
      <search>
        <form className="wob-console-page__toolbar wob-mod-toolbar" noValidate onSubmit={submit}>
          <TextField
            className="wob-mod-search"
            label={t('admin:moderation.people.search')}
            description={t('admin:moderation.people.searchHint')}
            type="search"
            value={text}
            onChange={(value) => {
              setText(value);
              setError(undefined);
            }}
            errorMessage={error}
          />
          <Button type="submit">{t('admin:moderation.people.submit')}</Button>
        </form>
      </search>
      {query.length >= 2 ? (
        <Results query={query} />
      ) : (
        <p className="wob-mod-muted">{t('admin:moderation.people.start')}</p>
      )}
    </section>
  );
}

function Results({ query }: { query: string }) {
  const { t } = useAdminCopy();
  const { result, reload } = useLoaded(async () => {
    const answer = await adminClient.call(endpoints.adminPeople, { query });
    return answer.data?.people ?? [];
  }, query);

  if (result.state === 'loading')
    return <ListSkeleton label={t('admin:moderation.common.loading')} rows={3} />;
  if (result.state === 'failed')
    return (
      <ErrorState
        title={t('admin:moderation.people.loadFailed')}
        message={result.message}
        retryLabel={t('admin:moderation.common.retry')}
        onRetry={reload}
      />
    );
  if (result.value.length === 0)
    return (
      <EmptyState
        title={t('admin:moderation.people.none', { query })}
        text={t('admin:moderation.people.noneText')}
      />
    );
  return (
    <PeopleTable people={result.value} caption={t('admin:moderation.people.caption', { query })} />
  );
}

function PeopleTable({ people, caption }: { people: AdminPersonRef[]; caption: string }) {
  const { t } = useAdminCopy();
  return (
    <div className="wob-mod-scroll">
      <table className="wob-console-table">
        <caption className="wob-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin:moderation.people.columns.name')}</th>
            <th scope="col">{t('admin:moderation.people.columns.email')}</th>
            <th scope="col">{t('admin:moderation.people.columns.state')}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id}>
              <td>
                <Link to={`/admin/people/${person.id}`}>{person.name}</Link>
              </td>
              <td className="wob-mod-break">{person.email}</td>
              <td>
                <PersonStateTag person={person} t={t} showActive />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const Component = PeoplePage;
