// Bubble tiles for tests and stories, with the shape the server answers.
import type { BubbleTile, Membership } from '@wob/api';

export const NOT_MEMBER: Membership = { status: 'none', role: null, notify: false };
export const MEMBER: Membership = { status: 'active', role: 'member', notify: false };
export const OWNER: Membership = { status: 'active', role: 'owner', notify: false };
export const PENDING: Membership = { status: 'pending', role: 'member', notify: false };

let counter = 0;

/** A Bubble tile; each call without an id gets a new one. */
export function makeTile(overrides: Partial<BubbleTile> = {}): BubbleTile {
  counter += 1;
  const id = overrides._id ?? `bubble-${counter}`;
  const name = overrides.name ?? `Bubble ${counter}`;
  return {
    _id: id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9æøå]+/g, '-'),
    title: 'A place to meet people who like the same things',
    circleColor: '#2563eb',
    privateBubble: false,
    createdBy: 'user-2',
    createdAt: '2026-11-01T10:00:00.000Z',
    members: { active: 12, pending: null },
    newActivity: 0,
    trending: false,
    membership: NOT_MEMBER,
    ...overrides,
  };
}

/** A small community of Bubbles with Danish names, for the pages. */
export function demoBubbles(): BubbleTile[] {
  return [
    makeTile({
      _id: 'b-strik',
      name: 'Strikkeklubben',
      title: 'Garn, pinde og hygge hver torsdag',
      circleColor: '#db2777',
      members: { active: 48, pending: null },
      trending: true,
      membership: MEMBER,
      newActivity: 3,
    }),
    makeTile({
      _id: 'b-havkajak',
      name: 'Havkajak Øresund',
      title: 'Ture langs kysten for alle niveauer',
      circleColor: '#0f766e',
      members: { active: 31, pending: null },
    }),
    makeTile({
      _id: 'b-aeble',
      name: 'Æblemost & Cider',
      title: 'Vi presser, smager og deler opskrifter',
      circleColor: '#f59e0b',
      privateBubble: true,
      members: { active: 9, pending: null },
    }),
    makeTile({
      _id: 'b-bog',
      name: 'Bogklubben Nørrebro',
      title: 'En bog om måneden, kaffe bagefter',
      circleColor: '#7c3aed',
      members: { active: 22, pending: 2 },
      membership: OWNER,
      createdBy: 'user-1',
      newActivity: 10,
    }),
    makeTile({
      _id: 'b-loeb',
      name: 'Løbeholdet',
      title: 'Morgenløb i Fælledparken',
      circleColor: '#15803d',
      members: { active: 64, pending: null },
      trending: true,
    }),
  ];
}
