import type { TranslationShape } from '../../translation-shape';
import type { support as en } from '../en/support';

// Dansk tekst til /FAQs (spørgsmål og svar, kontaktformularen) og til /share.
export const support = {
  title: 'FAQ og support',
  intro: 'Svar på det, Woblers oftest spørger om, og en direkte vej til os.',
  faqs: {
    title: 'Ofte stillede spørgsmål',
    loading: 'Henter spørgsmål og svar …',
    empty: 'Ingen spørgsmål endnu',
    emptyText: 'Skriv til os herunder, så hjælper vi gerne.',
    loadError: 'Spørgsmål og svar kunne ikke hentes.',
    moreError: 'Flere spørgsmål kunne ikke hentes.',
    retry: 'Prøv igen',
    readMore: 'Læs mere',
  },
  // Serveren bruger disse navne i supportteamets e-mail (`support:topics.<emne>`).
  topics: {
    account: 'Min konto',
    subscription: 'Abonnement og betaling',
    safety: 'Sikkerhed og anmeldelser',
    bug: 'Noget virker ikke',
    other: 'Noget andet',
  },
  form: {
    title: 'Kontakt support',
    intro: 'Fortæl os, hvad det drejer sig om, så svarer vi dig på e-mail.',
    topic: 'Emne',
    topicPlaceholder: 'Vælg et emne',
    message: 'Besked',
    counter: '{{count}} af {{max}} tegn',
    send: 'Send',
    sending: 'Sender …',
  },
  priority: {
    title: 'Prioriteret support døgnet rundt',
    text: 'Som Premium-medlem kommer dine henvendelser forrest i køen, dag og nat.',
  },
  upsell: {
    text: 'Premium-medlemmer får prioriteret support døgnet rundt.',
    action: 'Se Premium',
  },
  share: {
    title: 'Del Woble',
    intro: 'Kender du en, der ville elske en Bubble? Invitér dem til Woble.',
    shareTitle: 'Woble',
    shareText: 'Kom med på Woble, og find dine folk, én Bubble ad gangen.',
    linkLabel: 'Link til Woble',
    share: 'Del Woble',
    copy: 'Kopiér link',
    copied: 'Linket er kopieret',
    copyFailed: 'Linket kunne ikke kopieres. Markér det, og kopiér det selv.',
    socialTitle: 'Følg os',
    socialLink: 'Woble på {{network}}',
    socialLoadError: 'Vores sociale links kunne ikke hentes.',
    retry: 'Prøv igen',
  },
} satisfies TranslationShape<typeof en>;
