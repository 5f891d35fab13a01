import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveChooseBubble, signIn } from '../test/call-host-support';
import { renderApp } from '../test/render-app';
import { bootLocale } from './locale';

// Calls turned off by the installation (`site.calls.enabled` false): the host neither asks for
// the active call nor shows anything. A file of its own: the site answer is read once per page
// load, which is once per test file here.

beforeEach(() => {
  localStorage.setItem('user-locale', 'en');
  bootLocale([]);
});

afterEach(async () => {
  await signIn(false);
  vi.unstubAllGlobals();
});

describe('calls turned off', () => {
  it('stay silent when the installation turns calls off', async () => {
    const network = serveChooseBubble(false);
    await signIn(true);
    renderApp('/choose-bubble');
    await screen.findByRole('heading', { name: 'Choose Bubble', level: 1 });
    await vi.waitFor(() =>
      expect(network.requests.some((request) => request.path === '/api/site')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(network.requests.some((request) => request.path === '/chat-api/calls/active')).toBe(
      false,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
