// Copy of the app frame: header, menu, error and not-found screens.
export const shell = {
  skipToContent: 'Skip to content',
  homeLink: 'Woble home',
  header: {
    login: 'Login',
    getStarted: 'Get Started',
    menu: 'Menu',
  },
  menu: {
    findBubble: 'Find Bubble',
    findWoblers: 'Find Woblers',
    savedWoblers: 'Saved Woblers',
    bubbleSettings: 'Bubble settings',
    profile: 'Profile',
    settings: 'Settings',
    changePassword: 'Change Password',
    premium: 'Premium',
    support: 'FAQs & Support',
    share: 'Share Woble',
    logout: 'Logout',
  },
  notFound: {
    title: '404! Page not found',
    text: 'The page you are looking for has floated away.',
    home: 'Go to the front page',
  },
  error: {
    text: 'Something went wrong while showing this page.',
    retry: 'Try again',
    home: 'Go to the front page',
  },
  languageFailed: 'The language could not be changed.',
  loading: 'Loading…',
};
