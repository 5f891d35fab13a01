import type { TranslationShape } from '../../translation-shape';
import type { notifications as en } from '../en/notifications';

// Dansk tekst til klokken og notifikationspanelet: forbindelser og notifikationer.
export const notifications = {
  bell: {
    label: 'Notifikationer',
    labelUnseen_one: 'Notifikationer, {{count}} ulæst',
    labelUnseen_other: 'Notifikationer, {{count}} ulæste',
  },
  panel: {
    title: 'Notifikationer',
    loading: 'Henter notifikationer…',
    loadError: 'Dine notifikationer kunne ikke hentes.',
    retry: 'Prøv igen',
    close: 'Luk',
  },
  connections: {
    title: 'Forbindelser',
    empty: 'Når du og en anden Wobler synes godt om hinanden, finder du dem her.',
    showAll: 'Vis alle {{count}}',
    showFewer: 'Vis færre',
    remove: 'Fjern {{name}} fra dine forbindelser',
    confirmTitle: 'Fjern forbindelse?',
    confirmText: 'Vil du fjerne denne Wobler fra dine forbindelser?',
    cancel: 'Annuller',
    confirm: 'Fjern',
  },
  list: {
    title: 'Notifikationer',
    empty: 'Ingen notifikationer fundet',
    emptyText:
      'Når nogen synes godt om din profil, vil være med i din Bubble eller svarer på din kommentar, kan du se det her.',
    // Efter personens navn; {{bubble}} er Bubblens navn.
    like: 'synes godt om din profil',
    connection: 'er nu forbundet med dig',
    joinRequest: 'vil gerne være med i {{bubble}}',
    joinApproved: 'har godkendt din anmodning om at blive medlem af {{bubble}}',
    reply: 'har svaret på din kommentar i {{bubble}}',
    mention: 'har nævnt dig i {{group}}',
    // Uden navn foran: personens egen ZIP-fil fra "Download mine data".
    dataExport: 'Dine data er klar til at blive downloadet',
    // Uden navn foran: moderatorernes advarsel ({{warning}}: deres begrundelse) og besked om,
    // at en anmeldelse er behandlet (uden detaljer).
    moderationWarning: 'Du har fået en advarsel fra Wobles moderatorer: {{warning}}',
    reportHandled: 'Din anmeldelse er blevet behandlet. Tak fordi du sagde til.',
    bubbleTakedown: 'Din Bubble {{bubble}} er taget ned af Woble. Se hvorfor på dens side',
    new: 'Ny',
    loadMore: 'Vis flere',
    loadMoreError: 'Flere notifikationer kunne ikke hentes.',
  },
  date: {
    today: 'I dag, {{time}}',
    yesterday: 'I går, {{time}}',
  },
} satisfies TranslationShape<typeof en>;
