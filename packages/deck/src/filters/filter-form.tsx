import type { BubbleTile } from '@wob/api';
import { onSubmit as onFormSubmit, useMessage, useSchemaForm } from '@wob/auth';
import { Button, Checkbox, readableTextColor, Select, Skeleton, TextField } from '@wob/ui';
import {
  AGE_RANGE_MAX,
  AGE_RANGE_MIN,
  GENDER_FILTERS,
  type GenderFilter,
  WOBLER_SEARCH_MAX,
  WoblerFilterSchema,
} from '@wob/validation';
import { Check, Search } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WoblerFilter } from '../deck/deck-slice';
import type { LoadStatus } from '../deck/store-kit';
import { LocationControl } from './location-control';
import { SliderField } from './slider-field';

/** The distance slider: 5 to 500 km in steps of 5 (Denmark is about 450 km end to end). */
export const DISTANCE_SLIDER = { min: 5, max: 500, step: 5, initial: 25 } as const;

/** Where Find Bubble is (`@wob/bubbles`): the way to Bubbles for a person without any. */
const FIND_BUBBLE_PATH = '/search-bubble';

export interface FilterFormProps {
  /** The filter the form starts from (the one in use, the saved one, or everyone). */
  initial: WoblerFilter;
  /** Whether 'Save for later' starts ticked (a filter is stored). */
  initialSaved: boolean;
  /** The person's active Bubbles. */
  bubbles: { status: LoadStatus; docs: readonly BubbleTile[] };
  onRetryBubbles: () => void;
  onSubmit: (filter: WoblerFilter, saveForLater: boolean) => void;
  /** Stories show the messages a submit would give. */
  initialErrors?: Record<string, string>;
}

interface FilterValues {
  bubbleIds: 'all' | string[];
  /** 'Any distance' ticked: the slider keeps its value for when it is unticked. */
  anyDistance: boolean;
  distance: number;
  gender: GenderFilter;
  ages: [number, number];
  search: string;
  saveForLater: boolean;
}

function filterInput(values: FilterValues) {
  return {
    bubbleIds: values.bubbleIds,
    distance: values.anyDistance ? null : values.distance,
    gender: values.gender,
    ageFrom: values.ages[0],
    ageTo: values.ages[1],
    search: values.search,
  };
}

function chipStyle(bubble: BubbleTile): CSSProperties {
  return {
    '--wob-bubble': bubble.circleColor,
    '--wob-on-bubble': readableTextColor(bubble.circleColor),
  } as CSSProperties;
}

