import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@wob/i18n';
import { createI18n } from '@wob/i18n/react';
import type { ActionResult } from '@wob/store';
import { AppProviders } from '@wob/test-utils';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReportDialog, type ReportSubject } from './report-dialog';

// The one report dialog: its title and words per kind, the quote, what it sends, and each
// refusal shown in the dialog (a 422 under its field, 404 gone, 429, anything else).

const MESSAGE: ReportSubject = {
  kind: 'message',
  id: 'm1',
  name: 'Mette Hansen',
  quote: 'Send me your card number',
};

function Opener({
  subject,
  send,
}: {
  subject: ReportSubject;
  send: (input: unknown) => Promise<ActionResult>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ReportDialog subject={open ? subject : null} send={send} onClose={() => setOpen(false)} />
    </>
  );
}

function renderDialog(
  subject: ReportSubject,
  send: (input: unknown) => Promise<ActionResult>,
  locale: Locale = 'en',
) {
  const user = userEvent.setup();
  render(
    <AppProviders i18n={createI18n(locale)} locale={locale}>
      <Opener subject={subject} send={send} />
    </AppProviders>,
  );
  return { user };
}

const refused = (status: number, message = '', fieldErrors = {}): ActionResult => ({
  ok: false,
  status,
  message,
  fieldErrors,
});

describe('ReportDialog', () => {
  it.each([
    [{ kind: 'wobler', id: 'w1', name: 'Jonas' }, 'Report Jonas'],
    [{ kind: 'comment', id: 'c1', name: 'Hans' }, 'Report comment by Hans'],
    [{ kind: 'reply', id: 'r1', name: 'Tove' }, 'Report reply by Tove'],
    [{ kind: 'bubble', id: 'b1', name: 'Strik' }, 'Report the Bubble Strik'],
  ] as const)('names what is reported (%o)', async (subject, title) => {
    const { user } = renderDialog(subject, async () => ({ ok: true }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('quotes the message, sends the reason and words, and gives focus back', async () => {
    const send = vi.fn(async () => ({ ok: true }) as const);
    const { user } = renderDialog(MESSAGE, send);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Report message from Mette Hansen' });
    const quote = within(dialog).getByRole('figure', { name: 'The message' });
    expect(quote).toHaveTextContent('Send me your card number');
    await user.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Anything to add?' }), ' Scam ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send).toHaveBeenCalledWith({ reason: 'fake-profile', details: 'Scam' });
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows each refusal in the dialog and keeps it open', async () => {
    const send = vi
      .fn<(input: unknown) => Promise<ActionResult>>()
      .mockResolvedValueOnce(refused(422, 'Invalid', { details: 'The words are too long.' }))
      .mockResolvedValueOnce(refused(404, 'Route not found'))
      .mockResolvedValueOnce(refused(429))
      .mockResolvedValueOnce(refused(500, 'Something went wrong on our side.'));
    const { user } = renderDialog(MESSAGE, send);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message from Mette Hansen' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const sendIt = () => user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await sendIt();
    expect(await within(dialog).findByText('The words are too long.')).toBeInTheDocument();
    await sendIt();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This message is no longer there. It may have been deleted.',
    );
    await sendIt();
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'You have sent many reports in a short time. Please wait a little and try again.',
      ),
    );
    await sendIt();
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Something went wrong on our side.',
      ),
    );
    expect(send).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('speaks Danish', async () => {
    const { user } = renderDialog(
      { kind: 'bubble', id: 'b1', name: 'Strikkeklubben', quote: 'Vi strikker' },
      async () => refused(404),
      'da',
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anmeld Bubblen Strikkeklubben' });
    await user.click(within(dialog).getByRole('button', { name: 'Send anmeldelse' }));
    expect(within(dialog).getByText('Vælg en af grundene')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Andet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send anmeldelse' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bubblen findes ikke længere. Den er måske blevet slettet.',
    );
  });
});
