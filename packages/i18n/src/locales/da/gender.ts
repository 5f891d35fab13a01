import type { TranslationShape } from '../../translation-shape';
import type { gender as en } from '../en/gender';

export const gender = {
  male: 'Mand',
  female: 'Kvinde',
  'non-binary': 'Nonbinær',
  transgender: 'Transkønnet',
  intersex: 'Interkønnet',
} satisfies TranslationShape<typeof en>;