/** 'All Bubbles' and each of the person's Bubbles as toggle chips. */
function BubbleTags({
  value,
  onChange,
  bubbles,
  onRetry,
  error,
}: {
  value: 'all' | string[];
  onChange: (value: 'all' | string[]) => void;
  bubbles: FilterFormProps['bubbles'];
  onRetry: () => void;
  error?: string;
}) {
  const { t } = useTranslation('deck');
  const all = value === 'all';
  const toggle = (id: string) => {
    if (value === 'all') onChange([id]);
    else onChange(value.includes(id) ? value.filter((known) => known !== id) : [...value, id]);
  };
  return (
    <fieldset
      className="wob-fieldset wob-bubble-tags"
      aria-describedby={error ? 'wob-bubble-tags-error' : undefined}
    >
      <legend className="wob-field__label">{t('filters.bubbles')}</legend>
      <p className="wob-field__description">{t('filters.bubblesHint')}</p>
      <div className="wob-bubble-tags__list">
        <button
          type="button"
          className="wob-tag wob-tag--all"
          aria-pressed={all}
          onClick={() => onChange('all')}
        >
          {all && <Check aria-hidden="true" className="wob-tag__check" />}
          {t('filters.allBubbles')}
        </button>
        {bubbles.docs.map((bubble) => {
          const selected = !all && value.includes(bubble._id);
          return (
            <button
              key={bubble._id}
              type="button"
              className="wob-tag"
              style={chipStyle(bubble)}
              aria-pressed={selected}
              onClick={() => toggle(bubble._id)}
            >
              {selected ? (
                <Check aria-hidden="true" className="wob-tag__check" />
              ) : (
                <span className="wob-tag__dot" aria-hidden="true" />
              )}
              {bubble.name}
            </button>
          );
        })}
        {bubbles.status === 'loading' && (
          <>
            <Skeleton shape="rect" width={120} height={36} className="wob-tag-skeleton" />
            <Skeleton shape="rect" width={96} height={36} className="wob-tag-skeleton" />
          </>
        )}
      </div>
      {bubbles.status === 'error' && (
        <p className="wob-bubble-tags__note">
          {t('filters.bubblesError')}{' '}
          <Button variant="ghost" size="sm" onClick={onRetry}>
            {t('retry')}
          </Button>
        </p>
      )}
      {bubbles.status === 'ready' && bubbles.docs.length === 0 && (
        <p className="wob-bubble-tags__note">
          {t('filters.noBubbles')} <Link to={FIND_BUBBLE_PATH}>{t('filters.findBubble')}</Link>
        </p>
      )}
      {error && (
        <p id="wob-bubble-tags-error" className="wob-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The filters of /new-search (spec section 2, Overlays: Bubble tags, distance, gender, age
 * range, save for later; section 3: search text), validated with @wob/validation's
 * WoblerFilterSchema, whose messages come out of the `validation` namespace.
 */
export function FilterForm({
  initial,
  initialSaved,
  bubbles,
  onRetryBubbles,
  onSubmit,
  initialErrors = {},
}: FilterFormProps) {
  const { t } = useTranslation('deck');
  const message = useMessage();
  // A change clears its own message; focus goes to the first invalid field or Bubble tag.
  const form = useSchemaForm<FilterValues, WoblerFilter>(
    WoblerFilterSchema,
    {
      bubbleIds: initial.bubbleIds,
      anyDistance: initial.distance === null,
      distance: initial.distance ?? DISTANCE_SLIDER.initial,
      gender: initial.gender,
      ages: [initial.ageFrom, initial.ageTo],
      search: initial.search,
      saveForLater: initialSaved,
    },
    {
      recheckAfterSubmit: false,
      focusInvalid: '[aria-invalid="true"], .wob-bubble-tags .wob-tag',
      toInput: filterInput,
      initialErrors,
    },
  );
  const { values, errors, setField } = form;
  const { anyDistance, distance, ages } = values;

  const submit = async () => {
    const filter = await form.validate();
    if (filter) onSubmit(filter, values.saveForLater);
  };

  const genderOptions = GENDER_FILTERS.map((value) => ({
    id: value,
    label: value === 'all' ? t('filters.everyone') : t(`gender:${value}`),
  }));
  const bubbleError = message(
    errors.bubbleIds ?? Object.entries(errors).find(([key]) => key.startsWith('bubbleIds.'))?.[1],
  );

  return (
    <form ref={form.formRef} className="wob-filter-form" onSubmit={onFormSubmit(submit)} noValidate>
      <section className="wob-filter-form__section">
        <BubbleTags
          value={values.bubbleIds}
          onChange={(next) => setField('bubbleIds', next)}
          bubbles={bubbles}
          onRetry={onRetryBubbles}
          error={bubbleError}
        />
      </section>

      <section className="wob-filter-form__section">
        <fieldset className="wob-fieldset">
          <legend className="wob-field__label">{t('filters.distance')}</legend>
          <Checkbox
            isSelected={anyDistance}
            onChange={(selected) => {
              setField('anyDistance', selected);
              form.clearErrors('distance');
            }}
          >
            {t('filters.anyDistance')}
          </Checkbox>
          {!anyDistance && (
            <SliderField
              label={t('filters.maxDistance')}
              value={distance}
              onChange={(next) => setField('distance', next)}
              minValue={DISTANCE_SLIDER.min}
              maxValue={DISTANCE_SLIDER.max}
              step={DISTANCE_SLIDER.step}
              formatOptions={{ style: 'unit', unit: 'kilometer', unitDisplay: 'long' }}
              valueText={t('filters.within', { distance })}
            />
          )}
          {message(errors.distance) && (
            <p className="wob-field__error" role="alert">
              {message(errors.distance)}
            </p>
          )}
        </fieldset>
        <LocationControl />
      </section>

      <section className="wob-filter-form__section wob-filter-form__pair">
        <Select
          label={t('filters.gender')}
          options={genderOptions}
          selectedKey={values.gender}
          onSelectionChange={(id) => {
            if (id && (GENDER_FILTERS as readonly string[]).includes(id)) {
              setField('gender', id as GenderFilter);
            }
          }}
          errorMessage={message(errors.gender)}
        />
        <div>
          <SliderField
            label={t('filters.age')}
            value={ages}
            onChange={(next) => {
              setField('ages', next);
              form.clearErrors('ageFrom', 'ageTo');
            }}
            minValue={AGE_RANGE_MIN}
            maxValue={AGE_RANGE_MAX}
            thumbLabels={[t('filters.ageFrom'), t('filters.ageTo')]}
            formatOptions={{ style: 'unit', unit: 'year', unitDisplay: 'long' }}
            valueText={t('filters.ageValue', { from: ages[0], to: ages[1] })}
          />
          {message(errors.ageTo ?? errors.ageFrom) && (
            <p className="wob-field__error" role="alert">
              {message(errors.ageTo ?? errors.ageFrom)}
            </p>
          )}
        </div>
      </section>

      <section className="wob-filter-form__section">
        <TextField
          label={t('filters.search')}
          description={t('filters.searchHint')}
          value={values.search}
          onChange={(next) => setField('search', next)}
          errorMessage={message(errors.search)}
          placeholder={t('filters.searchPlaceholder')}
          maxLength={WOBLER_SEARCH_MAX}
          type="search"
        />
      </section>

      <div className="wob-filter-form__footer">
        <Checkbox
          isSelected={values.saveForLater}
          onChange={(selected) => setField('saveForLater', selected)}
          description={t('filters.saveForLaterHint')}
        >
          {t('filters.saveForLater')}
        </Checkbox>
        <Button type="submit" size="lg" icon={<Search aria-hidden="true" />} fullWidth>
          {t('filters.submit')}
        </Button>
      </div>
    </form>
  );
}
