import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
// The spec's English texts, read from @wob/i18n's source (allowed in tests only).
import { validation as enValidation } from '../../i18n/src/locales/en/validation';
import {
  DECK_EXCLUDE_MAX,
  MenuSearchSchema,
  REPORT_REASONS,
  ReportFormSchema,
  ReportSchema,
  SEARCH_PAGE_SIZE,
  SetLocationSchema,
  SetSeenSchema,
  WOBLER_PAGE_SIZE,
  WoblerDeckQuerySchema,
  WoblerFilterSchema,
  WoblerRefSchema,
} from './deck';
import { MESSAGES } from './messages';
import { errorsOf } from './test/helpers';

describe('report', () => {
  it("says 'Select One of the reason' without a reason (spec section 5)", () => {
    expect(enValidation.report.reasonRequired).toBe('Select One of the reason');
    expect(errorsOf(ReportFormSchema, {})).toEqual({ reason: MESSAGES.deck.reasonRequired });
    expect(errorsOf(ReportSchema, { wobler: 'u1', reason: 'rude' })).toEqual({
      reason: MESSAGES.deck.reasonRequired,
    });
  });

  it('takes the four reasons and optional details', () => {
    for (const reason of REPORT_REASONS) {
      expect(v.parse(ReportSchema, { wobler: ' u1 ', reason })).toEqual({
        wobler: 'u1',
        reason,
        details: '',
      });
    }
    expect(
      errorsOf(ReportSchema, { wobler: 'u1', reason: 'other', details: 'x'.repeat(501) }),
    ).toEqual({ details: MESSAGES.deck.detailsMax });
  });
});

describe('the Wobler filter', () => {
  it('defaults to everyone: all Bubbles, any distance, every gender, 18–99', () => {
    expect(v.parse(WoblerFilterSchema, {})).toEqual({
      bubbleIds: 'all',
      distance: null,
      gender: 'all',
      ageFrom: 18,
      ageTo: 99,
      search: '',
    });
  });

  it('refuses an empty Bubble list, a distance out of bounds and an age under 18', () => {
    expect(errorsOf(WoblerFilterSchema, { bubbleIds: [] })).toEqual({
      bubbleIds: MESSAGES.deck.bubblesRequired,
    });
    expect(errorsOf(WoblerFilterSchema, { distance: 0 })).toEqual({
      distance: MESSAGES.deck.distanceInvalid,
    });
    expect(errorsOf(WoblerFilterSchema, { distance: 12.5 })).toEqual({
      distance: MESSAGES.deck.distanceInvalid,
    });
    expect(errorsOf(WoblerFilterSchema, { ageFrom: 17 })).toEqual({
      ageFrom: MESSAGES.ageRange.invalid,
    });
  });

  it('puts an age range in the wrong order on the upper bound', () => {
    expect(errorsOf(WoblerFilterSchema, { ageFrom: 40, ageTo: 30 })).toEqual({
      ageTo: MESSAGES.ageRange.order,
    });
  });

  test.prop([
    fc.record({
      bubbleIds: fc.oneof(
        fc.constant('all' as const),
        fc.array(fc.stringMatching(/^[a-f0-9]{24}$/), { minLength: 1, maxLength: 5 }),
      ),
      distance: fc.option(fc.integer({ min: 1, max: 1000 })),
      ageFrom: fc.integer({ min: 18, max: 99 }),
      span: fc.integer({ min: 0, max: 81 }),
    }),
  ])('accepts every well-formed filter', ({ bubbleIds, distance, ageFrom, span }) => {
    const ageTo = Math.min(99, ageFrom + span);
    const parsed = v.parse(WoblerFilterSchema, { bubbleIds, distance, ageFrom, ageTo });
    expect(parsed).toMatchObject({ bubbleIds, distance, ageFrom, ageTo });
  });
});

describe('the deck query', () => {
  it('pages by 5 and takes the cards the client still holds', () => {
    expect(v.parse(WoblerDeckQuerySchema, {})).toMatchObject({
      page: 1,
      limit: WOBLER_PAGE_SIZE,
      exclude: [],
    });
    expect(
      errorsOf(WoblerDeckQuerySchema, {
        exclude: Array.from({ length: DECK_EXCLUDE_MAX + 1 }, (_, i) => `u${i}`),
      }),
    ).toEqual({ exclude: MESSAGES.invalid });
  });
});

describe('one Wobler, the bell and the position', () => {
  it('needs a Wobler id', () => {
    expect(errorsOf(WoblerRefSchema, { _id: '  ' })).toEqual({ _id: MESSAGES.deck.woblerRequired });
    expect(errorsOf(WoblerRefSchema, {})).toEqual({ _id: MESSAGES.deck.woblerRequired });
  });

  it('marks 1 to 100 notifications seen at a time', () => {
    expect(errorsOf(SetSeenSchema, { ids: [] })).toEqual({ ids: MESSAGES.invalid });
    expect(v.parse(SetSeenSchema, { ids: ['n1'] })).toEqual({ ids: ['n1'] });
  });

  it('takes a position on the earth, or null for the city', () => {
    expect(v.parse(SetLocationSchema, { position: null })).toEqual({ position: null });
    expect(errorsOf(SetLocationSchema, { position: { latitude: 91, longitude: 0 } })).toEqual({
      'position.latitude': MESSAGES.deck.positionInvalid,
    });
  });
});

describe('the menu search', () => {
  it('needs text and pages 5 Woblers and 5 Bubbles', () => {
    expect(errorsOf(MenuSearchSchema, { search: '   ' })).toEqual({
      search: MESSAGES.deck.searchRequired,
    });
    expect(v.parse(MenuSearchSchema, { search: '  Søren  ' })).toEqual({
      search: 'Søren',
      woblerLimit: SEARCH_PAGE_SIZE,
      woblerPage: 1,
      bubbleLimit: SEARCH_PAGE_SIZE,
      bubblePage: 1,
    });
  });
});
