import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../test/stories';
import * as stories from './support-form.stories';

const { Default, PremiumEnglish, ServerFieldError } = composeStories(stories);

async function fill(topic: string, message: string) {
  await userEvent.click(screen.getByRole('button', { name: /Topic|Emne/ }));
  await userEvent.click(await screen.findByRole('option', { name: topic }));
  await userEvent.type(screen.getByRole('textbox', { name: /Message|Besked/ }), message);
}

describe('SupportForm', () => {
  it('offers the five topics in their order, in Danish', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: /Emne/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Min konto',
      'Abonnement og betaling',
      'Sikkerhed og anmeldelser',
      'Noget virker ikke',
      'Noget andet',
    ]);
  });

  it('shows the validation messages in Danish', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Vælg, hvad din besked handler om')).toBeVisible();
  });

  it('sends the checked values and clears the form', async () => {
    render(<PremiumEnglish />);
    expect(screen.getByText('Priority support, 24/7')).toBeVisible();
    await fill('Subscription and payment', 'Where is my receipt?');
    expect(screen.getByText('20 of 2000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(PremiumEnglish.args.onSend).toHaveBeenCalledWith({
      topic: 'subscription',
      message: 'Where is my receipt?',
    });
    expect(await screen.findByText('0 of 2000 characters')).toBeInTheDocument();
  });

  it("puts the server's message under its field and keeps what was written", async () => {
    render(<ServerFieldError />);
    await fill('Something else', 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Your message can be at most 2000 characters long'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('x');
  });
});
