import { bubbles, memberships } from '../db/schema';
import { danishSortKey, nameKey, slugBase } from '../modules/bubbles/names';
import { DAY_MS, HOUR_MS } from '../platform/clock';
import { DEMO_WOBLER_COUNT, demoWoblerId } from './demo-woblers';
import type { SeedStep } from './index';

interface DemoBubble {
  name: string;
  title: string;
  circleColor: string;
  isPrivate: boolean;
  /** Number of the demo Wobler who owns it (1-based, see demo-woblers.ts). */
  owner: number;
  /** Demo Woblers who moderate it. */
  moderators?: number[];
}

// Interest groups in Danish towns, named as Danes would name them (æ, ø and å included), so
// Find Bubble's Danish order and the URL names have something to show on first start.
const BUBBLES: readonly DemoBubble[] = [
  {
    name: 'Løb om Søerne',
    title: 'Morgenløb i København, alle tempoer',
    circleColor: '#e4572e',
    isPrivate: false,
    owner: 1,
    moderators: [22],
  },
  {
    name: 'Brætspil & Hygge',
    title: 'Spilaftener i Aarhus hver torsdag',
    circleColor: '#76b041',
    isPrivate: false,
    owner: 2,
  },
  {
    name: 'Øl og Ost',
    title: 'Smagninger af dansk håndbryg og gode oste',
    circleColor: '#ffc914',
    isPrivate: false,
    owner: 4,
  },
  {
    name: 'Strik & Snak',
    title: 'Pinde, garn og en kop kaffe',
    circleColor: '#9c6ade',
    isPrivate: false,
    owner: 11,
  },
  {
    name: 'Sejlads i Det Sydfynske Øhav',
    title: 'Besætning søges til sommerens ture',
    circleColor: '#17bebb',
    isPrivate: false,
    owner: 21,
  },
  {
    name: 'Åens Kajakroere',
    title: 'Padling på Gudenåen og søerne ved Silkeborg',
    circleColor: '#2e86ab',
    isPrivate: true,
    owner: 13,
  },
  {
    name: 'Café Æblekage',
    title: 'Bagværk, opskrifter og søndagskaffe',
    circleColor: '#f25f5c',
    isPrivate: false,
    owner: 6,
  },
  {
    name: 'Nørrebro Tegneklub',
    title: 'Skitser på caféer og i parker',
    circleColor: '#247ba0',
    isPrivate: true,
    owner: 5,
    moderators: [17],
  },
  {
    name: 'Haven & Grøntsager',
    title: 'Køkkenhaver, frø og kolonihaver',
    circleColor: '#70c1b3',
    isPrivate: false,
    owner: 15,
  },
  {
    name: 'Vikingetid og Runesten',
    title: 'Historie, museer og udflugter til Ribe',
    circleColor: '#8c5e3c',
    isPrivate: false,
    owner: 24,
  },
  {
    name: 'Krimiklubben på Ærø',
    title: 'Nordiske krimier, en bog om måneden',
    circleColor: '#50514f',
    isPrivate: true,
    owner: 11,
  },
];

export const DEMO_BUBBLE_COUNT = BUBBLES.length;

/** Fixed ids, so other demo steps (the board, polls) can refer to the demo Bubbles. */
export function demoBubbleId(number: number): string {
  return `bb${number.toString().padStart(22, '0')}`;
}

/**
 * Which demo Bubbles a demo Wobler picks: three or four of them, spread so that the Popular
 * order differs from the others. In a private Bubble every third one still waits for approval.
 */
function picksOf(wobler: number): number[] {
  const picks = new Set([
    (wobler % DEMO_BUBBLE_COUNT) + 1,
    ((wobler * 3) % DEMO_BUBBLE_COUNT) + 1,
    ((wobler * 7 + 2) % DEMO_BUBBLE_COUNT) + 1,
  ]);
  // The first few Bubbles are the popular ones.
  if (wobler % 2 === 0) picks.add(1);
  if (wobler % 3 === 0) picks.add(3);
  return [...picks];
}

export const demoBubbles: SeedStep = {
  name: 'demo-bubbles',
  async run(tx, { now }) {
    const at = now();
    // Created over the last weeks, the first one earliest: Newest has an order to show.
    const createdAt = (index: number) =>
      new Date(at.getTime() - (BUBBLES.length - index) * 3 * DAY_MS);
    await tx.insert(bubbles).values(
      BUBBLES.map((bubble, index) => ({
        id: demoBubbleId(index + 1),
        name: bubble.name,
        nameKey: nameKey(bubble.name),
        slug: slugBase(bubble.name),
        title: bubble.title,
        circleColor: bubble.circleColor,
        isPrivate: bubble.isPrivate,
        createdBy: demoWoblerId(bubble.owner),
        sortKey: danishSortKey(bubble.name),
        createdAt: createdAt(index),
        updatedAt: createdAt(index),
      })),
    );

    const rows: (typeof memberships.$inferInsert)[] = [];
    const seen = new Set<string>();
    const add = (row: typeof memberships.$inferInsert) => {
      const key = `${row.bubbleId}/${row.userId}`;
      if (seen.has(key)) return;
      seen.add(key);
      rows.push(row);
    };
    for (const [index, bubble] of BUBBLES.entries()) {
      const since = createdAt(index);
      add({
        bubbleId: demoBubbleId(index + 1),
        userId: demoWoblerId(bubble.owner),
        role: 'owner',
        status: 'active',
        joinedAt: since,
        activatedAt: since,
      });
      for (const moderator of bubble.moderators ?? []) {
        const joined = new Date(since.getTime() + HOUR_MS);
        add({
          bubbleId: demoBubbleId(index + 1),
          userId: demoWoblerId(moderator),
          role: 'moderator',
          status: 'active',
          joinedAt: joined,
          activatedAt: joined,
        });
      }
    }
    for (let wobler = 1; wobler <= DEMO_WOBLER_COUNT; wobler += 1) {
      for (const number of picksOf(wobler)) {
        const bubble = BUBBLES[number - 1];
        if (!bubble) continue;
        const joined = new Date(createdAt(number - 1).getTime() + (wobler + 1) * HOUR_MS);
        const waits = bubble.isPrivate && wobler % 3 === 0;
        add({
          bubbleId: demoBubbleId(number),
          userId: demoWoblerId(wobler),
          role: 'member',
          status: waits ? 'pending' : 'active',
          joinedAt: joined,
          activatedAt: waits ? null : joined,
        });
      }
    }
    await tx.insert(memberships).values(rows);
  },
};
