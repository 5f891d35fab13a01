import type { DataExportView } from '@wob/api';
import { Button, buttonClassName, Card, Skeleton, Spinner } from '@wob/ui';
import { Download } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSessionStore } from '../store/session-context';

/** How often the section asks again while the server prepares the ZIP. */
const PREPARING_POLL_MS = 5_000;
/** A ready export's download link is signed for an hour: fetch a fresh one well before. */
const READY_REFRESH_MS = 30 * 60_000;

function formatDate(iso: string | undefined, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));
}

function formatSize(bytes: number | undefined, language: string): string {
  const value = bytes ?? 0;
  const mega = value >= 1_000_000;
  return new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mega ? value / 1_000_000 : Math.max(1, value / 1_000));
}

/**
 * "Download my data" in /settings: start an export, follow it while it is prepared, download
 * it while it is valid (7 days), and see when it expired or failed. `#data-export` (the link of
 * the e-mail and the bell) brings the section into view.
 */
export function DataExportSection() {
  const { t, i18n } = useTranslation();
  const current = useSessionStore((state) => state.dataExport);
  const refresh = useSessionStore((state) => state.refreshDataExport);
  const start = useSessionStore((state) => state.startDataExport);
  const [loadFailed, setLoadFailed] = useState(false);
  const [starting, setStarting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();

  const load = useCallback(async () => {
    const result = await refresh();
    setLoadFailed(!result.ok);
  }, [refresh]);

  // Fetched when the settings open; the timers below follow the state.
  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (hash !== '#data-export') return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [hash]);

  const status = current?.status;
  useEffect(() => {
    if (status !== 'preparing' && status !== 'ready') return;
    const timer = setInterval(
      () => void refresh(),
      status === 'preparing' ? PREPARING_POLL_MS : READY_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [status, refresh]);

  const onStart = async () => {
    setStarting(true);
    await start();
    setStarting(false);
  };

  return (
    <Card
      as="section"
      id="data-export"
      className="wob-account-section wob-data-export"
      aria-labelledby="settings-data-export"
    >
      <h2
        id="settings-data-export"
        ref={heading}
        tabIndex={-1}
        className="wob-account-section__title"
      >
        {t('settings:dataExport.title')}
      </h2>
      <p className="wob-muted">{t('settings:dataExport.intro')}</p>
      <div aria-live="polite" className="wob-data-export__state">
        {current === undefined ? (
          loadFailed ? (
            <StateBlock text={t('settings:dataExport.loadError')}>
              <Button variant="secondary" onClick={() => void load()}>
                {t('settings:dataExport.retry')}
              </Button>
            </StateBlock>
          ) : (
            <Skeleton lines={2} />
          )
        ) : (
          <ExportState
            view={current}
            starting={starting}
            onStart={() => void onStart()}
            language={i18n.language}
          />
        )}
      </div>
    </Card>
  );
}

function StateBlock({
  title,
  text,
  tone,
  children,
}: {
  title?: string;
  text: string;
  tone?: 'busy' | 'ready' | 'problem';
  children?: ReactNode;
}) {
  return (
    <div className="wob-data-export__block" data-tone={tone}>
      {title && (
        <h3 className="wob-data-export__title">
          {tone === 'busy' && <Spinner size="sm" />}
          {title}
        </h3>
      )}
      <p className="wob-data-export__text">{text}</p>
      {children && <div className="wob-data-export__actions">{children}</div>}
    </div>
  );
}

function ExportState({
  view,
  starting,
  onStart,
  language,
}: {
  view: DataExportView | null;
  starting: boolean;
  onStart: () => void;
  language: string;
}) {
  const { t } = useTranslation();
  const startButton = (label: string, variant: 'primary' | 'secondary' = 'primary') => (
    <Button variant={variant} onClick={onStart} isLoading={starting}>
      {label}
    </Button>
  );
  if (view === null) {
    return (
      <div className="wob-data-export__actions">{startButton(t('settings:dataExport.start'))}</div>
    );
  }
  switch (view.status) {
    case 'preparing':
      return (
        <StateBlock
          tone="busy"
          title={t('settings:dataExport.preparingTitle')}
          text={t('settings:dataExport.preparingText')}
        />
      );
    case 'ready':
      return (
        <StateBlock
          tone="ready"
          title={t('settings:dataExport.readyTitle')}
          text={t('settings:dataExport.readyText', { date: formatDate(view.expiresAt, language) })}
        >
          <a href={view.downloadUrl} download className={buttonClassName('primary', 'md')}>
            <Download aria-hidden="true" />
            {t('settings:dataExport.download', { size: formatSize(view.bytes, language) })}
          </a>
          {startButton(t('settings:dataExport.again'), 'secondary')}
        </StateBlock>
      );
    case 'expired':
      return (
        <StateBlock
          tone="problem"
          title={t('settings:dataExport.expiredTitle')}
          text={t('settings:dataExport.expiredText', {
            date: formatDate(view.expiresAt, language),
          })}
        >
          {startButton(t('settings:dataExport.again'))}
        </StateBlock>
      );
    default:
      return (
        <StateBlock
          tone="problem"
          title={t('settings:dataExport.failedTitle')}
          text={t('settings:dataExport.failedText')}
        >
          {startButton(t('settings:dataExport.retry'))}
        </StateBlock>
      );
  }
}
