import type { BubbleTile } from '@wob/api';
import { onSubmit as onFormSubmit, useMessage, useSchemaForm } from '@wob/auth';
import { Button, Dialog, readableTextColor, Switch, TextField } from '@wob/ui';
import { BubbleFormSchema } from '@wob/validation';
import { Check } from 'lucide-react';
import { type CSSProperties, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('bubbles');
  const formId = useId();
  const message = useMessage();
  // A change clears its own message; focus stays on the dialog's submit button.
  const form = useSchemaForm<BubbleFormValues, BubbleFormValues>(
    BubbleFormSchema,
    initialValues(bubble),
    { recheckAfterSubmit: false, focusInvalid: false },
  );
  const { values, errors, setField: set } = form;
  const [pending, setPending] = useState(false);
  const editing = bubble !== undefined;
  // Keeps a colour the palette does not have (an older Bubble) choosable.
  const palette =
    bubble && !BUBBLE_COLORS.some((color) => color.value === bubble.circleColor)
      ? [...BUBBLE_COLORS, { id: 'current', value: bubble.circleColor }]
      : BUBBLE_COLORS;

  const submit = async () => {
    const parsed = await form.validate();
    if (!parsed) return;
    setPending(true);
    const result = await onSubmit(parsed);
    setPending(false);
    if (result.ok) {
      onOpenChange(false);
      if (result.bubble) onSaved?.(result.bubble);
    } else {
      form.showErrors(result.fieldErrors);
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
      <form id={formId} className="wob-bubble-form" onSubmit={onFormSubmit(submit)} noValidate>
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
