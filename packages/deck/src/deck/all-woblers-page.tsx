import { readStored, type WoblerCard } from '@wob/api';
import { useSessionStore } from '@wob/auth';
import { buttonClassName, EmptyState, ErrorState, usePageTitle } from '@wob/ui';
import { Bookmark, MapPinOff, SlidersHorizontal, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ReportWoblerDialog } from '../report/report-wobler-dialog';
import { AdCard } from './ad-card';
import { DeckActionBar } from './deck-action-bar';
import { DeckCard, DeckCardSkeleton } from './deck-card';
import { useDeckStore, useDeckStoreApi } from './deck-context';
import { DEFAULT_FILTER, type DeckSlice } from './deck-slice';
import { FilterSummary } from './filter-summary';
import { MatchDialog } from './match-dialog';
import { CHAT_PATH, NEW_SEARCH_PATH, SAVED_WOBLERS_PATH, selectForChat } from './paths';
import { useSwipe } from './use-swipe';

/** Keys typed into a field, or while a dialog is open, are not deck shortcuts. */
function isTypingOrInDialog(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="dialog"], [role="alertdialog"]')) return true;
  return false;
}

/** The Wobler in front; keyed by the Wobler, so each card enters afresh (and swipes anew). */
function FrontWobler({ wobler }: { wobler: WoblerCard }) {
  const store = useDeckStoreApi();
  const swipe = useSwipe({
    onSwipeLeft: () => void store.getState().dislikeCard(wobler._id),
    onSwipeRight: () => void store.getState().likeCard(wobler._id),
  });
  return (
    <DeckCard
      wobler={wobler}
      className="wob-deck-stage__card"
      style={swipe.style}
      swipeHandlers={swipe.handlers}
      leaning={swipe.leaning}
    />
  );
}

/** What screen readers hear after a card left: how it left, and what came to the front. */
function useAnnouncement(deck: DeckSlice): string {
  const { t } = useTranslation('deck');
  return useMemo(() => {
    if (!deck.last) return '';
    const left = t(`announce.${deck.last.move}`, { name: deck.last.name });
    let next = '';
    if (deck.current?.kind === 'wobler') {
      next = t('announce.next', { name: deck.current.wobler.name, age: deck.current.wobler.age });
    } else if (deck.current?.kind === 'ad') {
      next = t('announce.ad', { title: deck.current.ad.title });
    } else if (deck.status === 'ready' && !deck.hasMore && !deck.fetching) {
      next = t('announce.end');
    }
    return `${left} ${next}`.trim();
  }, [deck.last, deck.current, deck.status, deck.hasMore, deck.fetching, t]);
}

/**
 * /all-woblers, Find Wobler (spec sections 2, 4 and 9): the deck of the chosen filter (or the
 * one saved for later, or everyone), one card at a time, with pass, report, save and like;
 * ← and → on a keyboard, swipes on a touch screen. House ads come 4th, 12th and 23rd.
 */
