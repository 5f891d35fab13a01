import type { TranslationShape } from '../../translation-shape';
import type { shell as en } from '../en/shell';

// Dansk tekst til appens ramme: sidehoved, menu, fejl- og ikke-fundet-sider, velkomsten.
export const shell = {
  skipToContent: 'Gå til indhold',
  homeLink: 'Woble forside',
  header: {
    login: 'Log ind',
    getStarted: 'Kom i gang',
    menu: 'Menu',
  },
  menu: {
    findBubble: 'Find Bubble',
    findWoblers: 'Find Woblers',
    savedWoblers: 'Gemte Woblers',
    bubbleSettings: 'Bubble-indstillinger',
    profile: 'Profil',
    settings: 'Indstillinger',
    changePassword: 'Skift adgangskode',
    premium: 'Premium',
    support: 'FAQ og support',
    share: 'Del Woble',
    logout: 'Log ud',
  },
  adminLogin: {
    title: 'Log ind som administrator',
    intro: 'Her logger Wobles administratorer ind.',
    membersBefore: 'Er du Wobler? Log ind på ',
    membersLink: 'login-siden for medlemmer',
    membersAfter: '.',
    email: 'E-mail',
    password: 'Adgangskode',
    submit: 'Log ind',
    failed: 'Det lykkedes ikke at logge ind. Prøv igen.',
  },
  notFound: {
    title: '404! Siden blev ikke fundet',
    text: 'Siden, du leder efter, er svævet væk.',
    home: 'Gå til forsiden',
  },
  error: {
    text: 'Noget gik galt, da siden skulle vises.',
    retry: 'Prøv igen',
    home: 'Gå til forsiden',
  },
  languageFailed: 'Sproget kunne ikke skiftes.',
  loading: 'Indlæser …',
} satisfies TranslationShape<typeof en>;
