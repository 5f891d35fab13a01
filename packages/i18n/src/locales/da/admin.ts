import type { TranslationShape } from '../../translation-shape';
import type { admin as en } from '../en/admin';
import { adminContent } from './admin-content';
import { adminModeration } from './admin-moderation';
import { adminRetention } from './admin-retention';

// Dansk tekst til administratorernes sider: login-trin to på /admin/login og forsiden på /admin.
export const admin = {
  setup: {
    title: 'Opsæt din godkendelsesapp',
    intro:
      'Administratorer logger ind i to trin. Scan QR-koden med en godkendelsesapp (for eksempel Google Authenticator, Microsoft Authenticator eller 1Password), og skriv den 6-cifrede kode, appen viser.',
    qrLabel: 'QR-kode til din godkendelsesapp',
    keyLabel: 'Eller skriv denne nøgle i appen',
    recoveryTitle: 'Dine gendannelseskoder',
    recoveryIntro:
      'Hver kode logger dig ind én gang, hvis du mister din telefon. Gem dem et sikkert sted: de vises kun nu.',
    copyCodes: 'Kopiér koderne',
    copied: 'Koderne er kopieret.',
    copyFailed: 'Koderne kunne ikke kopieres. Markér dem, og kopiér dem selv.',
    codeLabel: 'Kode fra appen',
    submit: 'Bekræft og log ind',
  },
  code: {
    title: 'Skriv din kode',
    intro: 'Skriv den 6-cifrede kode fra din godkendelsesapp eller en af dine gendannelseskoder.',
    codeLabel: 'Kode',
    submit: 'Log ind',
    startOver: 'Start forfra',
  },
  home: {
    title: 'Administration',
    signedInAs: 'Logget ind som {{email}}',
    roleLabel: 'Rolle',
    roles: {
      administrator: 'Administrator',
      moderator: 'Moderator',
    },
    sessionNote: 'Du bliver logget ud efter 30 minutter uden aktivitet.',
    signOut: 'Log ud',
    loading: 'Indlæser…',
  },
  console: {
    navLabel: 'Konsol',
    // How every section loads what it shows (pages/admin/console-load).
    load: {
      loading: 'Henter…',
      retry: 'Prøv igen',
      failed: 'Noget gik galt. Prøv igen om lidt.',
      offline: 'Ingen forbindelse til serveren. Tjek din forbindelse, og prøv igen.',
    },
    nav: {
      reports: 'Anmeldelser',
      people: 'Personer',
      content: 'Indhold',
      faqs: 'FAQ',
      ads: 'Annoncer i bunken',
      bubbles: 'Bubbles',
      operator: 'Oplysninger om udbyder',
      audit: 'Revisionslog',
      retention: 'Sletningsjob',
      admins: 'Administratorer',
      operation: 'Drift',
      // The Reports link with its badge, as a screen reader reads it.
      reportsOpen_one: 'Anmeldelser, {{count}} åben',
      reportsOpen_other: 'Anmeldelser, {{count}} åbne',
    },
  },
  // Each section's own copy, one file per section group (so they grow apart).
  moderation: adminModeration,
  content: adminContent,
  retention: adminRetention,
} satisfies TranslationShape<typeof en>;