export function AllWoblersPage() {
  const { t } = useTranslation('deck');
  const navigate = useNavigate();
  const store = useDeckStoreApi();
  const deck = useDeckStore((state) => state.deck);
  const bubbles = useDeckStore((state) => state.filters.bubbles);
  const me = useSessionStore((state) => state.user);
  const [reporting, setReporting] = useState<WoblerCard | null>(null);
  const announcement = useAnnouncement(deck);
  const stageRef = useRef<HTMLElement>(null);

  usePageTitle(t('deck.pageTitle'));

  useEffect(() => {
    const state = store.getState();
    const filter = state.deck.filter ?? readStored('searchedWoblersFilter') ?? DEFAULT_FILTER;
    void state.openDeck(filter);
    if (filter.bubbleIds !== 'all' && state.filters.bubbles.status === 'idle') {
      void state.loadBubbles();
    }
  }, [store]);

  // ← passes, → likes (or goes on from an ad), unless someone is typing or in a dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || isTypingOrInDialog(event.target)) return;
      const state = store.getState();
      const current = state.deck.current;
      if (!current || state.deck.match || reporting) return;
      event.preventDefault();
      if (current.kind === 'ad') state.passAd();
      else if (event.key === 'ArrowRight') void state.likeCard(current.wobler._id);
      else void state.dislikeCard(current.wobler._id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, reporting]);

  // The button that was pressed left with its card (an ad's Next, the last Wobler's actions):
  // focus goes to what stands in front now, never back to the top of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the card in front changes
  useEffect(() => {
    if (!deck.last || deck.fetching) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    stageRef.current?.querySelector<HTMLElement>('[data-deck-focus]')?.focus();
  }, [deck.last, deck.current, deck.fetching]);

  const filter = deck.filter ?? DEFAULT_FILTER;
  const waiting =
    deck.status === 'loading' ||
    deck.status === 'idle' ||
    (deck.current === null && deck.status === 'ready' && (deck.fetching || deck.hasMore));

  let stage: ReactNode;
  if (deck.status === 'error') {
    stage = (
      <ErrorState
        message={t('deck.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void store.getState().retryDeck()}
      />
    );
  } else if (waiting) {
    stage = (
      <div className="wob-deck-stage__loading" aria-busy="true">
        <p className="wob-visually-hidden" role="status">
          {t('deck.loading')}
        </p>
        <DeckCardSkeleton />
      </div>
    );
  } else if (deck.current?.kind === 'ad') {
    stage = (
      <AdCard
        key={`ad-${deck.current.position}`}
        ad={deck.current.ad}
        className="wob-deck-stage__card"
        onNext={() => store.getState().passAd()}
      />
    );
  } else if (deck.current?.kind === 'wobler') {
    const front = deck.current.wobler;
    stage = (
      <>
        <FrontWobler key={`${front._id}-${deck.current.position}`} wobler={front} />
        {/* Outside the keyed card: the button pressed keeps the focus for the next card. */}
        <DeckActionBar
          name={front.name}
          onDislike={() => void store.getState().dislikeCard(front._id)}
          onSave={() => void store.getState().saveCard(front._id)}
          onLike={() => void store.getState().likeCard(front._id)}
          onReport={() => setReporting(front)}
        />
      </>
    );
  } else {
    stage = (
      <EmptyState
        icon={<Sparkles aria-hidden="true" />}
        title={t('deck.endTitle')}
        text={t('deck.endText')}
        action={
          <Link to={NEW_SEARCH_PATH} className={buttonClassName('primary', 'md')} data-deck-focus>
            {t('deck.changeFilter')}
          </Link>
        }
      />
    );
  }

  return (
    <div className="wob-page wob-deck-page">
      <header className="wob-page__header wob-deck-page__header">
        <div className="wob-deck-page__heading">
          <h1 className="wob-page__title">{t('deck.title')}</h1>
          <FilterSummary filter={filter} bubbles={bubbles.docs} />
        </div>
        <nav className="wob-deck-page__links" aria-label={t('deck.links')}>
          <Link to={NEW_SEARCH_PATH} className={buttonClassName('secondary', 'sm')}>
            <SlidersHorizontal aria-hidden="true" className="wob-deck-page__link-icon" />
            {t('deck.editFilter')}
          </Link>
          <Link to={SAVED_WOBLERS_PATH} className={buttonClassName('ghost', 'sm')}>
            <Bookmark aria-hidden="true" className="wob-deck-page__link-icon" />
            {t('deck.saved')}
          </Link>
        </nav>
      </header>

      {deck.locationUnknown && filter.distance !== null && (
        <p className="wob-deck-notice" role="note">
          <MapPinOff aria-hidden="true" />
          <span>
            {t('deck.locationUnknown')} <Link to={NEW_SEARCH_PATH}>{t('deck.setPosition')}</Link>
          </span>
        </p>
      )}

      <section ref={stageRef} className="wob-deck-stage" aria-label={t('deck.stage')}>
        {stage}
      </section>

      {deck.current?.kind === 'wobler' && (
        <p className="wob-deck-page__hint" aria-hidden="true">
          {t('deck.keyboardHint')}
        </p>
      )}

      <p className="wob-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      <MatchDialog
        wobler={deck.match}
        me={me ? { _id: me._id, name: me.name, avatar: me.avatar } : null}
        onClose={() => store.getState().closeMatch()}
        onMessage={(wobler) => {
          selectForChat(wobler);
          store.getState().closeMatch();
          navigate(CHAT_PATH);
        }}
      />
      <ReportWoblerDialog wobler={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}

/** The route's lazy export (react-router's `lazy`). */
export const Component = AllWoblersPage;
