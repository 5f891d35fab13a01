// Every namespace, in both languages. Adding one: import its two files and add one entry to
// each language below. English is the source of the keys; Danish must match it (typed with
// TranslationShape and checked by resources.test.ts).
import { auth as daAuth } from './locales/da/auth';
import { board as daBoard } from './locales/da/board';
import { bubbles as daBubbles } from './locales/da/bubbles';
import { chat as daChat } from './locales/da/chat';
import { common as daCommon } from './locales/da/common';
import { deck as daDeck } from './locales/da/deck';
import { errors as daErrors } from './locales/da/errors';
import { gender as daGender } from './locales/da/gender';
import { landing as daLanding } from './locales/da/landing';
import { legal as daLegal } from './locales/da/legal';
import { moderation as daModeration } from './locales/da/moderation';
import { notifications as daNotifications } from './locales/da/notifications';
import { polls as daPolls } from './locales/da/polls';
import { premium as daPremium } from './locales/da/premium';
import { profile as daProfile } from './locales/da/profile';
import { report as daReport } from './locales/da/report';
import { search as daSearch } from './locales/da/search';
import { settings as daSettings } from './locales/da/settings';
import { shell as daShell } from './locales/da/shell';
import { support as daSupport } from './locales/da/support';
import { validation as daValidation } from './locales/da/validation';
import { auth as enAuth } from './locales/en/auth';
import { board as enBoard } from './locales/en/board';
import { bubbles as enBubbles } from './locales/en/bubbles';
import { chat as enChat } from './locales/en/chat';
import { common as enCommon } from './locales/en/common';
import { deck as enDeck } from './locales/en/deck';
import { errors as enErrors } from './locales/en/errors';
import { gender as enGender } from './locales/en/gender';
import { landing as enLanding } from './locales/en/landing';
import { legal as enLegal } from './locales/en/legal';
import { moderation as enModeration } from './locales/en/moderation';
import { notifications as enNotifications } from './locales/en/notifications';
import { polls as enPolls } from './locales/en/polls';
import { premium as enPremium } from './locales/en/premium';
import { profile as enProfile } from './locales/en/profile';
import { report as enReport } from './locales/en/report';
import { search as enSearch } from './locales/en/search';
import { settings as enSettings } from './locales/en/settings';
import { shell as enShell } from './locales/en/shell';
import { support as enSupport } from './locales/en/support';
import { validation as enValidation } from './locales/en/validation';

export const resources = {
  en: {
    common: enCommon,
    validation: enValidation,
    errors: enErrors,
    legal: enLegal,
    gender: enGender,
    auth: enAuth,
    shell: enShell,
    landing: enLanding,
    settings: enSettings,
    profile: enProfile,
    premium: enPremium,
    support: enSupport,
    bubbles: enBubbles,
    board: enBoard,
    polls: enPolls,
    moderation: enModeration,
    notifications: enNotifications,
    search: enSearch,
    deck: enDeck,
    report: enReport,
    chat: enChat,
  },
  da: {
    common: daCommon,
    validation: daValidation,
    errors: daErrors,
    legal: daLegal,
    gender: daGender,
    auth: daAuth,
    shell: daShell,
    landing: daLanding,
    settings: daSettings,
    profile: daProfile,
    premium: daPremium,
    support: daSupport,
    bubbles: daBubbles,
    board: daBoard,
    polls: daPolls,
    moderation: daModeration,
    notifications: daNotifications,
    search: daSearch,
    deck: daDeck,
    report: daReport,
    chat: daChat,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];

export const NAMESPACES = Object.keys(resources.en) as readonly Namespace[];

/** The namespace of keys written without a prefix. */
export const DEFAULT_NAMESPACE: Namespace = 'common';
