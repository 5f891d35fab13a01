// The React side of @wob/i18n, kept out of the main entry so that the server, which only
// translates messages, never loads react-i18next.
export { createI18n } from './create-i18n';
