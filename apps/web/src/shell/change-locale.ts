import type { Locale } from '@wob/i18n';
import { toast } from '@wob/ui';
import { translate } from './copy';
import { getLocale, switchLocale } from './locale';
import { navigateTo } from './navigation';

/**
 * The language switch of the header and the settings page. When the new language cannot be
 * prepared (its copy failed to load), the browser goes to the root (spec section 8).
 */
export async function changeLocale(next: Locale): Promise<void> {
  try {
    await switchLocale(next);
  } catch {
    toast.error(translate(getLocale(), 'shell:languageFailed'));
    navigateTo('/');
  }
}
