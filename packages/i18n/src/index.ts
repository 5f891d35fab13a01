export type { CountryOption } from './countries';
export { countryName, countryOptions } from './countries';
export { i18nOptions } from './i18n-options';
export type {
  LegalDocument,
  LegalDocumentName,
  LegalSection,
  OperatorDetails,
} from './legal-documents';
export { LEGAL_DOCUMENTS, LEGAL_VERSIONS, legalDocument } from './legal-documents';
export type { Locale, LocaleResolution } from './locale';
export {
  DEFAULT_LOCALE,
  isLocale,
  LAST_RESORT_LOCALE,
  LOCALE_STORAGE_KEY,
  localeFromAcceptLanguage,
  resolveLocale,
  SUPPORTED_LOCALES,
} from './locale';
export type { Namespace } from './resources';
export { DEFAULT_NAMESPACE, NAMESPACES, resources } from './resources';
export type { TranslationShape } from './translation-shape';
export type { Translate, TranslationParams } from './translator';
export { createTranslator, isMessageKey, translateMessage } from './translator';
