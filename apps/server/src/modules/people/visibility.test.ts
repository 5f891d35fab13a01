import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { broadcastVisibility, presenceOf, visibilityOf } from './visibility';

// The rule's own promises, over every combination of facts (the property test next to it
// checks the endpoints against the rule).

const personArb = fc.record({
  id: fc.constantFrom('p1', 'p2'),
  live: fc.boolean(),
  pictureId: fc.option(fc.constant('pic'), { nil: null }),
  showImagesToAll: fc.boolean(),
  ageRangeEnabled: fc.boolean(),
  ageRangeFrom: fc.integer({ min: 18, max: 60 }),
  ageRangeTo: fc.integer({ min: 60, max: 99 }),
});
const tiesArb = fc.record({
  connected: fc.boolean(),
  blockedByViewer: fc.boolean(),
  blockedViewer: fc.boolean(),
});
const viewerArb = fc.record({
  id: fc.constantFrom('v', 'p1'),
  age: fc.integer({ min: -1, max: 99 }),
});

describe('visibilityOf', () => {
  it('never shows more than a profile allows to anyone who is not the person', () => {
    fc.assert(
      fc.property(viewerArb, personArb, tiesArb, (viewer, person, ties) => {
        const seen = visibilityOf(viewer, person, ties);
        if (viewer.id === person.id) {
          expect(seen.sight).toBe('self');
          return;
        }
        const excluded =
          person.ageRangeEnabled &&
          (viewer.age < person.ageRangeFrom || viewer.age > person.ageRangeTo);
        const blocked = ties.blockedByViewer || ties.blockedViewer;
        // Presence and the profile: only a live person, unblocked both ways, inside the range.
        expect(seen.presence).toBe(person.live && !blocked && !excluded);
        expect(seen.profile).toBe(seen.presence);
        // The card adds only the viewer's own block, to lift it.
        expect(seen.card).toBe(person.live && !ties.blockedViewer && !excluded);
        // The picture: to all or to a connection, and only where the profile is seen.
        expect(seen.picture).toBe(
          seen.profile && person.pictureId !== null && (person.showImagesToAll || ties.connected),
        );
      }),
    );
  });

  it('gives broadcast events no more than any viewer may see', () => {
    fc.assert(
      fc.property(
        viewerArb,
        personArb,
        tiesArb,
        fc.boolean(),
        (viewer, person, ties, otherBlock) => {
          // Any block of the viewer's with the person is a block of the person's.
          const anyBlock = ties.blockedByViewer || ties.blockedViewer || otherBlock;
          const everyone = broadcastVisibility(person, anyBlock);
          expect(everyone.presence).toBe(false);
          if (everyone.picture) expect(visibilityOf(viewer, person, ties).picture).toBe(true);
        },
      ),
    );
  });

  it('shows presence as offline without a time where it is not allowed', () => {
    expect(presenceOf({ presence: false }, true, 1_700_000_000)).toEqual({
      status: 'offline',
      lastActiveAt: null,
    });
    expect(presenceOf({ presence: true }, true, 1)).toEqual({
      status: 'online',
      lastActiveAt: null,
    });
    expect(presenceOf({ presence: true }, false, 1)).toEqual({
      status: 'offline',
      lastActiveAt: 1,
    });
  });
});
