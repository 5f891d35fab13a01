import type { TranslationShape } from '../../translation-shape';
import type { settings as en } from '../en/settings';

// Dansk tekst til indstillinger: privatliv, notifikationer, sprog, slet konto.
export const settings = {
  title: 'Indstillinger',
  intro: 'Bestem, hvad andre Woblers ser, hvordan vi kontakter dig, og hvilket sprog du bruger.',
  saving: 'Gemmer …',
  saved: 'Gemt',
  privacy: {
    title: 'Privatliv',
    showLocation: 'Vis placering',
    showLocationHint: 'Andre ser din by, og hvor langt væk du er.',
    showGender: 'Vis køn',
    allowMessages: 'Lad andre skrive til mig',
    showImagesToAll: 'Vis mine billeder for alle',
    showImagesToAllHint: 'Når den er slået fra, ser kun dine forbindelser dit billede.',
    ageRange: 'Vis kun min profil for en aldersgruppe',
    ageFrom: 'Fra',
    ageTo: 'Til',
  },
  notifications: {
    title: 'Notifikationer',
    receiveNotifications: 'Modtag notifikationer',
    marketingEmails: 'Modtag markedsføringsmails',
  },
  language: {
    title: 'Sprog',
    label: 'Appens sprog',
  },
  account: {
    title: 'Konto',
    changePassword: 'Skift adgangskode',
    deleteTitle: 'Slet konto',
    deleteText:
      'Din profil forsvinder med det samme, og du kan ikke logge ind igen. Vi gemmer dine data i 3 måneder af sikkerhedshensyn og sletter dem derefter.',
    delete: 'Slet konto',
    confirm: 'Slet',
    /** Said in the 'Er du sikker?' dialog, under the question. */
    consequences: {
      signedOut: 'Du bliver logget ud med det samme, og din profil forsvinder.',
      dataDeleted: 'Dine data bliver slettet efter 3 måneder.',
      subscriptionEnds: 'Har du Premium, stopper dit abonnement, og du bliver ikke trukket igen.',
    },
  },
  loadError: 'Dine indstillinger kunne ikke hentes.',
  retry: 'Prøv igen',
} satisfies TranslationShape<typeof en>;
