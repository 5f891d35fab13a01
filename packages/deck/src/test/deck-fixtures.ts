// Woblers, Bubbles and ads for the deck's tests and stories, in the shape the server answers.
import type { Ad, BubbleTile, Relation, SharedBubble, WoblerCard } from '@wob/api';

export const NO_RELATION: Relation = {
  liked: false,
  disliked: false,
  saved: false,
  reported: false,
  isMatched: false,
  blockedByMe: false,
};

export const bubbles = {
  cyclists: {
    _id: 'b-cyclists',
    name: 'Copenhagen Cyclists',
    slug: 'copenhagen-cyclists',
    circleColor: '#2563eb',
  },
  knitting: { _id: 'b-knit', name: 'Strikkeklubben', slug: 'strikkeklubben', circleColor: '#db2777' },
  kayak: {
    _id: 'b-kayak',
    name: 'Havkajak Øresund',
    slug: 'havkajak-oresund',
    circleColor: '#0f766e',
  },
  cider: { _id: 'b-cider', name: 'Æblemost & Cider', slug: 'aeblemost-cider', circleColor: '#f59e0b' },
} satisfies Record<string, SharedBubble>;

/** The signed-in person's Bubbles as `GET api/bubble/mine` answers them (one still pending). */
export function myBubbleTiles(): BubbleTile[] {
  const tile = (bubble: SharedBubble, status: 'active' | 'pending'): BubbleTile => ({
    ...bubble,
    title: 'A place to meet people who like the same things',
    privateBubble: false,
    createdBy: 'user-9',
    createdAt: '2026-10-01T10:00:00.000Z',
    members: { active: 20, pending: null },
    newActivity: 0,
    trending: false,
    membership: { status, role: 'member', notify: false },
  });
  return [
    tile(bubbles.cyclists, 'active'),
    tile(bubbles.knitting, 'active'),
    tile(bubbles.kayak, 'active'),
    tile(bubbles.cider, 'pending'),
  ];
}

const PORTRAIT_COLOURS = [
  ['#f9a8d4', '#c7305a', '#7c2d12'],
  ['#93c5fd', '#1d4ed8', '#1e293b'],
  ['#fcd34d', '#b45309', '#3f2a14'],
  ['#86efac', '#15803d', '#14532d'],
  ['#c4b5fd', '#6d28d9', '#2e1065'],
  ['#fdba74', '#c2410c', '#431407'],
] as const;

/**
 * A picture that reads as a photo in stories and screenshots (no photos ship with the code):
 * a warm background with the outline of a person. Tests never look at it.
 */
