import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';

export interface SocialLink {
  /** The network's id as configured, e.g. 'instagram'. */
  network: string;
  url: string;
}

export interface SocialLinksProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  links: readonly SocialLink[];
  /**
   * The accessible name of one link, given the network's brand name (e.g. 'Woble on
   * Instagram'): copy, so it comes in translated.
   */
  linkLabel: (networkName: string) => string;
}

// Brand names, the same in every language: not copy to translate.
const NETWORK_NAMES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  x: 'X',
  youtube: 'YouTube',
};

/** A network's brand name from its configured id; an unknown one is capitalised. */
export function networkName(network: string): string {
  return NETWORK_NAMES[network.toLowerCase()] ?? network.charAt(0).toUpperCase() + network.slice(1);
}

/** Woble's pages on social networks, as pill links that open in a new tab. */
export function SocialLinks({ links, linkLabel, className, ...rest }: SocialLinksProps) {
  return (
    <ul className={cx('wob-list wob-list--inline wob-social-links', className)} {...rest}>
      {links.map(({ network, url }) => {
        const name = networkName(network);
        return (
          <li key={url}>
            <a
              href={url}
              className="wob-social-links__link"
              rel="noopener noreferrer"
              target="_blank"
              aria-label={linkLabel(name)}
            >
              {name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
