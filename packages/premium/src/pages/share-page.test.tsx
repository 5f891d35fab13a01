import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '@wob/test-utils';
import type { ShareEnvironment } from '../store/share-environment';
import { SITE } from '../test/fixtures';
import { renderPremium } from '../test/render';

function openShare(shareEnvironment: ShareEnvironment, site = () => ({ data: SITE })) {
  return renderPremium({ path: '/share', handlers: { site }, shareEnvironment });
}

const origin = () => window.location.origin;

describe('/share', () => {
  it('shares the site with the Web Share API where the browser has it', async () => {
    const share = vi.fn(async (_data: ShareData) => undefined);
    const writeText = vi.fn(async (_text: string) => undefined);
    const { user, toasts } = openShare({ share, writeText });
    await user.click(await screen.findByRole('button', { name: 'Share Woble' }));
    expect(share).toHaveBeenCalledWith({
      url: origin(),
      title: 'Woble',
      text: 'Join me on Woble and find your people, one Bubble at a time.',
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it("copies the link and says 'Link copied' where the browser cannot share", async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    const { user, toasts } = openShare({ writeText });
    await user.click(await screen.findByRole('button', { name: 'Share Woble' }));
    await waitFor(() => expect(toasts).toEqual([{ tone: 'success', text: 'Link copied' }]));
    expect(writeText).toHaveBeenCalledWith(origin());
  });

  it('stays quiet when the person closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const writeText = vi.fn(async (_text: string) => undefined);
    const { user, toasts } = openShare({ share, writeText });
    await user.click(await screen.findByRole('button', { name: 'Share Woble' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('copies instead when the browser refuses to share', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    const writeText = vi.fn(async (_text: string) => undefined);
    const { user, toasts } = openShare({ share, writeText });
    await user.click(await screen.findByRole('button', { name: 'Share Woble' }));
    await waitFor(() => expect(toasts).toEqual([{ tone: 'success', text: 'Link copied' }]));
  });

  it('falls back to a selected copy without the Clipboard API, and says when nothing works', async () => {
    const copyWithSelection = vi.fn((_text: string) => true);
    const first = openShare({ copyWithSelection });
    await first.user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(first.toasts).toEqual([{ tone: 'success', text: 'Link copied' }]));
    expect(copyWithSelection).toHaveBeenCalledWith(origin());
    first.unmount();

    const second = openShare({
      writeText: async () => {
        throw new DOMException('Denied', 'NotAllowedError');
      },
      copyWithSelection: () => false,
    });
    await second.user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(second.toasts).toEqual([
        { tone: 'error', text: 'The link could not be copied. Select it and copy it yourself.' },
      ]),
    );
  });

  it('shows the link itself, and the social links of GET /api/site as on the landing page', async () => {
    openShare({});
    expect(await screen.findByRole('textbox', { name: 'Link to Woble' })).toHaveValue(origin());
    const instagram = await screen.findByRole('link', { name: 'Woble on Instagram' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/woble');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Woble on Facebook' })).toBeVisible();
  });

  it('shows an error state with a retry when the social links fail', async () => {
    let fail = true;
    const { user } = openShare({}, () => {
      if (fail) throw apiError(500, 'Something went wrong on our side.');
      return { data: SITE };
    });
    expect(await screen.findByText('Our social links could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Woble on Instagram' })).toBeVisible();
  });
});
