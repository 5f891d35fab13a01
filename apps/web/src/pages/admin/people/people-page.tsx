import { type AdminPersonRef, endpoints } from '@wob/api';
import { Button, EmptyState, TextField, usePageTitle } from '@wob/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminClient, useAdminCopy } from '../admin-kit';
import { ConsoleLoad, useConsoleLoad } from '../console-load';
import { PersonStateTag } from '../moderation/moderation-kit';

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
  const { result, reload } = useConsoleLoad(async () => {
    const answer = await adminClient.call(endpoints.adminPeople, { query });
    return answer.data?.people ?? [];
  }, query);
  return (
    <ConsoleLoad
      result={result}
      onRetry={reload}
      failedTitle={t('admin:moderation.people.loadFailed')}
      rows={3}
    >
      {(people) =>
        people.length === 0 ? (
          <EmptyState
            title={t('admin:moderation.people.none', { query })}
            text={t('admin:moderation.people.noneText')}
          />
        ) : (
          <PeopleTable people={people} caption={t('admin:moderation.people.caption', { query })} />
        )
      }
    </ConsoleLoad>
  );
}

function PeopleTable({ people, caption }: { people: AdminPersonRef[]; caption: string }) {
  const { t } = useAdminCopy();
  return (
    <div className="wob-mod-scroll">
      <table className="wob-console-table wob-mod-cards wob-mod-cards--status">
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
              <td className="wob-mod-break" data-label={t('admin:moderation.people.columns.email')}>
                {person.email}
              </td>
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
