import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeUser } from '@wob/test-utils';
import { faqHandler } from '../test/fake-server';
import { FAQS } from '../test/fixtures';
import { renderPremium } from '../test/render';

const ticketAnswer = (priority: boolean) => () => ({
  message: priority
    ? 'Thank you! As a premium member your message goes to the front of the queue, day and night.'
    : 'Thank you! We have your message and will answer you by e-mail.',
  data: {
    ticket: {
      _id: 'ticket-1',
      topic: 'bug' as const,
      priority,
      createdAt: '2026-11-22T10:00:00.000Z',
    },
  },
});

function openFaqs(options: Partial<Parameters<typeof renderPremium>[0]> = {}) {
  return renderPremium({
    path: '/FAQs',
    handlers: { listFaqs: faqHandler(FAQS), createSupportTicket: ticketAnswer(false) },
    ...options,
  });
}

async function chooseTopic(user: ReturnType<typeof openFaqs>['user'], topic: string) {
  await user.click(screen.getByRole('button', { name: /Topic/ }));
  await user.click(await screen.findByRole('option', { name: topic }));
}

describe('/FAQs', () => {
  it('asks for page 1 with limit 5, and each read more grows the limit by 5', async () => {
    const { user, fake } = openFaqs();
    expect(await screen.findByRole('button', { name: 'Question number 5?' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Question number 6?' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(await screen.findByRole('button', { name: 'Question number 10?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(await screen.findByRole('button', { name: 'Question number 12?' })).toBeVisible();

    expect(fake.inputsOf('listFaqs')).toEqual([
      { page: 1, limit: 5 },
      { page: 1, limit: 10 },
      { page: 1, limit: 15 },
    ]);
    // readMore is false now: no further button.
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('shows an error state with a retry when the FAQs fail, and no toast', async () => {
    let fail = true;
    const list = faqHandler(FAQS);
    const { user, toasts } = openFaqs({
      handlers: {
        listFaqs: (input, options) => {
          if (fail) throw apiError(500, 'Something went wrong on our side.');
          return list(input, options);
        },
      },
    });
    expect(await screen.findByText('The FAQs could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Question number 1?' })).toBeVisible();
    expect(toasts).toEqual([]);
  });

  it('shows the empty state when there are no FAQs', async () => {
    openFaqs({ handlers: { listFaqs: faqHandler([]) } });
    expect(await screen.findByRole('heading', { name: 'No FAQs yet' })).toBeVisible();
  });

  it('checks the support form before sending and says what is missing', async () => {
    const { user, fake } = openFaqs();
    await screen.findByRole('heading', { name: 'Contact support' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please choose what your message is about')).toBeVisible();
    expect(screen.getByText('Please write your message')).toBeVisible();
    expect(fake.inputsOf('createSupportTicket')).toEqual([]);
    // The first invalid field takes the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: /Topic/ })).toHaveFocus());
  });

  it('refuses a message longer than 2000 characters and counts the characters', async () => {
    const { user, fake } = openFaqs();
    await screen.findByRole('heading', { name: 'Contact support' });
    await chooseTopic(user, 'Something is not working');
    const message = screen.getByRole('textbox', { name: /^Message/ });
    await user.click(message);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2001 of 2000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Your message can be at most 2000 characters long'),
    ).toBeVisible();
    expect(fake.inputsOf('createSupportTicket')).toEqual([]);
  });

  it("sends topic and message, toasts the server's message and empties the form", async () => {
    const { user, fake, toasts } = openFaqs();
    await screen.findByRole('heading', { name: 'Contact support' });
    await chooseTopic(user, 'Something is not working');
    await user.type(
      screen.getByRole('textbox', { name: /^Message/ }),
      '  The map does not load.  ',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { tone: 'success', text: 'Thank you! We have your message and will answer you by e-mail.' },
      ]),
    );
    expect(fake.inputsOf('createSupportTicket')).toEqual([
      { topic: 'bug', message: 'The map does not load.' },
    ]);
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
  });

  it("shows the server's field messages under the fields", async () => {
    const { user } = openFaqs({
      handlers: {
        listFaqs: faqHandler(FAQS),
        createSupportTicket: () => {
          throw apiError(422, 'Please check the form.', { message: 'Skriv venligst din besked' });
        },
      },
    });
    await screen.findByRole('heading', { name: 'Contact support' });
    await chooseTopic(user, 'My account');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Skriv venligst din besked')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('invites a member without Premium to it', async () => {
    openFaqs();
    await screen.findByRole('heading', { name: 'Contact support' });
    expect(screen.getByText('Premium members get priority support, 24/7.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByText('Priority support, 24/7')).not.toBeInTheDocument();
  });

  it('tells a Premium member their requests are priority, and toasts the priority answer', async () => {
    const { user, toasts } = openFaqs({
      user: fakeUser({
        premium: { isPremium: true, status: 'active', until: '2026-12-22T10:00:00.000Z' },
      }),
      handlers: { listFaqs: faqHandler(FAQS), createSupportTicket: ticketAnswer(true) },
    });
    const form = await screen.findByRole('region', { name: 'Contact support' });
    expect(within(form).getByText('Priority support, 24/7')).toBeVisible();
    expect(within(form).queryByRole('link', { name: 'See Premium' })).not.toBeInTheDocument();
    await chooseTopic(user, 'Safety and reporting');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Someone is rude.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(toasts.map((toast) => toast.text)).toEqual([
        'Thank you! As a premium member your message goes to the front of the queue, day and night.',
      ]),
    );
  });

  it('is in Danish for a Danish member', async () => {
    openFaqs({ locale: 'da' });
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ og support' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Læs mere' })).toBeVisible();
  });

  it("asks again in the new language when the language changes (the server answers in the caller's)", async () => {
    const { fake, i18n } = openFaqs();
    await screen.findByRole('button', { name: 'Question number 1?' });
    await i18n.changeLanguage('da');
    expect(await screen.findByRole('heading', { name: 'Ofte stillede spørgsmål' })).toBeVisible();
    await waitFor(() => expect(fake.inputsOf('listFaqs')).toHaveLength(2));
  });
});
