import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BUBBLE_NAME_MAX,
  BUBBLE_TITLE_MAX,
  BubbleChoiceSchema,
  BubbleEditSchema,
  BubbleFormSchema,
  BubbleListQuerySchema,
  BubbleRefSchema,
  BubbleViewQuerySchema,
  MemberActionSchema,
  MembersQuerySchema,
  SetModeratorSchema,
  SetNotificationsSchema,
} from './bubble';
import { errorsOf } from './test/helpers';

const form = { name: 'Øl & Venner', title: 'Hygge', circleColor: '#3A7BD5', privateBubble: true };

describe('BubbleFormSchema', () => {
  it('normalises the colour to lower case and drops unknown fields', () => {
    expect(v.parse(BubbleFormSchema, { ...form, createdBy: 'someone-else' })).toEqual({
      name: 'Øl & Venner',
      title: 'Hygge',
      circleColor: '#3a7bd5',
      privateBubble: true,
    });
  });

  it('makes the title optional and a Bubble public unless chosen otherwise', () => {
    expect(v.parse(BubbleFormSchema, { name: 'Strik', circleColor: '#aabbcc' })).toEqual({
      name: 'Strik',
      title: '',
      circleColor: '#aabbcc',
      privateBubble: false,
    });
  });

  it('keeps a name on one line with single spaces, in composed form', () => {
    const decomposed = 'A\u030aen'; // 'Åen' typed as A + combining ring
    const parsed = v.parse(BubbleFormSchema, { ...form, name: `   ${decomposed}\n\t  løb  ` });
    expect(parsed.name).toBe('Åen løb');
    expect(v.parse(BubbleFormSchema, { ...form, name: '   x  ' }).name).toBe('x');
  });

  it('asks for a name and a colour', () => {
    expect(errorsOf(BubbleFormSchema, {})).toEqual({
      name: 'validation:required.name',
      circleColor: 'validation:bubble.colorRequired',
    });
    expect(errorsOf(BubbleFormSchema, { name: ' \n ', circleColor: '' })).toEqual({
      name: 'validation:required.name',
      circleColor: 'validation:bubble.colorRequired',
    });
  });

  it.each(['red', '#abc', '#12345g', '#1234567', 'rgb(1,2,3)', ' #12345'])(
    'refuses the colour %j',
    (circleColor) => {
      expect(errorsOf(BubbleFormSchema, { ...form, circleColor })).toEqual({
        circleColor: 'validation:bubble.colorInvalid',
      });
    },
  );

  it(`takes a name of ${BUBBLE_NAME_MAX} characters and a title of ${BUBBLE_TITLE_MAX}, not one more`, () => {
    const name = 'ø'.repeat(BUBBLE_NAME_MAX);
    const title = 't'.repeat(BUBBLE_TITLE_MAX);
    expect(errorsOf(BubbleFormSchema, { ...form, name, title })).toEqual({});
    expect(errorsOf(BubbleFormSchema, { ...form, name: `${name}ø`, title: `${title}t` })).toEqual({
      name: 'validation:bubble.nameMax',
      title: 'validation:bubble.titleMax',
    });
  });

  it('accepts emoji, including joined sequences, in a name', () => {
    expect(errorsOf(BubbleFormSchema, { ...form, name: '🍺👩‍🚀' })).toEqual({});
  });

  it.each(['a\u0000b', 'evil\u202e', 'zero\u200bwidth', '\ud800'])(
    'refuses invisible or broken characters in %j',
    (name) => {
      expect(errorsOf(BubbleFormSchema, { ...form, name })).toEqual({
        name: 'validation:bubble.nameInvalid',
      });
    },
  );

  it('takes privateBubble only as a boolean', () => {
    expect(errorsOf(BubbleFormSchema, { ...form, privateBubble: 'private' })).toEqual({
      privateBubble: 'validation:toggle.invalid',
    });
  });
});

