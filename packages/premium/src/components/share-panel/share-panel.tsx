import type { Site } from '@wob/api';
import { Button, Card, ErrorState, Logo, Skeleton, SocialLinks } from '@wob/ui';
import { Copy, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '@wob/store';

export interface SharePanelProps {
  /** The link to share: the site's own address. */
  url: string;
  /** Shares with the system's share sheet, or copies where the browser has none. */
  onShare: () => void;
  onCopy: () => void;
  social: Site['social'] | null;
  socialStatus: LoadStatus;
  onRetrySocial: () => void;
}

/** /share: the link to Woble with share and copy, and the social links of the landing page. */
export function SharePanel({
  url,
  onShare,
  onCopy,
  social,
  socialStatus,
  onRetrySocial,
}: SharePanelProps) {
  const { t } = useTranslation();
  return (
    <div className="wob-share">
      <Card
        as="section"
        padding="lg"
        className="wob-share__card"
        aria-labelledby="share-link-title"
      >
        <div className="wob-share__hero" aria-hidden="true">
          <Logo size={56} withWordmark={false} />
        </div>
        <h2 id="share-link-title" className="wob-visually-hidden">
          {t('support:share.linkLabel')}
        </h2>
        <p className="wob-share__text">{t('support:share.shareText')}</p>
        <label className="wob-share__link">
          <span className="wob-visually-hidden">{t('support:share.linkLabel')}</span>
          <input
            className="wob-input wob-share__url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <div className="wob-share__actions">
          <Button size="lg" icon={<Share2 />} onClick={onShare}>
            {t('support:share.share')}
          </Button>
          <Button size="lg" variant="secondary" icon={<Copy />} onClick={onCopy}>
            {t('support:share.copy')}
          </Button>
        </div>
      </Card>

      {social?.length === 0 ? null : (
        <section className="wob-share__social" aria-labelledby="share-social-title">
          <h2 id="share-social-title" className="wob-share__social-title">
            {t('support:share.socialTitle')}
          </h2>
          {social ? (
            <SocialLinks
              links={social}
              linkLabel={(network) => t('support:share.socialLink', { network })}
            />
          ) : socialStatus === 'error' ? (
            <ErrorState
              message={t('support:share.socialLoadError')}
              retryLabel={t('support:share.retry')}
              onRetry={onRetrySocial}
              headingLevel={3}
            />
          ) : (
            <div aria-busy="true" className="wob-list wob-list--inline">
              <Skeleton shape="rect" width={120} height={44} />
              <Skeleton shape="rect" width={120} height={44} />
            </div>
          )}
        </section>
      )}
    </div>
  );
}
