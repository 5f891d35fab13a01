import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import { MONTHLY } from '../../test/fixtures';
import * as stories from './plan-card.stories';

const {
  TrialAvailable,
  TrialAvailableEnglish,
  NoTrial,
  NoTrialEnglish,
  Current,
  SwitchTo,
  Busy,
  Loading,
  LongText,
} = composeStories(stories);

// Intl on Node 20 (ICU 74+) writes a no-break space inside both prices; Testing Library's
// default normaliser turns it into a plain space, so the texts below read as a person sees them.
describe('PlanCard', () => {
  it('shows the price the Danish way: 9,00 kr. a month, about 2,25 kr. a week', () => {
    render(<TrialAvailable />);
    expect(screen.getByText('9,00 kr.')).toBeVisible();
    expect(screen.getByText('om måneden')).toBeVisible();
    expect(screen.getByText('ca. 2,25 kr. om ugen')).toBeVisible();
    expect(screen.getByText('Bedste værdi')).toBeVisible();
  });

  it('shows the price the English way: DKK 9.00 a month, about DKK 2.25 a week', () => {
    render(<TrialAvailableEnglish />);
    expect(screen.getByText('DKK 9.00')).toBeVisible();
    expect(screen.getByText('per month')).toBeVisible();
    expect(screen.getByText('about DKK 2.25 a week')).toBeVisible();
    expect(screen.getByText('Best value')).toBeVisible();
  });

  it('makes the 7-day free trial the main action while it is open', async () => {
    const onChoose = fn();
    render(<TrialAvailableEnglish onChoose={onChoose} />);
    expect(screen.getByText('7-day free trial')).toBeVisible();
    expect(screen.getByText(/^Free for 7 days, then DKK 9\.00 a month\./)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start 7-day free trial' }));
    expect(onChoose).toHaveBeenCalledWith(MONTHLY);
  });

  it('offers Subscribe without a trial once the trial is used', () => {
    render(<NoTrialEnglish />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.queryByText('7-day free trial')).not.toBeInTheDocument();
    expect(screen.getByText(/Renews automatically every month/)).toBeVisible();
  });

  it('is in Danish by default', () => {
    render(<NoTrial />);
    expect(screen.getByRole('button', { name: 'Abonnér' })).toBeVisible();
  });

  it('marks the current plan and offers no button on it', () => {
    render(<Current />);
    expect(screen.getByText('Dit abonnement')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a switch on another plan', () => {
    render(<SwitchTo />);
    expect(screen.getByRole('button', { name: 'Skift til dette abonnement' })).toBeVisible();
    expect(screen.getByText('29,00 kr.')).toBeVisible();
  });

  it('shows a busy button while its change is on its way', () => {
    render(<Busy />);
    expect(screen.getByRole('button', { name: /Prøv gratis i 7 dage/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('has a skeleton while loading, hidden from screen readers', () => {
    const { container } = render(<Loading />);
    expect(container.querySelectorAll('.wob-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('formats any currency with its own minor units', () => {
    render(<LongText />);
    expect(screen.getByText('1.234.567.899,00 €')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Prøv gratis i 30 dage' })).toBeVisible();
  });
});
