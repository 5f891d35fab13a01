import { useSessionStore, useSessionStoreApi } from '@wob/auth';
import { Button } from '@wob/ui';
import { Building2, LocateFixed, MapPinOff, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeckStore, useDeckStoreApi } from '../deck/deck-context';
import type { LocationSource, PositionProblem, PositionResult } from './filters-slice';

/** Where distances are measured from now: changed here, else as the session user says. */
export function useLocationSource(): LocationSource {
  const changed = useDeckStore((state) => state.filters.location);
  const user = useSessionStore((state) => state.user);
  if (changed !== undefined) return changed;
  if (user?.location) return user.location.source;
  return user?.city ? 'city' : null;
}

/**
 * Where the deck measures distances from, and the way to change it: 'Use my current position'
 * asks the browser only when pressed (consent), and a shared position can go back to the
 * profile's city. The session user learns the new source, so every page agrees.
 */
export function LocationControl() {
  const { t } = useTranslation('deck');
  const store = useDeckStoreApi();
  const session = useSessionStoreApi();
  const city = useSessionStore((state) => state.user?.city ?? '');
  const locating = useDeckStore((state) => state.filters.locating);
  const source = useLocationSource();
  const [problem, setProblem] = useState<PositionProblem | null>(null);
  const [pressed, setPressed] = useState<'device' | 'city' | null>(null);

  const settle = (result: PositionResult) => {
    setPressed(null);
    if (!result.ok) {
      // A refused call was toasted by the store; the browser's answers are told here.
      setProblem(result.problem === 'failed' ? null : result.problem);
      return;
    }
    setProblem(null);
    const user = session.getState().user;
    if (user) session.setState({ user: { ...user, location: { source: result.source } } });
  };

  const icon =
    source === 'device' ? (
      <Smartphone aria-hidden="true" />
    ) : source === 'city' ? (
      <Building2 aria-hidden="true" />
    ) : (
      <MapPinOff aria-hidden="true" />
    );
  const where =
    source === 'device'
      ? t('location.device')
      : source === 'city'
        ? city
          ? t('location.city', { city })
          : t('location.cityUnnamed')
        : t('location.unknown');

  return (
    <div className="wob-location">
      <p className="wob-section-label">{t('location.title')}</p>
      <p className="wob-location__source" aria-live="polite">
        {icon}
        <span>{where}</span>
      </p>
      <div className="wob-location__actions">
        <Button
          variant="secondary"
          size="sm"
          icon={<LocateFixed aria-hidden="true" />}
          isLoading={locating && pressed === 'device'}
          loadingLabel={t('location.locating')}
          disabled={locating && pressed !== 'device'}
          onClick={async () => {
            setPressed('device');
            settle(await store.getState().shareDevicePosition());
          }}
        >
          {source === 'device' ? t('location.refresh') : t('location.useDevice')}
        </Button>
        {source === 'device' && (
          <Button
            variant="ghost"
            size="sm"
            icon={<Building2 aria-hidden="true" />}
            isLoading={locating && pressed === 'city'}
            disabled={locating && pressed !== 'city'}
            onClick={async () => {
              setPressed('city');
              settle(await store.getState().backToCity());
            }}
          >
            {t('location.useCity')}
          </Button>
        )}
      </div>
      {problem ? (
        <p className="wob-location__problem" role="alert">
          {t(`location.${problem}`)}
        </p>
      ) : (
        <p className="wob-location__hint">{t('location.consent')}</p>
      )}
    </div>
  );
}
