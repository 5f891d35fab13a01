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
  // "Download mine data": en ZIP-fil med alt om personen (GDPR artikel 15 og 20).
  dataExport: {
    title: 'Download mine data',
    intro:
      'Få en kopi af dine data: din profil, dine indstillinger, Bubbles, opslag, likes, chats, betalinger og de billeder og filer, du har uploadet, samlet i én ZIP-fil.',
    start: 'Gør mine data klar',
    preparingTitle: 'Vi gør dine data klar',
    preparingText:
      'Det kan tage et par minutter. Vi sender dig en e-mail og giver besked i klokken, når de er klar.',
    readyTitle: 'Dine data er klar',
    readyText: 'Du kan downloade dem indtil {{date}}.',
    download: 'Download ZIP ({{size}})',
    again: 'Lav en ny kopi',
    expiredTitle: 'Din download er udløbet',
    expiredText: 'Den kunne downloades indtil {{date}}. Lav en ny kopi for at downloade dine data.',
    failedTitle: 'Dine data kunne ikke gøres klar',
    failedText: 'Der gik noget galt, da vi gjorde dine data klar. Prøv igen.',
    retry: 'Prøv igen',
    loadError: 'Status for din download af data kunne ikke hentes.',
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
