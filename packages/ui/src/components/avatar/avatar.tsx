import { type ComponentPropsWithRef, useState } from 'react';
import { avatarColors } from '../../styles/tokens';
import { cx } from '../../utils/cx';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The person's name: the image's alt text and the source of the fallback initial. */
  name: string;
  /** A stable id (the user's); picks the fallback colour so a person keeps theirs everywhere. */
  colorId?: string | number;
  /** Picture URL. Without one, or when it fails to load, the initial is shown. */
  src?: string | null;
  size?: AvatarSize;
  /** When the name is written right beside the avatar, hide it from screen readers. */
  decorative?: boolean;
}

/** A small, stable hash (FNV-1a) so the same id always gets the same colour. */
export function avatarColorIndex(id: string | number): number {
  const text = String(id);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % avatarColors.length;
}

/**
 * The first letter of a name, upper-cased; whole code points, so 'Ødis' gives 'Ø' and an emoji
 * stays whole. A blank name gives `fallback` (nothing by default; a Bubble's circle shows '?').
 */
export function initialOf(name: string, fallback = ''): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : fallback;
}

export function Avatar({
  name,
  colorId,
  src,
  size = 'md',
  decorative = false,
  className,
  style,
  ...rest
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const colorIndex = avatarColorIndex(colorId ?? name);
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name } as const);

  return (
    <span
      className={cx('wob-avatar', `wob-avatar--${size}`, className)}
      style={showImage ? style : { ...style, background: `var(--wob-avatar-${colorIndex})` }}
      data-fallback={showImage ? undefined : true}
      {...a11y}
      {...rest}
    >
      {showImage && src ? (
        <img
          className="wob-avatar__image"
          src={src}
          alt=""
          onError={() => setFailedSrc(src)}
          decoding="async"
          loading="lazy"
        />
      ) : (
        <span className="wob-avatar__initial" aria-hidden="true">
          {initialOf(name)}
        </span>
      )}
    </span>
  );
}
