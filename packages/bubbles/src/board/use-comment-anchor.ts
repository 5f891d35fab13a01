import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The id of a comment's card on the board: links go to `#comment-{id}`. */
export function commentAnchorId(commentId: string): string {
  return `comment-${commentId}`;
}

/**
 * Scrolls to the comment named in the address (`#comment-{id}`, as a reply notification links)
 * once the board shows it. A comment not on the loaded pages leaves the board at its top.
 */
export function useCommentAnchor(shownCount: number): void {
  const { hash } = useLocation();
  const reached = useRef<string | null>(null);

  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id.startsWith('comment-') || reached.current === id || shownCount === 0) return;
    const target = document.getElementById(id);
    if (!target) return;
    reached.current = id;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, shownCount]);
}
