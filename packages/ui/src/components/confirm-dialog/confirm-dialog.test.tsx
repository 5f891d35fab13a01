import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import { ConfirmDialog } from './confirm-dialog';
import * as stories from './confirm-dialog.stories';

const { DeleteComment } = composeStories(stories);

async function openDialog() {
  const opener = screen.getByRole('button', { name: 'Delete comment' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
  return { opener, dialog };
}

describe('ConfirmDialog', () => {
  it('asks the question and calls onConfirm on Yes, then closes', async () => {
    const onConfirm = fn();
    render(<DeleteComment onConfirm={onConfirm} />);
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent('DO YOU WANT TO DELETE THIS COMMENT ??');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('closes on No without confirming', async () => {
    const onConfirm = fn();
    render(<DeleteComment onConfirm={onConfirm} />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on Escape without confirming', async () => {
    const onConfirm = fn();
    render(<DeleteComment onConfirm={onConfirm} />);
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('moves focus into the dialog (onto No) and back to the opener', async () => {
    render(<DeleteComment />);
    const { opener, dialog } = await openDialog();
    const no = screen.getByRole('button', { name: 'No' });
    expect(dialog).toContainElement(no);
    expect(no).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // React Aria gives focus back on the next animation frame.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('paints Yes as a danger action when destructive', async () => {
    render(<DeleteComment />);
    await openDialog();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveClass('wob-button--danger');
  });

  it('waits for an async confirm, busy, and stays open when it fails', async () => {
    let reject: (reason: Error) => void = () => {};
    const onOpenChange = fn();
    render(
      <ConfirmDialog
        isOpen
        onOpenChange={onOpenChange}
        title="Are you sure?"
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() =>
          new Promise((_, fail) => {
            reject = fail;
          })
        }
      />,
    );
    const yes = screen.getByRole('button', { name: 'Yes' });
    await userEvent.click(yes);
    expect(yes).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    await act(async () => {
      reject(new Error('network'));
    });
    expect(yes).not.toHaveAttribute('aria-busy');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
