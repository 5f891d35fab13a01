import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BubbleHeader } from '../board/bubble-header';
import { bubbleTile, membership } from '../test/board-fixtures';
import { renderWithApp } from '../test/board-render';

const noop = () => undefined;

// The board header's way to /bubble_options/{id} (src/board/bubble-header.tsx).
describe('the Options link in the board header', () => {
  it('leads anyone who can see the content to the Bubble’s options', () => {
    renderWithApp(<BubbleHeader bubble={bubbleTile()} onJoin={noop} />);
    const link = screen.getByRole('link', { name: 'Options of Copenhagen Cyclists' });
    expect(link).toHaveAttribute('href', '/bubble_options/bubble-1');
    expect(link).toHaveTextContent('Options');
  });

  it('shows a visitor of a public Bubble the link too, but not of a private one', () => {
    const outsider = membership({ status: 'none', role: null });
    const { unmount } = renderWithApp(
      <BubbleHeader bubble={bubbleTile({ membership: outsider })} onJoin={noop} />,
    );
    expect(
      screen.getByRole('link', { name: 'Options of Copenhagen Cyclists' }),
    ).toBeInTheDocument();
    unmount();
    renderWithApp(
      <BubbleHeader
        bubble={bubbleTile({ privateBubble: true, membership: outsider })}
        onJoin={noop}
      />,
    );
    expect(screen.queryByRole('link', { name: /Options/ })).not.toBeInTheDocument();
  });

  it('counts the requests waiting for an owner or moderator', () => {
    renderWithApp(
      <BubbleHeader
        bubble={bubbleTile({
          members: { active: 42, pending: 3 },
          membership: membership({ role: 'moderator' }),
        })}
        onJoin={noop}
      />,
    );
    const link = screen.getByRole('link', {
      name: 'Options of Copenhagen Cyclists, 3 requests to join',
    });
    // The badge sits on the link's corner, outside its text: the link's visible text is
    // 'Options' alone, so its name starts with what a person sees (WCAG 2.5.3).
    expect(link).toHaveTextContent(/^Options$/);
    const badge = link.parentElement?.querySelector('.wob-badge');
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no badge when nobody waits', () => {
    renderWithApp(
      <BubbleHeader
        bubble={bubbleTile({
          members: { active: 42, pending: 0 },
          membership: membership({ role: 'owner' }),
        })}
        onJoin={noop}
      />,
    );
    expect(screen.getByRole('link', { name: 'Options of Copenhagen Cyclists' })).toHaveTextContent(
      /^Options$/,
    );
  });

  it('reads in Danish', () => {
    renderWithApp(<BubbleHeader bubble={bubbleTile()} onJoin={noop} />, 'da');
    expect(
      screen.getByRole('link', { name: 'Indstillinger for Copenhagen Cyclists' }),
    ).toBeInTheDocument();
  });
});
