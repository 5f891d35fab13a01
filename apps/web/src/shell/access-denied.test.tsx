import { ApiError } from '@wob/api';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAccessDenied, throwIfAccessDenied, useAccessDeniedGuard } from './access-denied';
import { bootLocale } from './locale';
import { RouteError } from './route-error';

function renderPage(Page: () => React.ReactNode) {
  localStorage.setItem('user-locale', 'en');
  bootLocale([]);
  const router = createMemoryRouter([{ path: '/', Component: Page, ErrorBoundary: RouteError }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
}

describe('Access Denied', () => {
  it('recognises a 403 in every form a page meets it', () => {
    expect(isAccessDenied(new ApiError({ status: 403 }))).toBe(true);
    expect(isAccessDenied(403)).toBe(true);
    expect(isAccessDenied(new ApiError({ status: 404 }))).toBe(false);
    expect(isAccessDenied(500)).toBe(false);
    expect(isAccessDenied(new Error('boom'))).toBe(false);
    expect(() => throwIfAccessDenied(401)).not.toThrow();
    expect(() => throwIfAccessDenied(403)).toThrow(ApiError);
  });

  it('replaces a page whose fetch answered 403', async () => {
    function Page() {
      const deny = useAccessDeniedGuard();
      useEffect(() => {
        void Promise.resolve().then(() => deny(new ApiError({ status: 403 })));
      }, [deny]);
      return <p>Secret page</p>;
    }
    renderPage(Page);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('leaves other failures to the page', async () => {
    function Page() {
      const deny = useAccessDeniedGuard();
      useEffect(() => deny(500), [deny]);
      return <p>Page with its own error state</p>;
    }
    renderPage(Page);
    expect(await screen.findByText('Page with its own error state')).toBeInTheDocument();
  });

  it('shows an Alert with a retry for any other error', async () => {
    function Page(): React.ReactNode {
      throw new Error('render failed');
    }
    renderPage(Page);
    expect(await screen.findByRole('heading', { name: 'Alert' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
