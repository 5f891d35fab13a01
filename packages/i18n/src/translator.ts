import { createInstance, type i18n } from 'i18next';
import { i18nOptions } from './i18n-options';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { NAMESPACES, resources } from './resources';

export type TranslationParams = Record<string, unknown>;
export type Translate = (key: string, params?: TranslationParams) => string;

// One plain (React-free) instance per language for the server, created on first use.
const instances = new Map<Locale, i18n>();

function instanceFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.init(i18nOptions(locale));
    instances.set(locale, instance);
  }
  return instance;
}

/** `t` for one language, without React: the server translates its messages with it. */
export function createTranslator(locale: Locale): Translate {
  const instance = instanceFor(locale);
  return (key, params) => String(instance.t(key, params));
}

// 'namespace:dotted.key' with one of our namespaces; anything else is plain text.
const MESSAGE_KEY = new RegExp(
  `^(${NAMESPACES.join('|')}):([A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*)$`,
);

function lookup(locale: Locale, namespace: string, path: string): unknown {
  let node: unknown = (resources[locale] as Record<string, unknown>)[namespace];
  for (const segment of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/**
 * True when `text` is a key of a text (not of a group of texts) in our resources, plural
 * texts included ('…text' for '…text_one' and '…text_other', chosen by the `count` param).
 */
export function isMessageKey(text: string): boolean {
  const match = MESSAGE_KEY.exec(text);
  if (!match?.[1] || !match[2]) return false;
  return (
    typeof lookup(DEFAULT_LOCALE, match[1], match[2]) === 'string' ||
    typeof lookup(DEFAULT_LOCALE, match[1], `${match[2]}_other`) === 'string'
  );
}

/**
 * Translates a message that may be a key ('validation:required.name') or already a text
 * (a server message, a third-party error): keys are translated, any other text is returned
 * as it is.
 */
export function translateMessage(
  locale: Locale,
  keyOrText: string,
  params?: TranslationParams,
): string {
  return isMessageKey(keyOrText) ? createTranslator(locale)(keyOrText, params) : keyOrText;
}
