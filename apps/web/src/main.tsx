import '@wob/ui/styles.css';
import { readStoredRaw } from '@wob/api';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from './router';
import { bootLocale } from './shell/locale';
import { setNavigator } from './shell/navigation';
import { loadSession } from './shell/session-host';

bootLocale();

const router = createBrowserRouter(appRoutes);
setNavigator((to) => {
  void router.navigate(to);
});

// A stored session is checked and made usable (menu, logout) soon after the first paint.
if (readStoredRaw('token') !== null) {
  setTimeout(() => {
    void loadSession().catch(() => undefined);
  }, 0);
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
