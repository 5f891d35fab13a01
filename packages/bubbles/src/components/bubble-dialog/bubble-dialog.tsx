import type { BubbleTile } from '@wob/api';
import { Button, Dialog, readableTextColor, Switch, TextField } from '@wob/ui';
import { BubbleFormSchema, flattenIssues } from '@wob/validation';
import { Check } from 'lucide-react';
import { type CSSProperties, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { BubbleActionResult, BubbleFormValues } from '../../store/bubbles-store';
import { BUBBLE_COLORS } from '../bubble-tile/bubble-colors';

export interface BubbleDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Editing this Bubble; creating a new one when absent. */
  bubble?: BubbleTile;
  /** Sends the form; field errors of the answer (a taken name) show under their fields. */
  onSubmit: (values: BubbleFormValues) => Promise<BubbleActionResult>;
  /** After a successful save, with the saved Bubble. */
  onSaved?: (bubble: BubbleTile) => void;
}

type Errors = Record<string, string>;

function initialValues(bubble: BubbleTile | undefined): BubbleFormValues {
  return {
    name: bubble?.name ?? '',
    title: bubble?.title ?? '',
    circleColor: bubble?.circleColor ?? BUBBLE_COLORS[0].value,
    privateBubble: bubble?.privateBubble ?? false,
  };
}

/** Create or edit a Bubble: name, title, colour from the palette, private switch. */
export function BubbleDialog(props: BubbleDialogProps) {
  // A fresh form each time the dialog opens (another Bubble, or a new one).
  if (!props.isOpen) return null;
  return <BubbleDialogForm {...props} />;
}

function BubbleDialogForm({ isOpen, onOpenChange, bubble, onSubmit, onSaved }: BubbleDialogProps) {
  const { t, i18n } = useTranslation('bubbles');
  const formId = useId();
  const [values, setValues] = useState(() => initialValues(bubble));
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const editing = bubble !== undefined;
  // Keeps a colour the palette does not have (an older Bubble) choosable.
  const palette =
    bubble && !BUBBLE_COLORS.some((color) => color.value === bubble.circleColor)
      ? [...BUBBLE_COLORS, { id: 'current', value: bubble.circleColor }]
      : BUBBLE_COLORS;

  const message = (text: string | undefined) =>
    text === undefined ? undefined : i18n.exists(text) ? t(text) : text;

  const set = <K extends keyof BubbleFormValues>(key: K, value: BubbleFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      const { [key]: _removed, ...rest } = previous;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(BubbleFormSchema, values);
    if (!parsed.success) {
      setErrors(flattenIssues(parsed.issues));
      return;
    }
    setPending(true);
    const result = await onSubmit(parsed.output);
    setPending(false);
    if (result.ok) {
      onOpenChange(false);
      if (result.bubble) onSaved?.(result.bubble);
    } else {
      setErrors(result.fieldErrors);
    }
  };

  const colorName = (id: string) =>
    id === 'current' ? values.circleColor : t(`form.colors.${id as 'blue'}`);

  return (
    <Dialog
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeLabel={t('form.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={pending}>
            {editing ? t('form.save') : t('form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} className="wob-bubble-form" onSubmit={submit} noValidate>
        <TextField
          label={t('form.name')}
          description={t('form.nameHint')}
          value={values.name}
          onChange={(value) => set('name', value)}
          errorMessage={message(errors.name)}
          isRequired
          autoFocus
        />
        <TextField
          label={t('form.title')}
          description={t('form.titleHint')}
          value={values.title}
          onChange={(value) => set('title', value)}
          errorMessage={message(errors.title)}
        />
        <fieldset className="wob-bubble-form__colors">
          <legend className="wob-field__label">{t('form.color')}</legend>
          <div className="wob-bubble-form__swatches">
            {palette.map((color) => {
              const checked = values.circleColor === color.value;
              return (
                <label
                  key={color.id}
                  className="wob-bubble-swatch"
                  style={
                    {
                      '--wob-bubble': color.value,
                      '--wob-on-bubble': readableTextColor(color.value),
                    } as CSSProperties
                  }
                >
                  <input
                    type="radio"
                    name={`${formId}-color`}
                    value={color.value}
                    checked={checked}
                    onChange={() => set('circleColor', color.value)}
                    aria-label={colorName(color.id)}
                  />
                  <span className="wob-bubble-swatch__dot" aria-hidden="true">
                    {checked && <Check size={18} />}
                  </span>
                </label>
              );
            })}
          </div>
          {errors.circleColor && (
            <p className="wob-field__error" role="alert">
              {message(errors.circleColor)}
            </p>
          )}
        </fieldset>
        <Switch
          isSelected={values.privateBubble}
          onChange={(value) => set('privateBubble', value)}
          description={t('form.privateHint')}
        >
          {t('form.private')}
        </Switch>
      </form>
    </Dialog>
  );
}
