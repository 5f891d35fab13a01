import type { TranslationShape } from '../../translation-shape';
import type { landing as en } from '../en/landing';

// Dansk tekst til forsiden på `/`.
export const landing = {
  hero: {
    eyebrow: 'For voksne over 18',
    title: 'Find dine folk, én Bubble ad gangen',
    promise:
      'Woble samler mennesker, der holder af de samme ting, så du kan melde dig ind i Bubbles, møde Woblers og komme i snak.',
    getStarted: 'Kom i gang',
    login: 'Jeg har allerede en profil',
  },
  bubbles: {
    hiking: 'Vandreture',
    boardGames: 'Brætspil',
    cooking: 'Madlavning',
    music: 'Livemusik',
    running: 'Løb',
    books: 'Bøger',
  },
  how: {
    title: 'Sådan virker det',
    steps: {
      join: {
        title: 'Meld dig ind i Bubbles',
        text: 'Vælg de fællesskaber, der passer til det, du holder af, fra vandreture til brætspil.',
      },
      meet: {
        title: 'Mød Woblers',
        text: 'Se folk, der deler dine Bubbles, og like dem, du klikker med.',
      },
      chat: {
        title: 'Chat',
        text: 'Når I kan lide hinanden, så sig hej og lav planer sammen.',
      },
    },
    stepLabel: 'Trin {{number}}',
  },
  cta: {
    title: 'Klar til at hoppe i?',
    text: 'Din profil er klar efter tre korte trin.',
    button: 'Kom i gang',
  },
  contact: {
    title: 'Kontakt',
    text: 'Spørgsmål, idéer eller problemer med din konto? Skriv til os, så svarer et menneske.',
    email: 'E-mail',
    address: 'Adresse',
    cvr: 'CVR',
  },
  social: {
    title: 'Følg os',
    link: 'Woble på {{network}}',
  },
  footer: {
    legal: 'Juridisk',
    terms: 'Vilkår og betingelser',
    privacy: 'Privatlivspolitik',
    cookies: 'Cookiepolitik',
    copyright: '© {{year}} {{company}}',
  },
} satisfies TranslationShape<typeof en>;
