import { apiError, fakeUser } from '@wob/test-utils';
import { POLL_OPTIONS_MAX } from '@wob/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { canGoBack } from './create-poll-page';
import { polls } from './test/poll-fixtures';
import { renderPolls } from './test/poll-render';

const PATH = '/create_poll/bubble-1';
const premiumUser = fakeUser({ premium: { isPremium: true, status: 'trialing', until: null } });

// React Router's browser history writes its entry's index here; the memory router of the
// tests does not, so each test says where the page was opened from.
function openedFromWithinTheApp() {
  window.history.replaceState({ idx: 1 }, '');
}

afterEach(() => {
  window.history.replaceState(null, '');
});

function renderForm(options: Partial<Parameters<typeof renderPolls>[0]> = {}) {
  return renderPolls({ entries: [PATH], user: premiumUser, canCreate: true, ...options });
}

describe('CreatePollPage', () => {
  it('shows the spec’s messages on the fields when nothing is written', async () => {
    const { user, fake } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Create poll' }));
    expect(await screen.findByText('Please Enter Question')).toBeInTheDocument();
    expect(screen.getByText('Please enter atleast one option')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Question/ })).toHaveFocus();
    expect(fake.inputsOf('createPoll')).toEqual([]);
  });

  it('says "Please Enter Option" at an empty option among written ones', async () => {
    const { user } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: /Question/ }), 'Tea or coffee?');
    await user.type(screen.getByRole('textbox', { name: /Option 1/ }), 'Tea');
    await user.click(screen.getByRole('button', { name: 'Create poll' }));
    const second = screen.getByRole('textbox', { name: /Option 2/ });
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription(/Please Enter Option/);
    expect(screen.queryByText('Please Enter Question')).not.toBeInTheDocument();
  });

  it('adds and removes options, never below one nor above the maximum', async () => {
    const { user } = renderForm();
    await screen.findByRole('textbox', { name: /Option 1/ });
    expect(screen.getByText(`2 of ${POLL_OPTIONS_MAX} options`)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Option 2/ }), 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    // The second option moves up and keeps its text.
    expect(screen.getByRole('textbox', { name: /Option 1/ })).toHaveValue('Second');
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    const add = screen.getByRole('button', { name: 'Add option' });
    for (let count = 1; count < POLL_OPTIONS_MAX; count += 1) await user.click(add);
    expect(screen.getAllByRole('textbox', { name: /Option \d+/ })).toHaveLength(POLL_OPTIONS_MAX);
    expect(screen.getByRole('textbox', { name: `Option ${POLL_OPTIONS_MAX}` })).toHaveFocus();
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeEnabled();
  });

  it('creates the poll, toasts and goes back one page', async () => {
    openedFromWithinTheApp();
    const { user, fake, toasts, router } = renderPolls({
      entries: ['/bubble_polls/bubble-1', PATH],
      user: premiumUser,
      canCreate: true,
      polls: polls(1),
    });
    await user.type(await screen.findByRole('textbox', { name: /Question/ }), '  Tea or coffee? ');
    await user.type(screen.getByRole('textbox', { name: /Option 1/ }), 'Tea');
    await user.type(screen.getByRole('textbox', { name: /Option 2/ }), 'Coffee');
    await user.click(screen.getByRole('button', { name: 'Create poll' }));
    expect(await screen.findByRole('link', { name: 'Tea or coffee?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bubble_polls/bubble-1');
    expect(router.state.historyAction).toBe('POP');
    expect(fake.inputsOf('createPoll')).toEqual([
      { bubble: 'bubble-1', question: 'Tea or coffee?', options: ['Tea', 'Coffee'] },
    ]);
    expect(toasts).toEqual([{ tone: 'success', text: 'Your poll has been created.' }]);
  });

  it('goes to the Bubble’s polls when the page was opened directly', async () => {
    window.history.replaceState({ idx: 0 }, '');
    expect(canGoBack()).toBe(false);
    const { user, router } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: /Question/ }), 'Tea?');
    await user.type(screen.getByRole('textbox', { name: /Option 1/ }), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    await user.click(screen.getByRole('button', { name: 'Create poll' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bubble_polls/bubble-1'));
    expect(await screen.findByRole('link', { name: 'Tea?' })).toBeInTheDocument();
  });

  it('invites a person without premium to upgrade instead of showing the form', async () => {
    const { user } = renderPolls({ entries: [PATH], canCreate: false, member: true });
    expect(
      await screen.findByRole('heading', { name: 'Creating polls is part of Woble Premium' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Question/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See Premium' }));
    expect(await screen.findByText('Premium page')).toBeInTheDocument();
  });

  it('shows the server’s 403 as the invitation, with its message', async () => {
    const { user } = renderForm({
      handlers: {
        createPoll: () => {
          throw apiError(403, 'This is part of Woble Premium.');
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Question/ }), 'Tea?');
    await user.type(screen.getByRole('textbox', { name: /Option 1/ }), 'Yes');
    await user.type(screen.getByRole('textbox', { name: /Option 2/ }), 'No');
    await user.click(screen.getByRole('button', { name: 'Create poll' }));
    expect(await screen.findByText('This is part of Woble Premium.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Premium' })).toBeInTheDocument();
  });

  it('shows a 422 under its field, translated, and a 404 on the form', async () => {
    let answer = 422;
    const { user } = renderForm({
      handlers: {
        createPoll: () => {
          if (answer === 422) {
            throw apiError(422, 'Unprocessable Entity', {
              'options.1': 'validation:poll.optionDuplicate',
            });
          }
          throw apiError(404, 'This Bubble could not be found.');
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Question/ }), 'Tea?');
    await user.type(screen.getByRole('textbox', { name: /Option 1/ }), 'Tea');
    // The form refuses a duplicate itself; the server's answer stands for any field error.
    await user.type(screen.getByRole('textbox', { name: /Option 2/ }), 'Coffee');
    await user.click(screen.getByRole('button', { name: 'Create poll' }));
    expect(await screen.findByRole('textbox', { name: /Option 2/ })).toHaveAccessibleDescription(
      /This option is already in the poll/,
    );
    answer = 404;
    await user.click(screen.getByRole('button', { name: 'Create poll' }));
    const form = screen.getByRole('button', { name: 'Create poll' }).closest('form');
    expect(
      await within(form as HTMLElement).findByText('This Bubble could not be found.'),
    ).toHaveAttribute('role', 'alert');
  });

  it('answers a Bubble one may not see with not found', async () => {
    renderPolls({ entries: ['/create_poll/bubble-secret'], user: premiumUser, bubble: null });
    expect(await screen.findByRole('heading', { name: 'Bubble not found' })).toBeInTheDocument();
  });

  it('tells a premium visitor who is not a member to join first', async () => {
    renderPolls({ entries: [PATH], user: premiumUser, canCreate: false });
    expect(
      await screen.findByRole('heading', { name: 'Only members can create polls' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Bubble' })).toHaveAttribute(
      'href',
      '/view-bubble/copenhagen-cyclists',
    );
  });

  it('shows the messages in Danish', async () => {
    const { user } = renderForm({ locale: 'da' });
    await user.click(await screen.findByRole('button', { name: 'Opret afstemning' }));
    expect(await screen.findByText('Skriv et spørgsmål')).toBeInTheDocument();
    expect(screen.getByText('Tilføj mindst én svarmulighed')).toBeInTheDocument();
  });
});
