import type { BubbleTile, MenuSearchResult, Relation, WoblerCard } from '@wob/api';
import { apiError, type FakeHandlers } from '@wob/test-utils';
import { SEARCH_PAGE_SIZE } from '@wob/validation';
import { picture } from '../../notifications/test/notification-fixtures';
import { NO_RELATION } from '../../test/deck-fixtures';

// Woblers and Bubbles for tests and stories, shaped as the menu search answers them, and an
// in-memory search that matches names (and Bubble titles) without regard to case or accents.

export function relation(overrides: Partial<Relation> = {}): Relation {
  return { ...NO_RELATION, ...overrides };
}

export const sharedBubbles = {
  cyclists: {
    _id: 'bubble-1',
    name: 'Copenhagen Cyclists',
    slug: 'copenhagen-cyclists',
    circleColor: '#0f766e',
  },
  bakers: {
    _id: 'bubble-2',
    name: 'Sourdough Bakers',
    slug: 'sourdough-bakers',
    circleColor: '#ea580c',
  },
  readers: {
    _id: 'bubble-3',
    name: 'Book Club Aarhus',
    slug: 'book-club-aarhus',
    circleColor: '#7c3aed',
  },
} as const;

let counter = 0;

export function woblerCard(overrides: Partial<WoblerCard> = {}): WoblerCard {
  counter += 1;
  return {
    _id: `wobler-${counter}`,
    name: `Wobler ${counter}`,
    age: 30,
    image: '',
    about: '',
    gender: null,
    city: null,
    country: null,
    distance: null,
    sharedBubbles: [],
    canMessage: true,
    relation: relation(),
    ...overrides,
  };
}

export function bubbleTile(overrides: Partial<BubbleTile> = {}): BubbleTile {
  counter += 1;
  return {
    _id: `bubble-${counter}`,
    name: `Bubble ${counter}`,
    slug: `bubble-${counter}`,
    title: '',
    circleColor: '#2563eb',
    privateBubble: false,
    createdBy: 'wobler-1',
    createdAt: '2026-10-01T10:00:00Z',
    members: { active: 12, pending: null },
    newActivity: 0,
    trending: false,
    membership: { status: 'none', role: null, notify: false },
    ...overrides,
  };
}

/** People whose names share 'an' (Anna, Hans, Ane, Jan, Anders, Mariane, …). */
export function demoWoblers(): WoblerCard[] {
  return [
    woblerCard({
      _id: 'w-anna',
      name: 'Anna Sørensen',
      age: 29,
      image: picture('Anna', 330),
      city: 'Copenhagen',
      country: 'DK',
      sharedBubbles: [sharedBubbles.cyclists, sharedBubbles.bakers],
    }),
    woblerCard({
      _id: 'w-hans',
      name: 'Hans Jørgensen',
      age: 41,
      image: picture('Hans', 200),
      city: 'Aarhus',
      country: 'DK',
      sharedBubbles: [sharedBubbles.readers],
      relation: relation({ liked: true, isMatched: true }),
    }),
    woblerCard({
      _id: 'w-ane',
      name: 'Ane Marie Østergaard-Lindqvist',
      age: 35,
      image: '',
      sharedBubbles: [],
    }),
    woblerCard({
      _id: 'w-jan',
      name: 'Jan Kristensen',
      age: 52,
      image: picture('Jan', 120),
      city: 'Odense',
      country: 'DK',
    }),
    woblerCard({
      _id: 'w-anders',
      name: 'Anders Nielsen',
      age: 24,
      image: picture('Anders', 40),
      city: 'Aalborg',
      country: 'DK',
      sharedBubbles: [sharedBubbles.cyclists],
    }),
    woblerCard({
      _id: 'w-mariane',
      name: 'Mariane Holm',
      age: 38,
      image: picture('Mariane', 280),
      city: 'Roskilde',
      country: 'DK',
    }),
    woblerCard({
      _id: 'w-stefan',
      name: 'Stefan Andersen',
      age: 45,
      image: '',
      city: 'Vejle',
      country: 'DK',
    }),
  ];
}

export function demoBubbles(): BubbleTile[] {
  return [
    bubbleTile({
      _id: 'b-plants',
      name: 'Plant Swap Copenhagen',
      slug: 'plant-swap-copenhagen',
      title: 'Cuttings, seeds and plants changing hands',
      circleColor: '#15803d',
      members: { active: 128, pending: null },
    }),
    bubbleTile({
      _id: 'b-dance',
      name: 'Salsa & Bachata Nights',
      slug: 'salsa-bachata-nights',
      title: 'Dance socials every Thursday, beginners welcome',
      circleColor: '#db2777',
      privateBubble: true,
      members: { active: 1, pending: null },
    }),
  ];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .toLocaleLowerCase('da');

function page<T>(items: T[], pageNumber: number, limit: number) {
  const start = (pageNumber - 1) * limit;
  return {
    docs: items.slice(start, start + limit),
    totalDocs: items.length,
    page: pageNumber,
    limit,
    totalPages: Math.max(1, Math.ceil(items.length / limit)),
    hasNextPage: start + limit < items.length,
  };
}

export interface FakeSearchOptions {
  woblers?: WoblerCard[];
  bubbles?: BubbleTile[];
  /** An error status instead of results. */
  failWith?: number;
}

interface MenuSearchInput {
  search: string;
  woblerLimit?: number;
  woblerPage?: number;
  bubbleLimit?: number;
  bubblePage?: number;
}

/** The menu search in memory: names (and Bubble titles) contain the text, case and accents aside. */
export function createFakeSearch(options: FakeSearchOptions = {}) {
  const woblers = options.woblers ?? demoWoblers();
  const bubbles = options.bubbles ?? demoBubbles();
  const handlers: FakeHandlers = {
    menuSearch: (input) => {
      if (options.failWith) throw apiError(options.failWith, 'Something went wrong.');
      const {
        search,
        woblerLimit = SEARCH_PAGE_SIZE,
        woblerPage = 1,
        bubbleLimit = SEARCH_PAGE_SIZE,
        bubblePage = 1,
      } = input as MenuSearchInput;
      const needle = fold(search);
      const data: MenuSearchResult = {
        woblers: page(
          woblers.filter((wobler) => fold(wobler.name).includes(needle)),
          woblerPage,
          woblerLimit,
        ),
        bubbles: page(
          bubbles.filter(
            (bubble) => fold(bubble.name).includes(needle) || fold(bubble.title).includes(needle),
          ),
          bubblePage,
          bubbleLimit,
        ),
      };
      return { data };
    },
  };
  return { handlers };
}
