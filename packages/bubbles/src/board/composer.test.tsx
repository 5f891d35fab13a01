import { act, fireEvent, screen } from '@testing-library/react';
import { IMAGE_MAX_BYTES } from '@wob/validation';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/board-render';
import type { CommentDraft } from './board-types';
import { Composer } from './composer';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('Composer', () => {
  it('refuses a comment without text or image', async () => {
    const onSubmit = vi.fn(async () => true);
    const { user } = renderWithApp(<Composer onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText('Please write a comment or add an image')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('posts the text and empties the form', async () => {
    const onSubmit = vi.fn(async () => true);
    const { user } = renderWithApp(<Composer onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Ride at 10{Enter}Meet at the lakes');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { comment: 'Ride at 10\nMeet at the lakes' },
      expect.objectContaining({ onUploadProgress: expect.any(Function) }),
    );
    expect(box).toHaveValue('');
  });

  it('refuses an image over 5 MB before sending anything', async () => {
    const onSubmit = vi.fn(async () => true);
    const { user } = renderWithApp(<Composer onSubmit={onSubmit} />);
    const big = new File([PNG], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText('Add image'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('The image can be at most 5 MB');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    renderWithApp(<Composer onSubmit={vi.fn(async () => true)} />);
    const input = screen.getByLabelText('Add image');
    // Bypasses the accept attribute, as a drop or an old browser can.
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a PNG, JPEG, WebP or GIF image',
    );
  });

  it('previews the image, shows the upload progress and sends it as a data URL', async () => {
    let report: (fraction: number) => void = () => undefined;
    let finish: (posted: boolean) => void = () => undefined;
    const onSubmit = vi.fn(
      (_draft: CommentDraft, options: { onUploadProgress: (fraction: number) => void }) => {
        report = options.onUploadProgress;
        return new Promise<boolean>((resolve) => {
          finish = resolve;
        });
      },
    );
    const { user } = renderWithApp(<Composer onSubmit={onSubmit} />);
    await user.upload(
      screen.getByLabelText('Add image'),
      new File([PNG], 'bike.png', { type: 'image/png' }),
    );
    const preview = await screen.findByRole('img', { name: 'The chosen image' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      comment: '',
      imageFile: expect.stringMatching(/^data:image\/png;base64,/),
    });
    act(() => report(0.42));
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    await act(async () => finish(true));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'The chosen image' })).not.toBeInTheDocument();
  });

  it('keeps text and image when posting failed', async () => {
    const onSubmit = vi.fn(async () => false);
    const { user } = renderWithApp(<Composer onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(box).toHaveValue('Keep me');
  });
});
