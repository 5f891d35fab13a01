// @vitest-environment jsdom
import { readStored } from '@wob/api';
import { cleanup, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeUser } from './fixtures';
import { createTestApp, renderRoutes } from './render';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Greeting() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/elsewhere')}>
      {t('common:appName')} {t('common:cancel')}
    </button>
  );
}

describe('createTestApp', () => {
  it('signs the fake user in, or nobody when the user is null', () => {
    createTestApp();
    expect(readStored('user')).toEqual(fakeUser());
    localStorage.clear();
    createTestApp({ user: null });
    expect(readStored('user')).toBeNull();
  });

  it('translates in the chosen language', () => {
    expect(createTestApp({ locale: 'da' }).translate('common:cancel')).toBe('Annuller');
    expect(createTestApp().translate('common:cancel')).toBe('Cancel');
  });
});

describe('renderRoutes', () => {
  it('renders the route at the path inside the layout, with copy and a live router', async () => {
    const app = createTestApp({ locale: 'da' });
    const { router, user } = renderRoutes(app, {
      layout: (
        <main>
          <Outlet />
        </main>
      ),
      routes: [
        { path: '/hello', element: <Greeting /> },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
      ],
      path: ['/', '/hello'],
    });
    const button = await screen.findByRole('button');
    expect(button.textContent).toBe('Woble Annuller');
    expect(button.closest('main')).not.toBeNull();
    await user.click(button);
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });
});
