import { Tabs } from '@wob/ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SharedMedia } from './shared-media';

// The frame both details panes share (spec chat section 2): the header with its title and
// close control, the pane's own sections, then the shared media in Photos, Videos and
// Documents tabs.

export interface DetailsPaneFrameProps {
  id: string;
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Whose shared media the tabs show: a uid or a group's guid. */
  mediaOf: string;
  /** A class for the media block's container (the group pane's is 225 px high). */
  mediaClassName?: string;
  /** The pane's own sections, between the header and the media. */
  children: ReactNode;
  /** After the pane's body: its dialogs. */
  after?: ReactNode;
}

export function DetailsPaneFrame({
  id,
  titleId,
  title,
  closeLabel,
  onClose,
  mediaOf,
  mediaClassName,
  children,
  after,
}: DetailsPaneFrameProps) {
  const { t } = useTranslation('chat');
  const tabs = (
    <Tabs
      label={t('details.media')}
      className="wob-chat-details__tabs"
      items={(['photos', 'videos', 'documents'] as const).map((kind) => ({
        id: kind,
        label: t(`details.${kind}`),
        content: <SharedMedia key={`${mediaOf}-${kind}`} uid={mediaOf} kind={kind} />,
      }))}
    />
  );
  return (
    <section id={id} className="wob-chat-details" aria-labelledby={titleId}>
      <header className="wob-chat-details__header">
        <h2 id={titleId} className="wob-chat-details__title" tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="wob-icon-button" aria-label={closeLabel} onClick={onClose}>
          <X aria-hidden="true" />
        </button>
      </header>
      <div className="wob-chat-details__body">
        {children}
        <section className="wob-chat-details__section" aria-labelledby={`${id}-media`}>
          <h3 id={`${id}-media`} className="wob-chat-details__heading">
            {t('details.media')}
          </h3>
          {mediaClassName ? <div className={mediaClassName}>{tabs}</div> : tabs}
        </section>
      </div>
      {after}
    </section>
  );
}
