import type { BubbleTile as BubbleTileData } from '@wob/api';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  intlLocaleOf,
  Select,
  TextField,
  usePageTitle,
} from '@wob/ui';
import { BUBBLE_SORTS, type BubbleSort } from '@wob/validation';
import { Plus, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BubbleDialog } from '../components/bubble-dialog/bubble-dialog';
import { BubbleTile, BubbleTileSkeleton } from '../components/bubble-tile/bubble-tile';
import { useBubblesStore } from '../store/bubbles-context';
import { bubblePath, TileActions } from './bubble-actions';
import { useForbiddenGuard } from './use-forbidden-guard';

/** How long typing rests before the search is sent. */
export const SEARCH_DELAY_MS = 300;

type Dialog = { kind: 'create' } | { kind: 'edit'; bubble: BubbleTileData } | null;

/**
 * Find Bubble (/search-bubble and /all-bubbles): every Bubble, sorted Popular, Newest or
 * Alphabetical, searched by name or title, 12 at a time with 'Load more'; join from a tile,
 * create a Bubble, and the owner edits or deletes theirs.
 */
export function FindBubblePage() {
  const { t, i18n } = useTranslation('bubbles');
  usePageTitle(t('find.title'));
  const guard = useForbiddenGuard();
  const navigate = useNavigate();
  const list = useBubblesStore((state) => state.list);
  const status = useBubblesStore((state) => state.listStatus);
  const more = useBubblesStore((state) => state.listMore);
  const query = useBubblesStore((state) => state.query);
  const busy = useBubblesStore((state) => state.busy);
  const loadList = useBubblesStore((state) => state.loadList);
  const loadMoreList = useBubblesStore((state) => state.loadMoreList);
  const pick = useBubblesStore((state) => state.pick);
  const create = useBubblesStore((state) => state.create);
  const edit = useBubblesStore((state) => state.edit);
  const deleteBubble = useBubblesStore((state) => state.deleteBubble);

  const [search, setSearch] = useState(query.search);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<BubbleTileData | null>(null);

  // The first page for the query the store remembers (coming back keeps the order chosen).
  const first = useRef(query);
  useEffect(() => {
    void loadList(first.current).then(guard);
  }, [loadList, guard]);

  // Typing waits a moment; each change of text asks again from page 1.
  useEffect(() => {
    if (search === first.current.search) return;
    const timer = setTimeout(() => {
      first.current = { ...first.current, search };
      void loadList({ search });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, loadList]);

  const sortOptions = BUBBLE_SORTS.map((sort) => ({ id: sort, label: t(`find.sorts.${sort}`) }));

  const changeSort = (id: string | null) => {
    const sort = BUBBLE_SORTS.find((candidate) => candidate === id);
    if (!sort || sort === query.sort) return;
    first.current = { ...first.current, sort };
    void loadList({ sort: sort as BubbleSort });
  };

  return (
    <div className="wob-page">
      <header className="wob-page__header">
        <div>
          <h1 className="wob-page__title">{t('find.title')}</h1>
          <p className="wob-page__intro">{t('find.intro')}</p>
        </div>
        <Button icon={<Plus size={18} />} onClick={() => setDialog({ kind: 'create' })}>
          {t('find.create')}
        </Button>
      </header>

      <search className="wob-bubbles-toolbar">
        <div className="wob-bubbles-toolbar__search">
          <Search size={18} aria-hidden="true" className="wob-bubbles-toolbar__icon" />
          <TextField
            label={t('find.search')}
            placeholder={t('find.searchPlaceholder')}
            type="search"
            value={search}
            onChange={setSearch}
          />
        </div>
        <Select
          className="wob-bubbles-toolbar__sort"
          label={t('find.sort')}
          options={sortOptions}
          selectedKey={query.sort}
          onSelectionChange={changeSort}
        />
      </search>

      {status === 'error' ? (
        <ErrorState
          message={t('find.loadError')}
          retryLabel={t('retry')}
          onRetry={() => void loadList()}
        />
      ) : status !== 'ready' || !list ? (
        <div className="wob-bubble-grid" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <BubbleTileSkeleton key={index} />
          ))}
        </div>
      ) : list.docs.length === 0 ? (
        <EmptyState
          title={t('find.empty')}
          text={query.search ? t('find.emptySearch') : undefined}
          action={
            <Button icon={<Plus size={18} />} onClick={() => setDialog({ kind: 'create' })}>
              {t('find.create')}
            </Button>
          }
        />
      ) : (
        <>
          <p className="wob-list-count" aria-live="polite">
            {t('find.count', {
              count: list.totalDocs,
              total: list.totalDocs.toLocaleString(intlLocaleOf(i18n.language)),
            })}
          </p>
          <ul className="wob-bubble-grid">
            {list.docs.map((bubble) => (
              <li key={bubble._id}>
                <BubbleTile
                  bubble={bubble}
                  headingLevel={2}
                  actions={
                    <TileActions
                      bubble={bubble}
                      busy={busy.includes(bubble._id)}
                      onJoin={() => void pick(bubble._id)}
                      onEdit={() => setDialog({ kind: 'edit', bubble })}
                      onDelete={() => setDeleting(bubble)}
                    />
                  }
                />
              </li>
            ))}
          </ul>
          {(list.hasNextPage || more === 'error') && (
            <div className="wob-list-more">
              {more === 'error' && (
                <p className="wob-list-more__error" role="alert">
                  {t('find.loadMoreError')}
                </p>
              )}
              <Button
                variant="secondary"
                isLoading={more === 'loading'}
                onClick={() => void loadMoreList()}
              >
                {more === 'error' ? t('retry') : t('find.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}

      <BubbleDialog
        isOpen={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        bubble={dialog?.kind === 'edit' ? dialog.bubble : undefined}
        onSubmit={(values) =>
          dialog?.kind === 'edit' ? edit(dialog.bubble, values) : create(values)
        }
        onSaved={(bubble) => {
          if (dialog?.kind === 'create') navigate(bubblePath(bubble));
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? t('find.deleteTitle', { name: deleting.name }) : ''}
        message={t('find.deleteText')}
        confirmLabel={t('find.yes')}
        cancelLabel={t('find.no')}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          const result = await deleteBubble(deleting._id);
          // A rejection keeps the dialog open; the store has already toasted why.
          if (!result.ok) throw new Error('delete failed');
          navigate('/choose-bubble');
        }}
      />
    </div>
  );
}

export const Component = FindBubblePage;
