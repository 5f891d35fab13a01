import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/stories';
import { ProgressBar } from './progress-bar';
import * as stories from './progress-bar.stories';

const { Default, Indeterminate } = composeStories(stories);

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value', () => {
    render(<Default />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading picture' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuetext', '45%');
  });

  it('keeps the value within 0–100', () => {
    render(<ProgressBar label="Upload" value={140} />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('has no value while the length of the work is unknown', () => {
    render(<Indeterminate />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });
});
