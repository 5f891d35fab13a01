import type { TranslationShape } from '../../translation-shape';
import type { profile as en } from '../en/profile';

// Dansk tekst til din egen profil: vis, rediger, upload og fjern billede.
export const profile = {
  title: 'Min profil',
  edit: 'Rediger profil',
  save: 'Gem ændringer',
  cancel: 'Annuller',
  saving: 'Gemmer …',
  age: '{{age}} år',
  memberSince: 'Medlem siden {{date}}',
  sections: {
    about: 'Om mig',
    details: 'Oplysninger',
    contact: 'Kontakt',
  },
  empty: {
    about: 'Du har ikke skrevet noget om dig selv endnu.',
  },
  picture: {
    upload: 'Upload billede',
    change: 'Skift billede',
    remove: 'Fjern billede',
    save: 'Brug dette billede',
    cancel: 'Annuller',
    uploading: 'Uploader billede …',
    dialogTitle: 'Dit nye profilbillede',
    removeConfirm: 'Fjern',
    avatarAlt: 'Profilbillede af {{name}}',
  },
  loadError: 'Din profil kunne ikke hentes.',
  retry: 'Prøv igen',
} satisfies TranslationShape<typeof en>;
