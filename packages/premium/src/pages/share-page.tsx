import { PageFrame } from '@wob/auth';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@wob/ui';
import { SharePanel } from '../components/share-panel/share-panel';
import { usePremiumStore } from '../store/premium-context';

/** The address people are invited to: this installation's own origin. */
function siteUrl(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** /share: share Woble (Web Share API, or copy the link) and follow it on social media. */
export function SharePage() {
  const { t } = useTranslation();
  usePageTitle(t('support:share.title'));
  const site = usePremiumStore((state) => state.site);
  const siteStatus = usePremiumStore((state) => state.siteStatus);
  const loadSite = usePremiumStore((state) => state.loadSite);
  const share = usePremiumStore((state) => state.share);
  const copyLink = usePremiumStore((state) => state.copyLink);
  const url = siteUrl();

  useEffect(() => {
    void loadSite();
  }, [loadSite]);

  return (
    <PageFrame title={t('support:share.title')} intro={t('support:share.intro')}>
      <SharePanel
        url={url}
        onShare={() =>
          void share({
            url,
            title: t('support:share.shareTitle'),
            text: t('support:share.shareText'),
          })
        }
        onCopy={() => void copyLink(url)}
        social={site?.social ?? null}
        socialStatus={siteStatus}
        onRetrySocial={() => void loadSite()}
      />
    </PageFrame>
  );
}

export const Component = SharePage;
