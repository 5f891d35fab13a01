import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FormState } from './use-schema-form';

/** One field of a list of text fields: a stable React key (items move up when one above them
 * is removed) and its text. */
export interface TextDraft {
  key: number;
  value: string;
}

export interface TextListOptions {
  /** The list never gets shorter than this. */
  min: number;
  /** Nor longer than this. */
  max: number;
  /** The first this many fields cannot be removed (a poll's fixed option inputs). Default 0. */
  fixed?: number;
}

export interface TextList {
  items: TextDraft[];
  change(index: number, value: string): void;
  /** Adds an empty field at the end and moves focus into it. */
  add(): void;
  /** Removes a field and moves focus to its neighbour. */
  remove(index: number): void;
  canAdd: boolean;
  canRemove(index: number): boolean;
}

/**
 * A form's list of text fields named `name` (a poll's options): each change of the list
 * forgets the list's messages (`name` and `name.N`). After an add or a remove, focus goes to
 * the new field or the removed one's neighbour: the element around each field's input carries
 * `data-option-key={item.key}`.
 */
export function useTextList<TValues extends FieldValues, TOutput>(
  form: FormState<TValues, TOutput>,
  name: keyof TValues & string,
  { min, max, fixed = 0 }: TextListOptions,
): TextList {
  const items = form.values[name] as TextDraft[];
  const nextKey = useRef(Math.max(-1, ...items.map((item) => item.key)) + 1);
  const [focusKey, setFocusKey] = useState<number | null>(null);

  useEffect(() => {
    if (focusKey === null) return;
    form.formRef.current
      ?.querySelector<HTMLElement>(`[data-option-key="${focusKey}"] input`)
      ?.focus();
    setFocusKey(null);
  }, [focusKey, form.formRef]);

  const setList = (next: TextDraft[]) => {
    form.setField(name, next as TValues[typeof name]);
    form.clearErrors(
      ...Object.keys(form.errors).filter((key) => key === name || key.startsWith(`${name}.`)),
    );
  };

  const canRemove = (index: number) => index >= fixed && items.length > min;

  return {
    items,
    change(index, value) {
      // The form's latest list: two changes in one event both survive.
      const latest = form.form.getValues(name as never) as unknown as TextDraft[];
      form.setField(
        name,
        latest.map((item, at) =>
          at === index ? { ...item, value } : item,
        ) as TValues[typeof name],
      );
      form.clearErrors(`${name}.${index}`, name);
    },
    add() {
      if (items.length >= max) return;
      const key = nextKey.current;
      nextKey.current += 1;
      setList([...items, { key, value: '' }]);
      setFocusKey(key);
    },
    remove(index) {
      if (!canRemove(index)) return;
      const next = items.filter((_, at) => at !== index);
      setList(next);
      const neighbour = next[Math.min(index, next.length - 1)];
      if (neighbour) setFocusKey(neighbour.key);
    },
    canAdd: items.length < max,
    canRemove,
  };
}
