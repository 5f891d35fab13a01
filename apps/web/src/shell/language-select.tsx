import { isLocale, SUPPORTED_LOCALES } from '@wob/i18n';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { changeLocale } from './change-locale';
import { useCopy } from './copy';

/**
 * Dansk / English. A native <select>, not a React Aria one: it is on the landing's first
 * load, where every kilobyte counts, and phones show their own picker for it.
 */
export function LanguageSelect() {
  const { t, locale } = useCopy();
  const id = useId();
  return (
    <div className="wob-language">
      <label htmlFor={id} className="wob-visually-hidden">
        {t('common:language.label')}
      </label>
      <Globe className="wob-language__icon" aria-hidden="true" />
      <select
        id={id}
        className="wob-language__select"
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void changeLocale(next);
        }}
      >
        {SUPPORTED_LOCALES.map((code) => (
          // Each language names itself, whatever the UI language is.
          <option key={code} value={code} lang={code}>
            {t(`common:language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
