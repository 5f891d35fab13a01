import { type AdminOperator, endpoints } from '@wob/api';
import { Button, TextField, usePageTitle as useDocumentTitle } from '@wob/ui';
import { checkForm, OperatorDetailsSchema } from '@wob/validation';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { adminClient, useAdminCopy } from '../admin-kit';
import { ConsoleLoad, useConsoleLoad } from '../console-load';
import { formatDate, messageOf, type Translate, useChange } from './content-kit';
import './content.css';

// /admin/content/operator (administrators): the company behind Woble as the landing page and
// the legal texts show it. Saved here, the details replace the server's WOB_OPERATOR_* settings.

interface Values {
  company: string;
  cvr: string;
  address: string;
  email: string;
  social: { key: number; network: string; url: string }[];
}

let nextKey = 0;
const withKeys = (social: { network: string; url: string }[]) =>
  social.map((link) => ({ ...link, key: nextKey++ }));

function valuesOf(operator: AdminOperator): Values {
  const { company, cvr, address, email, social } = operator.effective;
  return { company, cvr, address, email, social: withKeys(social) };
}

function OperatorForm({
  t,
  operator,
  onSaved,
}: {
  t: Translate;
  operator: AdminOperator;
  onSaved: (operator: AdminOperator) => void;
}) {
  const change = useChange();
  const [values, setValues] = useState<Values>(() => valuesOf(operator));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => setValues(valuesOf(operator)), [operator]);

  const set = (field: 'company' | 'cvr' | 'address' | 'email') => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setLink = (index: number, part: 'network' | 'url') => (value: string) => {
    setValues((current) => ({
      ...current,
      social: current.social.map((link, i) => (i === index ? { ...link, [part]: value } : link)),
    }));
    setErrors((current) => ({ ...current, [`social.${index}.${part}`]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = {
      ...values,
      social: values.social.map(({ network, url }) => ({ network, url })),
    };
    const parsed = checkForm(OperatorDetailsSchema, payload);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setBusy(true);
    const saved = await change(
      () => adminClient.call(endpoints.adminUpdateOperator, parsed.output),
      { onFieldErrors: setErrors },
    );
    setBusy(false);
    if (saved) onSaved(saved);
  };

  const error = (key: string) => messageOf(t, errors[key]);

  return (
    <form className="wob-content__panel" noValidate onSubmit={submit}>
      <TextField
        label={t('admin:content.operator.company')}
        value={values.company}
        onChange={set('company')}
        errorMessage={error('company')}
        autoComplete="organization"
        isRequired
      />
      <div className="wob-content__row">
        <TextField
          label={t('admin:content.operator.cvr')}
          description={t('admin:content.operator.cvrHint')}
          value={values.cvr}
          onChange={set('cvr')}
          errorMessage={error('cvr')}
          inputMode="numeric"
          isRequired
        />
        <TextField
          label={t('admin:content.operator.email')}
          type="email"
          value={values.email}
          onChange={set('email')}
          errorMessage={error('email')}
          isRequired
        />
      </div>
      <TextField
        label={t('admin:content.operator.address')}
        value={values.address}
        onChange={set('address')}
        errorMessage={error('address')}
        autoComplete="street-address"
        isRequired
      />
      <fieldset className="wob-content__form">
        <legend className="wob-content__legend">{t('admin:content.operator.social')}</legend>
        <p className="wob-content__secondary">{t('admin:content.operator.socialHint')}</p>
        {values.social.length === 0 && (
          <p className="wob-content__secondary">{t('admin:content.operator.noSocial')}</p>
        )}
        {values.social.map((link, index) => (
          <fieldset key={link.key} className="wob-content__social">
            <legend className="wob-visually-hidden">
              {t('admin:content.operator.socialNumber', { number: index + 1 })}
            </legend>
            <TextField
              label={t('admin:content.operator.network')}
              value={link.network}
              onChange={setLink(index, 'network')}
              errorMessage={error(`social.${index}.network`)}
            />
            <TextField
              label={t('admin:content.operator.link')}
              type="url"
              value={link.url}
              onChange={setLink(index, 'url')}
              errorMessage={error(`social.${index}.url`)}
            />
            <Button
              variant="ghost"
              aria-label={t('admin:content.operator.removeSocial', { number: index + 1 })}
              icon={<Trash2 size={16} />}
              onClick={() =>
                setValues((current) => ({
                  ...current,
                  social: current.social.filter((_, i) => i !== index),
                }))
              }
            />
          </fieldset>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus size={16} />}
            onClick={() =>
              setValues((current) => ({
                ...current,
                social: [...current.social, { key: nextKey++, network: '', url: '' }],
              }))
            }
          >
            {t('admin:content.operator.addSocial')}
          </Button>
        </div>
        {error('social') && (
          <p className="wob-content__error" role="alert">
            {error('social')}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" isLoading={busy}>
          {t('admin:content.common.save')}
        </Button>
      </div>
    </form>
  );
}

export function OperatorPage() {
  const { t, locale } = useAdminCopy();
  useDocumentTitle(t('admin:content.operator.title'));
  const { result, reload, set } = useConsoleLoad(async () => {
    const answer = await adminClient.call(endpoints.adminOperator, {});
    if (!answer.data) throw new Error('no operator details');
    return answer.data;
  }, 'operator');
  return (
    <section className="wob-console-page" aria-labelledby="wob-operator-title">
      <div className="wob-console-page__head">
        <h1 id="wob-operator-title" className="wob-console-page__title">
          {t('admin:content.operator.title')}
        </h1>
      </div>
      <p className="wob-content__intro">{t('admin:content.operator.intro')}</p>
      <ConsoleLoad
        result={result}
        onRetry={reload}
        failedTitle={t('admin:content.operator.loadError')}
        rows={3}
      >
        {(operator) => (
          <>
            <p className="wob-content__note" role="status">
              {operator.source === 'console'
                ? t('admin:content.operator.sourceConsole', {
                    email: operator.updatedBy ?? '',
                    date: operator.updatedAt ? formatDate(locale, operator.updatedAt) : '',
                  })
                : t('admin:content.operator.sourceSettings')}
            </p>
            {operator.placeholders && (
              <p className="wob-content__note wob-content__note--warning">
                {t('admin:content.operator.placeholders')}
              </p>
            )}
            <OperatorForm t={t} operator={operator} onSaved={set} />
          </>
        )}
      </ConsoleLoad>
    </section>
  );
}

export const Component = OperatorPage;
