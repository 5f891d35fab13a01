import type { TranslationShape } from '../../translation-shape';
import type { adminRetention as en } from '../en/admin-retention';

export const adminRetention = {
  title: 'Sletningsjob',
  intro:
    'Disse job udfører vilkårenes regler for opbevaring og sletning. De kører af sig selv hver {{interval}}, og hver kørsel vises med det, den fjernede.',
  introManual:
    'Disse job udfører vilkårenes regler for opbevaring og sletning. De er ikke planlagt på denne server, så kør dem herfra.',
  runNow: 'Kør alle job nu',
  runDone: 'Jobbene er kørt.',
  runFailed: 'Jobbene kunne ikke køres. Prøv igen.',
  loadFailed: 'Jobbene kunne ikke hentes.',
  rulesHeading: 'Regler for opbevaring',
  otherHeading: 'Andre planlagte job',
  neverRun: 'Ikke kørt endnu.',
  lastRun: 'Seneste kørsel',
  lastRunAt: 'Senest kørt {{when}}, tog {{duration}}',
  historyLabel: 'Seneste kørsler af {{job}}',
  columns: {
    started: 'Startet',
    duration: 'Varighed',
    outcome: 'Resultat',
    removed: 'Fjernet',
    error: 'Fejl',
  },
  outcomes: {
    ok: 'OK',
    failed: 'Fejlede',
  },
  nothingRemoved: 'Intet',
  durationMs: '{{count}} ms',
  durationS: '{{count}} s',
  everyMinutes_one: 'minut',
  everyMinutes_other: '{{count}}. minut',
  everyHours_one: 'time',
  everyHours_other: '{{count}}. time',
  removed: {
    accounts_one: '{{count}} konto',
    accounts_other: '{{count}} konti',
    files_one: '{{count}} fil',
    files_other: '{{count}} filer',
    requestLogs_one: '{{count}} logpost',
    requestLogs_other: '{{count}} logposter',
    consents_one: '{{count}} samtykke',
    consents_other: '{{count}} samtykker',
    exports_one: '{{count}} dataudtræk',
    exports_other: '{{count}} dataudtræk',
    tokens_one: '{{count}} session eller nulstillingslink',
    tokens_other: '{{count}} sessioner og nulstillingslinks',
    charges_one: '{{count}} betalingspost',
    charges_other: '{{count}} betalingsposter',
    rows_one: '{{count}} række',
    rows_other: '{{count}} rækker',
    other: '{{kind}}: {{count}}',
  },
  jobs: {
    purgeDeletedAccounts: {
      title: 'Slet slettede konti helt',
      rule: 'Konti fjernes helt 3 måneder efter, at de er slettet: profilen, alt hvad personen har lavet, deres filer, deres e-mails i den lokale udbakke og deres chatbruger. Betalinger bliver som regnskabsmateriale, uden personen.',
    },
    anonymiseInactiveAccounts: {
      title: 'Anonymiser inaktive konti',
      rule: 'Konti uden aktivitet i 2 år anonymiseres: navn, kontaktoplysninger, billede, adgangskode, supporthenvendelser, anmeldelser fra eller om personen og deres e-mails i den lokale udbakke fjernes, og deres chatbruger mister navn og billede.',
    },
    deleteOldRequestLogs: {
      title: 'Slet trafikdata',
      rule: 'Trafikdata (loggen over forespørgsler) slettes efter 1 år.',
    },
    deleteOldConsents: {
      title: 'Slet gamle samtykker',
      rule: 'Registrerede samtykker gemmes i 5 år og slettes derefter, når kontoen ikke længere findes.',
    },
    deleteExpiredDataExports: {
      title: 'Slet dataudtræk',
      rule: 'Filerne fra “Download mine data” slettes efter 7 dage.',
    },
    deleteDeadTokens: {
      title: 'Slet afsluttede sessioner',
      rule: 'Sessioner, der er logget ud eller udløbet, og brugte eller udløbne links til ny adgangskode slettes.',
    },
    deleteOldPaymentRecords: {
      title: 'Slet gamle betalingsposter',
      rule: 'Betalinger fra slettede og anonymiserede konti gemmes som regnskabsmateriale i 5 år efter udgangen af deres regnskabsår og slettes derefter.',
    },
    renewSubscriptions: {
      title: 'Forny Premium',
      rule: 'Premium-abonnementer, der skal fornyes, bliver fornyet, og udløbne afsluttes.',
    },
    deleteOldLinkPreviews: {
      title: 'Slet linkforhåndsvisninger',
      rule: 'Forhåndsvisninger af links i chatten slettes efter 30 dage sammen med deres billeder.',
    },
    analyzeDatabase: {
      title: 'Databasestatistik',
      rule: 'Databasens statistik opdateres, så søgninger forbliver hurtige.',
    },
    other: {
      title: 'Planlagt job',
      rule: 'Et planlagt job i tjenesten.',
    },
  },
  admins: {
    title: 'Administratorer',
    intro: 'Alle, der kan logge ind i konsollen, ældste først.',
    createNote:
      'Nye administratorer og moderatorer oprettes på serveren med kommandoen pnpm admin:create. De sætter deres godkendelsesapp op, første gang de logger ind.',
    loadFailed: 'Administratorerne kunne ikke hentes.',
    tableLabel: 'Administratorer og moderatorer',
    columns: {
      email: 'E-mail',
      role: 'Rolle',
      twoFactor: 'Godkendelsesapp',
      created: 'Oprettet',
    },
    twoFactorSet: 'Sat op',
    twoFactorMissing: 'Ikke sat op endnu',
    you: 'dig',
  },
} satisfies TranslationShape<typeof en>;