describe('BubbleEditSchema', () => {
  it('needs the Bubble and passes only the fields that are present', () => {
    expect(v.parse(BubbleEditSchema, { bubble: ' b1 ', title: ' Ny titel ' })).toEqual({
      bubble: 'b1',
      title: 'Ny titel',
    });
    expect(errorsOf(BubbleEditSchema, { name: 'x' })).toEqual({
      bubble: 'validation:bubble.required',
    });
  });

  it('applies the form rules to what is present', () => {
    expect(errorsOf(BubbleEditSchema, { bubble: 'b1', name: '', circleColor: 'blue' })).toEqual({
      name: 'validation:required.name',
      circleColor: 'validation:bubble.colorInvalid',
    });
  });
});

describe('BubbleListQuerySchema', () => {
  it('needs nothing: Popular, page 1, 12 per page, no search', () => {
    expect(v.parse(BubbleListQuerySchema, {})).toEqual({
      sort: 'popular',
      search: '',
      page: 1,
      limit: 12,
    });
  });

  it('reads a query string', () => {
    expect(
      v.parse(BubbleListQuerySchema, {
        sort: 'alphabetical',
        search: '  øl ',
        page: '2',
        limit: '24',
      }),
    ).toEqual({ sort: 'alphabetical', search: 'øl', page: 2, limit: 24 });
  });

  it('refuses an unknown order, a long search and a huge page', () => {
    expect(
      errorsOf(BubbleListQuerySchema, { sort: 'random', search: 's'.repeat(101), limit: '61' }),
    ).toEqual({
      sort: 'validation:bubble.sortInvalid',
      search: 'validation:bubble.searchMax',
      limit: 'validation:paging.limit',
    });
  });
});

describe('BubbleViewQuerySchema', () => {
  it('takes an id or a URL name and pages the board from 5', () => {
    expect(v.parse(BubbleViewQuerySchema, { id: 'ol-venner' })).toEqual({
      id: 'ol-venner',
      page: 1,
      limit: 5,
    });
    expect(errorsOf(BubbleViewQuerySchema, {})).toEqual({ id: 'validation:bubble.required' });
    expect(errorsOf(BubbleViewQuerySchema, { id: ['a', 'b'] })).toEqual({
      id: 'validation:bubble.required',
    });
  });
});

describe('member payloads', () => {
  it('need a Bubble and a Wobler', () => {
    expect(errorsOf(MemberActionSchema, {})).toEqual({
      bubble: 'validation:bubble.required',
      user: 'validation:bubble.userRequired',
    });
    expect(errorsOf(BubbleRefSchema, { bubble: 'x'.repeat(65) })).toEqual({
      bubble: 'validation:bubble.required',
    });
  });

  it('page the members 20 at a time', () => {
    expect(v.parse(MembersQuerySchema, { bubble: 'b1' })).toEqual({
      bubble: 'b1',
      page: 1,
      limit: 20,
    });
  });

  it('take the moderator and notify switches only as booleans', () => {
    expect(errorsOf(SetModeratorSchema, { bubble: 'b', user: 'u', moderator: 'yes' })).toEqual({
      moderator: 'validation:toggle.invalid',
    });
    expect(errorsOf(SetNotificationsSchema, { bubble: 'b', notify: 1 })).toEqual({
      notify: 'validation:toggle.invalid',
    });
    expect(v.parse(SetNotificationsSchema, { bubble: 'b', notify: false })).toEqual({
      bubble: 'b',
      notify: false,
    });
  });
});

describe('BubbleChoiceSchema', () => {
  it("says 'Please select at least one bubble' when none is picked", () => {
    expect(errorsOf(BubbleChoiceSchema, { bubbles: [] })).toEqual({
      bubbles: 'validation:bubbles.required',
    });
    expect(errorsOf(BubbleChoiceSchema, {})).toEqual({ bubbles: 'validation:bubbles.required' });
    expect(v.parse(BubbleChoiceSchema, { bubbles: ['b1', 'b2'] })).toEqual({
      bubbles: ['b1', 'b2'],
    });
  });
});
