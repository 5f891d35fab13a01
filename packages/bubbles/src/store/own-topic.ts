import { BubbleActivityEventSchema, MembershipChangedEventSchema } from '@wob/api';
import * as v from 'valibot';
import type { BoardStore } from '../board/board-types';
import type { Translate } from '@wob/i18n';
import type { BubblesStore } from './bubbles-store';

/** How a live notice reaches the person: the app passes @wob/ui's toast. */
export interface LiveNotifier {
  success(text: string): void;
  info(text: string): void;
}

export interface OwnTopicDeps {
  bubbles: BubblesStore;
  board: BoardStore;
  notify: LiveNotifier;
  translate: Translate;
}

/**
 * What the Bubbles part of the app does with events on the person's own topic (`user:<id>`):
 * - a group notification (premium) becomes a notice, unless that board is open in front of
 *   them (the new post is already on screen), and the activity badges are fetched again;
 * - a changed membership (approved, removed, made moderator) updates their Bubbles and the
 *   open board, and an approval or a removal is told.
 * Anything else on the topic belongs to someone else (likes, chat) and is ignored.
 */
export function createOwnTopicHandler(deps: OwnTopicDeps): (event: unknown) => void {
  const { bubbles, board, notify, translate } = deps;
  const boardOpenOn = (bubbleId: string) => board.getState().bubble?._id === bubbleId;

  return (event) => {
    const activity = v.safeParse(BubbleActivityEventSchema, event);
    if (activity.success) {
      const { bubbleId, bubbleName, kind, authorName, excerpt } = activity.output;
      if (!boardOpenOn(bubbleId)) {
        notify.info(
          translate(`bubbles:activity.${kind}`, {
            author: authorName,
            bubble: bubbleName,
            excerpt,
          }),
        );
      }
      void bubbles.getState().loadMine({ background: true });
      return;
    }

    const membership = v.safeParse(MembershipChangedEventSchema, event);
    if (membership.success) {
      const { bubbleId, status } = membership.output;
      const known = bubbles.getState().mine?.docs.find((tile) => tile._id === bubbleId);
      const openTile = boardOpenOn(bubbleId) ? board.getState().bubble : null;
      const before = known ?? openTile;
      if (before) {
        const was = before.membership.status;
        if (was === 'pending' && status === 'active') {
          notify.success(translate('bubbles:live.approved', { bubble: before.name }));
        } else if (was !== 'none' && status === 'none') {
          notify.info(translate('bubbles:live.removed', { bubble: before.name }));
        }
      }
      void bubbles.getState().loadMine({ background: true });
      if (openTile) void board.getState().refresh();
    }
  };
}
