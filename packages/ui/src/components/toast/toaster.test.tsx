import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_DURATION, toast } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => toast.dismissAll());
    vi.useRealTimers();
  });

  it('shows a success toast politely and removes it after about 5 seconds', () => {
    render(<Toaster dismissLabel="Close" />);
    act(() => {
      toast.success('Profile updated.');
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Profile updated.');
    expect(status).toHaveAttribute('aria-live', 'polite');

    act(() => {
      vi.advanceTimersByTime(DEFAULT_TOAST_DURATION - 1);
    });
    expect(screen.getByText('Profile updated.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Profile updated.')).toBeNull();
  });

  it('announces errors assertively', () => {
    render(<Toaster dismissLabel="Close" />);
    act(() => {
      toast.error('Email already exists.');
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Email already exists.');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
  });

  it('can be dismissed with its close button, named by the caller', async () => {
    vi.useRealTimers();
    render(<Toaster dismissLabel="Luk" />);
    act(() => {
      toast.info('Ny forbindelse.');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Luk' }));
    expect(screen.queryByText('Ny forbindelse.')).toBeNull();
  });

  it('waits while the pointer rests on it, then finishes the time left', () => {
    render(<Toaster dismissLabel="Close" />);
    act(() => {
      toast.success('Saved.');
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const toastElement = screen.getByRole('status');
    fireEvent.mouseEnter(toastElement);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    fireEvent.mouseLeave(toastElement);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('keeps a toast with duration 0 until dismissed, and shows them in order', () => {
    render(<Toaster dismissLabel="Close" />);
    act(() => {
      toast.info('First', { duration: 0 });
      toast.success('Second');
    });
    const messages = screen.getAllByText(/First|Second/).map((node) => node.textContent);
    expect(messages).toEqual(['First', 'Second']);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('stacks below the bar it is told to keep clear of, at the height of that bar', () => {
    vi.useRealTimers();
    const bar = document.createElement('header');
    Object.defineProperty(bar, 'offsetHeight', { configurable: true, value: 61 });
    document.body.append(bar);
    const { container } = render(<Toaster dismissLabel="Close" belowRef={{ current: bar }} />);
    const toaster = container.querySelector<HTMLElement>('.wob-toaster');
    expect(toaster?.style.getPropertyValue('--wob-toaster-offset')).toBe('61px');
    bar.remove();
  });

  it('lets a success of a form take away the errors that form raised before', () => {
    render(<Toaster dismissLabel="Close" />);
    act(() => {
      toast.error('Email already exists.', { source: 'register' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Email already exists.');
    act(() => {
      toast.success('You have registered successfully.', { source: 'register' });
    });
    expect(screen.queryByText('Email already exists.')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('You have registered successfully.');
  });
});
