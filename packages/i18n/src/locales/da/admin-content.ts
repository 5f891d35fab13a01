import type { adminContent as en } from '../en/admin-content';
import type { TranslationShape } from '../../translation-shape';

export const adminContent = {} satisfies TranslationShape<typeof en>;
