import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewLinkOf } from '../service/link-preview';
import type { LinkPreview } from '../service/port';
import { useChatStore } from '../store/chat-context';
import type { ShownMessage } from '../store/messages';

// The preview card under a text message's link: the page's image, site, title and
// description, the whole card one link to the page in a new tab. It is asked for only once
// the message comes near the screen (a long history does not fetch every link at once), is
// not shown at all while there is none (no link, no preview, a failure), and fades in when it
// arrives; its picture's box has the picture's proportions from the start, so the card does
// not grow when the picture loads.

/** Calls `onVisible` once the element is within 200 px of the viewport (at once without IO). */
function useNearScreen<T extends Element>(enabled: boolean): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near]);
  return [ref, near];
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function LinkPreviewCard({ message }: { message: ShownMessage }) {
  const { t } = useTranslation('chat');
  const linkPreview = useChatStore((state) => state.linkPreview);
  const link = message.local ? null : previewLinkOf(message);
  const [anchor, near] = useNearScreen<HTMLSpanElement>(link !== null);
  // A picture that cannot be loaded (its owner's account is gone) leaves the text card.
  const [imageFailed, setImageFailed] = useState(false);
  // The message as last rendered: receipts make a new object, but only a new link (an edit)
  // asks again.
  const latest = useRef(message);
  latest.current = message;
  const [answer, setAnswer] = useState<{ link: string; preview: LinkPreview | null } | null>(null);

  useEffect(() => {
    if (link === null || !near) return;
    let current = true;
    linkPreview(latest.current)
      .then((preview) => {
        if (current) setAnswer({ link, preview });
      })
      .catch(() => {
        // No preview is no loss: the link itself stays in the text.
      });
    return () => {
      current = false;
    };
  }, [link, near, linkPreview]);

  if (link === null) return null;
  const preview = answer?.link === link ? answer.preview : null;
  if (!preview) return <span ref={anchor} className="wob-link-preview-anchor" />;
  const image = imageFailed ? null : preview.image;
  return (
    <a
      className="wob-link-preview"
      href={preview.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="link-preview"
    >
      {image && (
        <span
          className="wob-link-preview__media"
          style={{ aspectRatio: `${image.width} / ${image.height}` }}
        >
          <img
            src={image.url}
            alt=""
            width={image.width}
            height={image.height}
            loading="lazy"
            onError={() => setImageFailed(true)}
          />
        </span>
      )}
      <span className="wob-link-preview__body">
        <span className="wob-link-preview__site">{preview.siteName ?? hostOf(preview.url)}</span>
        {preview.title && <span className="wob-link-preview__title">{preview.title}</span>}
        {preview.description && (
          <span className="wob-link-preview__description">{preview.description}</span>
        )}
        <span className="wob-visually-hidden">{t('linkPreview.newTab')}</span>
      </span>
    </a>
  );
}
