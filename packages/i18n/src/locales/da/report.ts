import type { TranslationShape } from '../../translation-shape';
import type { report as en } from '../en/report';

// Dansk tekst til den ene anmeldelsesdialog og til menupunkterne, der åbner den: en Wobler, en
// chatbesked, en kommentar eller et svar på tavlen, en Bubble.
export const report = {
  action: {
    wobler: 'Anmeld',
    message: 'Anmeld besked',
    comment: 'Anmeld kommentar',
    reply: 'Anmeld svar',
    bubble: 'Anmeld Bubble',
  },
  title: {
    wobler: 'Anmeld {{name}}',
    message: 'Anmeld besked fra {{name}}',
    comment: 'Anmeld kommentar fra {{name}}',
    reply: 'Anmeld svar fra {{name}}',
    bubble: 'Anmeld Bubblen {{name}}',
  },
  intro: {
    wobler:
      'Fortæl os, hvad der er galt. Vores moderatorer læser hver anmeldelse, og {{name}} får ikke at vide, hvem der sendte den.',
    message:
      'Fortæl os, hvad der er galt med beskeden. Vores moderatorer læser hver anmeldelse, og {{name}} får ikke at vide, hvem der sendte den.',
    comment:
      'Fortæl os, hvad der er galt med kommentaren. Vores moderatorer læser hver anmeldelse, og {{name}} får ikke at vide, hvem der sendte den.',
    reply:
      'Fortæl os, hvad der er galt med svaret. Vores moderatorer læser hver anmeldelse, og {{name}} får ikke at vide, hvem der sendte den.',
    bubble:
      'Fortæl os, hvad der er galt med denne Bubble. Vores moderatorer læser hver anmeldelse, og ejeren får ikke at vide, hvem der sendte den.',
  },
  quote: {
    message: 'Beskeden',
    comment: 'Kommentaren',
    reply: 'Svaret',
    bubble: 'Bubblen',
  },
  reason: 'Grund',
  reasons: {
    'inappropriate-content': 'Upassende indhold',
    'inappropriate-behaviour': 'Upassende opførsel',
    'fake-profile': 'Falsk profil',
    other: 'Andet',
  },
  details: 'Vil du tilføje noget?',
  detailsHint: 'Valgfrit, højst {{max}} tegn.',
  submit: 'Send anmeldelse',
  sending: 'Sender…',
  cancel: 'Annullér',
  close: 'Luk',
  sent: 'Tak — vores moderatorer kigger på det. Du hører fra os, når det er behandlet.',
  errors: {
    gone: {
      wobler: 'Denne Wobler er her ikke længere.',
      message: 'Beskeden findes ikke længere. Den er måske blevet slettet.',
      comment: 'Kommentaren findes ikke længere. Den er måske blevet slettet.',
      reply: 'Svaret findes ikke længere. Det er måske blevet slettet.',
      bubble: 'Bubblen findes ikke længere. Den er måske blevet slettet.',
    },
    failed: 'Anmeldelsen kunne ikke sendes. Prøv igen.',
    tooMany: 'Du har sendt mange anmeldelser på kort tid. Vent lidt, og prøv igen.',
  },
} satisfies TranslationShape<typeof en>;
