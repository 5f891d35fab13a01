import type { adminRetention as en } from '../en/admin-retention';
import type { TranslationShape } from '../../translation-shape';

export const adminRetention = {} satisfies TranslationShape<typeof en>;
