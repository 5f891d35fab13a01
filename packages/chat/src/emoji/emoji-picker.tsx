import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { GridList, GridListItem } from 'react-aria-components/GridList';
import { useTranslation } from 'react-i18next';
import {
  EMOJI_CATEGORIES,
  type Emoji,
  type EmojiCategory,
  type EmojiLocale,
  type EmojiNames,
  emojiCatalog,
  emojiName,
  loadedEmojiNames,
  loadEmojiNames,
  type SkinTone,
  searchEmoji,
  withSkinTone,
} from './emoji-catalog';
import { EmojiSprite } from './emoji-sprite';
import { readSkinTone, SkinTonePicker, writeSkinTone } from './skin-tone';

/** The emoji that stands for each category on its tab (by short name). */
const CATEGORY_ICONS: Record<EmojiCategory, string> = {
  smileys: 'grinning',
  people: 'wave',
  animals: 'dog',
  food: 'hamburger',
  travel: 'car',
  activities: 'soccer',
  objects: 'bulb',
  symbols: 'peace_symbol',
  flags: 'checkered_flag',
};

export interface EmojiPickerProps {
  /** The chosen emoji's characters. */
  onPick: (char: string) => void;
}

/** The names of the reader's language, loaded with the picker (each language is a chunk of its own). */
function useEmojiNames(locale: EmojiLocale): EmojiNames | null {
  const [names, setNames] = useState(() => loadedEmojiNames(locale));
  useEffect(() => {
    let live = true;
    setNames(loadedEmojiNames(locale));
    loadEmojiNames(locale).then(
      (loaded) => {
        if (live) setNames(loaded);
      },
      // Offline or a new deployment: search keeps the English short names until the next open.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return names;
}

/**
 * The emoji picker (spec chat section 9: the Twitter set). Loaded in its own chunk the first
 * time the composer's emoji button is pressed. Categories, a search by the names in the reader's
 * language and the English short names, a skin tone choice kept on the device, and a grid that
 * arrow keys move through (React Aria GridList).
 */
export function EmojiPicker({ onPick }: EmojiPickerProps) {
  const { t, i18n } = useTranslation('chat');
  const locale: EmojiLocale = (i18n.resolvedLanguage ?? i18n.language ?? '').startsWith('en')
    ? 'en'
    : 'da';
  const names = useEmojiNames(locale);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<EmojiCategory>('smileys');
  const [tone, setTone] = useState<SkinTone>(readSkinTone);
  const catalog = emojiCatalog();
  const shown = useMemo(
    () => (query.trim() ? searchEmoji(query, names) : catalog[category]),
    [query, category, catalog, names],
  );
  const label = query.trim() ? t('emoji.search') : t(`emoji.categories.${category}`);
  const chooseTone = (next: SkinTone) => {
    setTone(next);
    writeSkinTone(next);
  };

  return (
    <div className="wob-emoji-picker">
      <div className="wob-emoji-picker__search">
        <Search aria-hidden="true" />
        <label htmlFor={searchId} className="wob-visually-hidden">
          {t('emoji.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="wob-emoji-picker__input"
          placeholder={t('emoji.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      {!query.trim() && (
        <div
          className="wob-emoji-picker__categories"
          role="toolbar"
          aria-label={t('emoji.categoriesLabel')}
        >
          {EMOJI_CATEGORIES.map((id) => {
            const icon =
              catalog[id].find((emoji) => emoji.names.includes(CATEGORY_ICONS[id])) ??
              (catalog[id][0] as Emoji);
            return (
              <button
                key={id}
                type="button"
                className="wob-emoji-picker__category"
                aria-label={t(`emoji.categories.${id}`)}
                title={t(`emoji.categories.${id}`)}
                aria-pressed={id === category}
                onClick={() => setCategory(id)}
              >
                <EmojiSprite emoji={icon} size={20} />
              </button>
            );
          })}
        </div>
      )}
      <div className="wob-emoji-picker__bar">
        <p className="wob-emoji-picker__heading" aria-hidden="true">
          {label}
        </p>
        <SkinTonePicker value={tone} onChange={chooseTone} />
      </div>
      {shown.length === 0 ? (
        <p className="wob-emoji-picker__empty">{t('emoji.noResults')}</p>
      ) : (
        <GridList
          key={query.trim() ? 'search' : category}
          aria-label={label}
          layout="grid"
          className="wob-emoji-picker__grid"
          items={shown.map((emoji) => {
            const form = withSkinTone(emoji, tone);
            return { id: form.char, form, name: emojiName(emoji, names) };
          })}
          onAction={(key) => onPick(String(key))}
        >
          {(item) => (
            <GridListItem id={item.id} textValue={item.name} className="wob-emoji-picker__cell">
              <EmojiSprite emoji={item.form} />
              <span className="wob-visually-hidden">{item.name}</span>
            </GridListItem>
          )}
        </GridList>
      )}
      <p className="wob-emoji-picker__attribution">{t('emoji.attribution')}</p>
    </div>
  );
}
