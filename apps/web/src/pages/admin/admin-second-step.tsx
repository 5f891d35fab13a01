import type { AdminView } from '@wob/api';
import { endpoints, isApiError } from '@wob/api';
import { Button, TextField } from '@wob/ui';
import { AdminCodeSchema, checkForm } from '@wob/validation';
import { type FormEvent, useState } from 'react';
import type { Translate } from '../../shell/copy';
import { adminClient } from './admin-kit';
import { QrCode } from './qr-code';

export interface AdminChallenge {
  challenge: string;
  step: 'setup' | 'code';
  setup?: { secret: string; otpauthUri: string; recoveryCodes: string[] };
}

interface SecondStepProps {
  challenge: AdminChallenge;
  t: Translate;
  onSignedIn: (token: string, admin: AdminView) => void;
  onStartOver: () => void;
}

/**
 * The sign-in's second step: on the first sign-in the authenticator's set-up (QR code, the
 * key as text, the recovery codes shown this once), otherwise the code.
 */
export function AdminSecondStep({ challenge, t, onSignedIn, onStartOver }: SecondStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setup = challenge.step === 'setup' ? challenge.setup : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = checkForm(AdminCodeSchema, { challenge: challenge.challenge, code });
    if (!parsed.ok) {
      setError(parsed.errors.code ?? parsed.errors.challenge);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await adminClient.call(endpoints.adminVerify, parsed.output);
      if (answer.token && answer.data) onSignedIn(answer.token, answer.data.admin);
    } catch (caught) {
      if (isApiError(caught) && caught.fieldErrors.code) setError(caught.fieldErrors.code);
      else if (isApiError(caught) && caught.serverMessage) setFailure(caught.serverMessage);
      else setFailure(t('shell:adminLogin.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1 id="admin-login-title" className="wob-admin-login__title">
        {t(setup ? 'admin:setup.title' : 'admin:code.title')}
      </h1>
      <p className="wob-admin-login__intro">
        {t(setup ? 'admin:setup.intro' : 'admin:code.intro')}
      </p>
      {setup && <SetupDetails setup={setup} t={t} />}
      <form className="wob-admin-login__form" noValidate onSubmit={submit}>
        <TextField
          label={t(setup ? 'admin:setup.codeLabel' : 'admin:code.codeLabel')}
          name="code"
          autoComplete="one-time-code"
          inputMode={setup ? 'numeric' : 'text'}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          errorMessage={error ? t(error) : undefined}
          isRequired
          autoFocus
        />
        {failure && (
          <p className="wob-admin-login__failure" role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" isLoading={busy}>
          {t(setup ? 'admin:setup.submit' : 'admin:code.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onStartOver}>
          {t('admin:code.startOver')}
        </Button>
      </form>
    </>
  );
}

function SetupDetails({ setup, t }: { setup: NonNullable<AdminChallenge['setup']>; t: Translate }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.recoveryCodes.join('\n'));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <div className="wob-admin-login__setup">
      <QrCode value={setup.otpauthUri} label={t('admin:setup.qrLabel')} />
      <p className="wob-admin-login__key-label">
        {t('admin:setup.keyLabel')}
        <code className="wob-admin-login__key">{setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
      </p>
      <h2 className="wob-admin-login__subtitle" id="admin-recovery-title">
        {t('admin:setup.recoveryTitle')}
      </h2>
      <p className="wob-admin-login__intro">{t('admin:setup.recoveryIntro')}</p>
      <ul className="wob-admin-login__codes" aria-labelledby="admin-recovery-title">
        {setup.recoveryCodes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button type="button" variant="secondary" onClick={copy}>
        {t('admin:setup.copyCodes')}
      </Button>
      <p className="wob-admin-login__status" role="status">
        {copyState === 'copied'
          ? t('admin:setup.copied')
          : copyState === 'failed'
            ? t('admin:setup.copyFailed')
            : ''}
      </p>
    </div>
  );
}
