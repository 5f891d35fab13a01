import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { useTranslation } from 'react-i18next';
import { SKIN_TONES, type SkinTone } from './emoji-catalog';

// The picker's skin tone choice, kept on this device. Not one of the spec's storage keys (those
// go through @wob/api's readStored/writeStored): the picker's own namespaced key, read with the
// same care (missing storage, a hand-edited value → the default tone).

export const SKIN_TONE_STORAGE_KEY = 'wob-emoji-skin-tone';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access can throw when storage is disabled by the browser's privacy settings.
    return null;
  }
}

function isSkinTone(value: unknown): value is SkinTone {
  return (SKIN_TONES as readonly unknown[]).includes(value);
}

/** The stored tone; the default one when nothing (or something unknown) is stored. */
export function readSkinTone(): SkinTone {
  try {
    const stored = storage()?.getItem(SKIN_TONE_STORAGE_KEY);
    return isSkinTone(stored) ? stored : 'default';
  } catch {
    return 'default';
  }
}

export function writeSkinTone(tone: SkinTone): void {
  try {
    storage()?.setItem(SKIN_TONE_STORAGE_KEY, tone);
  } catch {
    // A full or disabled storage only costs remembering the choice.
  }
}

/** The copy key of each tone ('medium-light' → 'mediumLight'). */
const TONE_COPY = {
  default: 'default',
  light: 'light',
  'medium-light': 'mediumLight',
  medium: 'medium',
  'medium-dark': 'mediumDark',
  dark: 'dark',
} as const satisfies Record<SkinTone, string>;

export interface SkinTonePickerProps {
  value: SkinTone;
  onChange: (tone: SkinTone) => void;
}

/**
 * Six swatches in Twemoji's colours, a radio group: arrow keys move the choice, Tab leaves it.
 * Each swatch's name ('Lys', 'Mørk') is read with the group's ('Hudfarve').
 */
export function SkinTonePicker({ value, onChange }: SkinTonePickerProps) {
  const { t } = useTranslation('chat');
  return (
    <RadioGroup
      aria-label={t('emoji.skinTone')}
      orientation="horizontal"
      className="wob-emoji-tones"
      value={value}
      onChange={(next) => {
        if (isSkinTone(next)) onChange(next);
      }}
    >
      {SKIN_TONES.map((tone) => {
        const name = t(`emoji.skinTones.${TONE_COPY[tone]}`);
        return (
          <Radio
            key={tone}
            value={tone}
            className="wob-emoji-tones__tone"
            data-tone={tone}
            aria-label={name}
          >
            <span className="wob-emoji-tones__swatch" title={name} />
          </Radio>
        );
      })}
    </RadioGroup>
  );
}
