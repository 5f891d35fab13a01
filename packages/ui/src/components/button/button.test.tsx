import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import { Button, buttonClassName } from './button';
import * as stories from './button.stories';

const { Primary, Loading, Disabled, IconOnly } = composeStories(stories);

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = fn();
    render(<Primary onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading ignores presses, stays focusable and announces it is busy', async () => {
    const onClick = fn();
    render(<Loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleName('Save Saving…');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy when not loading', () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('does not fire when disabled', async () => {
    const onClick = fn();
    render(<Disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names an icon-only button by its aria-label', () => {
    render(<IconOnly />);
    expect(screen.getByRole('button', { name: 'Like' })).toHaveClass('wob-button--icon-only');
  });

  it('lets a link look like a button', () => {
    expect(buttonClassName('danger', 'sm')).toBe('wob-button wob-button--danger wob-button--sm');
    expect(buttonClassName()).toBe('wob-button wob-button--primary wob-button--md');
  });

  it('forwards its ref to the <button>', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(element) => {
          node = element;
        }}
      >
        Ref
      </Button>,
    );
    expect(node).toBe(screen.getByRole('button', { name: 'Ref' }));
  });
});
