import { allWoblersPath, SAVED_WOBLERS_PATH } from '@wob/deck';
import { Menu, type MenuItemData } from '@wob/ui';
import {
  BellRing,
  Bookmark,
  Crown,
  KeyRound,
  LifeBuoy,
  LogOut,
  Search,
  Settings,
  Share2,
  UserRound,
  Users,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { useCopy } from './copy';
import { loadSession } from './session-host';

interface MenuEntry {
  id: string;
  label: string;
  /** Where the entry goes; an entry without a path logs out (spec section 2). */
  path?: string;
  icon: MenuItemData['icon'];
}

/** The signed-in hamburger menu. */
export function SignedInMenu() {
  const { t } = useCopy();
  const navigate = useNavigate();
  const entries: MenuEntry[] = [
    {
      id: 'find-bubble',
      label: t('shell:menu.findBubble'),
      path: '/search-bubble',
      icon: <Search />,
    },
    // Spec section 2: the saved filter decides whether the deck or the filter page opens.
    {
      id: 'all-woblers',
      label: t('shell:menu.findWoblers'),
      path: allWoblersPath(),
      icon: <Users />,
    },
    {
      id: 'saved-woblers',
      label: t('shell:menu.savedWoblers'),
      path: SAVED_WOBLERS_PATH,
      icon: <Bookmark />,
    },
    {
      id: 'bubble-settings',
      label: t('shell:menu.bubbleSettings'),
      path: '/bubble-settings',
      icon: <BellRing />,
    },
    { id: 'profile', label: t('shell:menu.profile'), path: '/profile', icon: <UserRound /> },
    { id: 'settings', label: t('shell:menu.settings'), path: '/settings', icon: <Settings /> },
    {
      id: 'change-password',
      label: t('shell:menu.changePassword'),
      path: '/change-password',
      icon: <KeyRound />,
    },
    { id: 'premium', label: t('shell:menu.premium'), path: '/premium', icon: <Crown /> },
    { id: 'support', label: t('shell:menu.support'), path: '/FAQs', icon: <LifeBuoy /> },
    { id: 'share', label: t('shell:menu.share'), path: '/share', icon: <Share2 /> },
    { id: 'logout', label: t('shell:menu.logout'), icon: <LogOut /> },
  ];

  return (
    <Menu
      triggerLabel={t('shell:header.menu')}
      items={entries.map(({ id, label, icon, path }) => ({
        id,
        label,
        icon,
        isDanger: path === undefined,
      }))}
      onAction={(id) => {
        const entry = entries.find((item) => item.id === id);
        // Read when chosen: the filter may have been saved since the menu was drawn.
        if (entry?.id === 'all-woblers') navigate(allWoblersPath());
        else if (entry?.path) navigate(entry.path);
        else void loadSession().then(({ sessionStore }) => sessionStore.getState().logout());
      }}
    />
  );
}
