import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import * as stories from './faq-list.stories';

const {
  ReadMoreEnglish,
  ReadingMore,
  ReadMoreFailed,
  AllShown,
  Loading,
  Empty,
  LoadError,
  LongText,
} = composeStories(stories);

describe('FaqList', () => {
  it('shows each question as a collapsed disclosure that opens its answer', async () => {
    render(<ReadMoreEnglish />);
    const question = screen.getByRole('button', { name: 'Question number 1?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('The answer to question 1.')).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The answer to question 1.')).toBeVisible();
    // Questions are headings, so a screen reader can jump between them.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it('opens with the keyboard, and several answers may be open at once', async () => {
    render(<ReadMoreEnglish />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Question number 1?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByText('The answer to question 1.')).toBeVisible();
    expect(screen.getByText('The answer to question 2.')).toBeVisible();
  });

  it("offers 'Read more' while the server says there is more", async () => {
    const onReadMore = fn();
    render(<ReadMoreEnglish onReadMore={onReadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(onReadMore).toHaveBeenCalledOnce();
  });

  it("has no 'Read more' when everything is shown", () => {
    render(<AllShown />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Læs mere' })).not.toBeInTheDocument();
  });

  it("shows 'Read more' as busy while more are on their way", () => {
    render(<ReadingMore />);
    expect(screen.getByRole('button', { name: /Læs mere/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the list and offers to try again when more could not be loaded', () => {
    render(<ReadMoreFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('More FAQs could not be loaded.');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows placeholders while loading', () => {
    const { container } = render(<Loading />);
    expect(screen.getByText('Henter spørgsmål og svar …')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there are no FAQs', () => {
    render(<Empty />);
    expect(screen.getByRole('heading', { name: 'No FAQs yet' })).toBeVisible();
  });

  it('shows an error state with a retry when the list fails', async () => {
    const onRetry = fn();
    render(<LoadError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The FAQs could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps line breaks of a long answer', async () => {
    render(<LongText />);
    await userEvent.click(screen.getByRole('button', { name: /^Hvad sker der med mine data/ }));
    expect(screen.getByText(/Du kan altid bede os om en kopi/).textContent).toContain('\n\n');
  });
});
