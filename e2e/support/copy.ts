import { createTranslator } from '@wob/i18n';

// The product's own copy, so tests look for exactly what a person reads on screen.
// `en('validation:required.name')` → 'Name is Required'.
export const en = createTranslator('en');
export const da = createTranslator('da');
export type Copy = typeof en;
