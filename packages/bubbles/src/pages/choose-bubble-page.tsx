import { useSessionStore } from '@wob/auth';
import { Button, buttonClassName, Checkbox, EmptyState, ErrorState, usePageTitle } from '@wob/ui';
import { BubbleChoiceSchema, flattenIssues } from '@wob/validation';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as v from 'valibot';
import { BubbleTile, BubbleTileSkeleton } from '../components/bubble-tile/bubble-tile';
import { useBubblesStore } from '../store/bubbles-context';
import { TileActions } from './bubble-actions';
import { useForbiddenGuard } from './use-forbidden-guard';

export const FIND_BUBBLE_PATH = '/search-bubble';

function Skeletons({ count }: { count: number }) {
  return (
    <div className="wob-bubble-grid" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <BubbleTileSkeleton key={index} />
      ))}
    </div>
  );
}

/**
 * /choose-bubble, where /home leads: the person's Bubbles with the one opened last first and
 * a clear way to open it, and below them more Bubbles to pick ('Please select at least one
 * bubble' when they continue with none ticked).
 */
export function ChooseBubblePage() {
  const { t } = useTranslation('bubbles');
  usePageTitle(t('choose.title'));
  const guard = useForbiddenGuard();
  const name = useSessionStore((state) => state.user?.name);
  const mine = useBubblesStore((state) => state.mine);
  const mineStatus = useBubblesStore((state) => state.mineStatus);
  const list = useBubblesStore((state) => state.list);
  const listStatus = useBubblesStore((state) => state.listStatus);
  const more = useBubblesStore((state) => state.listMore);
  const loadMine = useBubblesStore((state) => state.loadMine);
  const loadList = useBubblesStore((state) => state.loadList);
  const loadMoreList = useBubblesStore((state) => state.loadMoreList);
  const pickMany = useBubblesStore((state) => state.pickMany);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Counts successful 'Continue's: each one brings 'Your Bubbles' (where the joined Bubbles
  // now are, at the top) into view and moves focus there, instead of leaving the person at
  // the bottom of the page by the button.
  const [joinedCount, setJoinedCount] = useState(0);
  const mineHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (joinedCount === 0) return;
    const heading = mineHeading.current;
    if (!heading) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    heading.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    heading.focus({ preventScroll: true });
  }, [joinedCount]);

  useEffect(() => {
    void loadMine({ background: true }).then(guard);
    void loadList({ sort: 'popular', search: '' }).then(guard);
  }, [loadMine, loadList, guard]);

  // The selected Bubble first, whatever order the answer has.
  const own = mine
    ? [...mine.docs].sort(
        (a, b) => Number(b._id === mine.selected) - Number(a._id === mine.selected),
      )
    : [];
  const candidates = (list?.docs ?? []).filter((bubble) => bubble.membership.status === 'none');

  const toggle = (id: string, on: boolean) => {
    setError(null);
    setPicked((previous) => (on ? [...previous, id] : previous.filter((entry) => entry !== id)));
  };

  const proceed = async () => {
    const parsed = v.safeParse(BubbleChoiceSchema, { bubbles: picked });
    if (!parsed.success) {
      setError(flattenIssues(parsed.issues).bubbles ?? 'validation:bubbles.required');
      return;
    }
    setSending(true);
    const result = await pickMany(parsed.output.bubbles);
    setSending(false);
    if (result.ok) {
      setPicked([]);
      setJoinedCount((count) => count + 1);
    }
  };

  return (
    <div className="wob-page">
      <header className="wob-page__header">
        <div>
          {name && <p className="wob-page__eyebrow">{t('choose.greeting', { name })}</p>}
          <h1 className="wob-page__title">{t('choose.title')}</h1>
          <p className="wob-page__intro">{t('choose.intro')}</p>
        </div>
        <Link to={FIND_BUBBLE_PATH} className={buttonClassName('secondary', 'md')}>
          <Search size={18} aria-hidden="true" />
          {t('choose.findBubble')}
        </Link>
      </header>

      <section className="wob-page__section" aria-labelledby="choose-mine">
        <h2
          id="choose-mine"
          ref={mineHeading}
          tabIndex={-1}
          className="wob-page__section-title wob-bubbles-section__title"
        >
          {t('choose.mine')}
        </h2>
        {mineStatus === 'error' ? (
          <ErrorState
            message={t('choose.loadError')}
            retryLabel={t('retry')}
            onRetry={() => void loadMine()}
            headingLevel={3}
          />
        ) : !mine ? (
          <Skeletons count={3} />
        ) : own.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('choose.emptyTitle')}
            text={t('choose.emptyText')}
            action={
              <Link to={FIND_BUBBLE_PATH} className={buttonClassName('primary', 'md')}>
                {t('choose.findBubble')}
              </Link>
            }
          />
        ) : (
          <ul className="wob-bubble-grid">
            {own.map((bubble) => {
              const selected = bubble._id === mine.selected;
              return (
                <li key={bubble._id}>
                  <BubbleTile
                    bubble={bubble}
                    selected={selected}
                    actions={<TileActions bubble={bubble} busy={false} primary={selected} />}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {(listStatus !== 'ready' || candidates.length > 0 || list?.hasNextPage) && (
        <section className="wob-page__section" aria-labelledby="choose-more">
          <h2 id="choose-more" className="wob-page__section-title wob-bubbles-section__title">
            {t('choose.more')}
          </h2>
          <p className="wob-bubbles-section__intro">{t('choose.moreIntro')}</p>
          {listStatus === 'error' ? (
            <ErrorState
              message={t('find.loadError')}
              retryLabel={t('retry')}
              onRetry={() => void loadList()}
              headingLevel={3}
            />
          ) : listStatus !== 'ready' ? (
            <Skeletons count={3} />
          ) : (
            <>
              <ul className="wob-bubble-grid">
                {candidates.map((bubble) => (
                  <li key={bubble._id}>
                    <BubbleTile
                      bubble={bubble}
                      className={
                        picked.includes(bubble._id) ? 'wob-bubble-tile--picked' : undefined
                      }
                      aside={
                        <Checkbox
                          className="wob-bubble-tile__pick"
                          isSelected={picked.includes(bubble._id)}
                          onChange={(on) => toggle(bubble._id, on)}
                          aria-label={t('choose.pick', { name: bubble.name })}
                        >
                          <span className="wob-visually-hidden">
                            {t('choose.pick', { name: bubble.name })}
                          </span>
                        </Checkbox>
                      }
                    />
                  </li>
                ))}
              </ul>
              {list?.hasNextPage && (
                <div className="wob-list-more">
                  <Button
                    variant="secondary"
                    isLoading={more === 'loading'}
                    onClick={() => void loadMoreList()}
                  >
                    {t('find.loadMore')}
                  </Button>
                </div>
              )}
              <div className="wob-bubbles-choice">
                {error && (
                  <p className="wob-field__error" role="alert">
                    {t(error)}
                  </p>
                )}
                <Button isLoading={sending} onClick={() => void proceed()}>
                  {t('choose.continue')}
                </Button>
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}

export const Component = ChooseBubblePage;
