/**
 * The shape a translation must have: the English object's keys (and array lengths), any
 * string as value. Danish files declare `satisfies TranslationShape<typeof en…>`, so a missing
 * or extra key is a type error as well as a failing test.
 */
export type TranslationShape<T> = T extends string
  ? string
  : { readonly [K in keyof T]: TranslationShape<T[K]> };
