import type { ReactNode } from 'react';

/** Gives a component story the room a page would: padding and a readable width. */
export function StoryLayout({ children, width = 28 }: { children: ReactNode; width?: number }) {
  return (
    <div style={{ padding: '1.5rem 1rem', maxWidth: `${width}rem`, margin: '0 auto' }}>
      {children}
    </div>
  );
}
