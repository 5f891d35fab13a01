import type { Translate } from '@wob/i18n';
import { useTranslation } from 'react-i18next';
import type { StickerCustomData } from '../service/stickers';

/** A sticker's or a set's shown name: ours are translated, others' (CometChat's) kept as sent. */
export function stickerNameOf(t: Translate, name: string): string {
  return t(`stickers.names.${name}`, { defaultValue: name });
}

export function stickerSetNameOf(t: Translate, name: string): string {
  return t(`stickers.setNames.${name}`, { defaultValue: name });
}

/** A sticker message: the image alone, no bubble (spec chat section 9: at most 300 × 200). */
export function StickerImage({ sticker }: { sticker: StickerCustomData }) {
  const { t } = useTranslation('chat');
  return (
    <img
      className="wob-message__sticker"
      src={sticker.sticker_url}
      alt={t('stickers.label', { name: stickerNameOf(t, sticker.sticker_name) })}
      width={144}
      height={144}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  );
}
