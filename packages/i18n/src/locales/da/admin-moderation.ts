import type { adminModeration as en } from '../en/admin-moderation';
import type { TranslationShape } from '../../translation-shape';

export const adminModeration = {} satisfies TranslationShape<typeof en>;