export function portrait(index: number): string {
  const [sky, shirt, hair] = PORTRAIT_COLOURS[index % PORTRAIT_COLOURS.length] ?? PORTRAIT_COLOURS[0];
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff7ed"/></linearGradient></defs>`,
    '<rect width="600" height="750" fill="url(#g)"/>',
    '<circle cx="470" cy="140" r="70" fill="#ffffff" opacity="0.55"/>',
    `<path d="M90 750 C110 560 200 500 300 500 C400 500 490 560 510 750 Z" fill="${shirt}"/>`,
    '<rect x="262" y="420" width="76" height="100" rx="30" fill="#e8b894"/>',
    '<ellipse cx="300" cy="330" rx="112" ry="130" fill="#f1c6a1"/>',
    `<path d="M186 330 C176 200 250 170 300 170 C370 170 430 210 414 330 C400 260 350 236 300 240 C250 244 204 262 186 330 Z" fill="${hair}"/>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The generated avatar the server answers when a picture is not shown (a letter on a colour). */
export function generatedAvatar(name: string, colour = '#1f6f8b'): string {
  const letter = Array.from(name.trim())[0]?.toLocaleUpperCase('da') ?? '?';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${colour}"/><text x="128" y="128" dy=".35em" text-anchor="middle" fill="#ffffff" font-family="system-ui, sans-serif" font-size="128" font-weight="600">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

let counter = 0;

/** One Wobler as the deck shows them; every field can be overridden. */
export function wobler(overrides: Partial<WoblerCard> = {}): WoblerCard {
  counter += 1;
  const id = overrides._id ?? `wobler-${counter}`;
  return {
    _id: id,
    name: 'Mette Hansen',
    age: 34,
    image: portrait(counter),
    about: 'Løber langs søerne hver morgen og leder efter nogen at dele en kop kaffe med bagefter.',
    gender: 'female',
    city: 'København',
    country: 'DK',
    distance: 12,
    sharedBubbles: [bubbles.cyclists],
    canMessage: true,
    relation: { ...NO_RELATION },
    ...overrides,
  };
}

const PEOPLE: readonly Omit<WoblerCard, '_id' | 'image' | 'relation' | 'canMessage'>[] = [
  {
    name: 'Mette Hansen',
    age: 34,
    gender: 'female',
    city: 'København',
    country: 'DK',
    distance: 4,
    about: 'Løber langs søerne hver morgen og leder efter nogen at dele en kop kaffe med bagefter.',
    sharedBubbles: [bubbles.cyclists, bubbles.knitting],
  },
  {
    name: 'Jonas Nielsen',
    age: 27,
    gender: 'male',
    city: 'Aarhus',
    country: 'DK',
    distance: 157,
    about: 'Brætspil, bouldering og alt for mange kogebøger.',
    sharedBubbles: [bubbles.kayak],
  },
  {
    name: 'Alex Møller',
    age: 29,
    gender: 'non-binary',
    city: 'København',
    country: 'DK',
    distance: 3,
    about: 'Illustrator. Tegner på caféer på Nørrebro og elsker gamle film.',
    sharedBubbles: [bubbles.cyclists],
  },
  {
    name: 'Sofie Larsen',
    age: 22,
    gender: 'female',
    city: 'Odense',
    country: 'DK',
    distance: 142,
    about: 'Studerer biologi og går aldrig forbi et loppemarked.',
    sharedBubbles: [],
  },
  {
    name: 'Oliver Jensen',
    age: 41,
    gender: 'male',
    city: 'Aalborg',
    country: 'DK',
    distance: 380,
    about: 'Moved here for work, stayed for the fjord. Looking for a sailing crew.',
    sharedBubbles: [bubbles.kayak, bubbles.cyclists],
  },
  {
    name: 'Emma Christensen',
    age: 31,
    gender: 'female',
    city: 'Roskilde',
    country: 'DK',
    distance: 31,
    about: 'Festivalfrivillig hvert år og korsanger resten af tiden.',
    sharedBubbles: [bubbles.knitting],
  },
  {
    name: 'Noah Poulsen',
    age: 36,
    gender: 'male',
    city: 'Esbjerg',
    country: 'DK',
    distance: 260,
    about: 'Vadehavet, vind og varm kakao bagefter.',
    sharedBubbles: [],
  },
  {
    name: 'Ida Rasmussen',
    age: 25,
    gender: 'female',
    city: 'Helsingør',
    country: 'DK',
    distance: 44,
    about: 'Kajak om sommeren, keramik om vinteren.',
    sharedBubbles: [bubbles.kayak],
  },
];

/**
 * `count` Woblers with ids w1, w2, … in the server's order (cycling through eight people;
 * names get a number when they repeat, so each one is told apart).
 */
export function woblers(count: number, from = 1): WoblerCard[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    const person = PEOPLE[(n - 1) % PEOPLE.length];
    if (!person) throw new Error('no people to cycle through');
    const round = Math.floor((n - 1) / PEOPLE.length);
    const name = round === 0 ? person.name : `${person.name} ${round + 1}`;
    return wobler({ ...person, _id: `w${n}`, name, image: portrait(n) });
  });
}

/** The house ads as the server answers them (the client places them 4th, 12th and 23rd). */
export function houseAds(): Ad[] {
  return [
    {
      _id: 'ad-premium',
      title: 'Meet more with Woble Premium',
      body: 'Polls, group notifications and member management. Try it free for 7 days.',
      url: '/premium',
      cta: 'See Premium',
    },
    {
      _id: 'ad-bubbles',
      title: 'Find your Bubble',
      body: 'Cyclists, knitters, kayakers: join a Bubble and meet Woblers who share it.',
      url: '/search-bubble',
      cta: 'Find Bubble',
    },
    {
      _id: 'ad-festival',
      title: 'Roskilde Festival volunteers',
      body: 'Give eight hours, get the whole festival. Sign-up opens in March.',
      url: 'https://www.roskilde-festival.dk/',
      cta: 'Read more',
    },
  ];
}
