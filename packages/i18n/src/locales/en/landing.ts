// Copy of the landing page at `/`.
export const landing = {
  hero: {
    eyebrow: 'For adults 18+',
    title: 'Find your people, one Bubble at a time',
    promise:
      'Woble brings together people who love the same things, so you can join Bubbles, meet Woblers and start talking.',
    getStarted: 'Get Started',
    login: 'I already have a profile',
  },
  bubbles: {
    hiking: 'Hiking',
    boardGames: 'Board games',
    cooking: 'Cooking',
    music: 'Live music',
    running: 'Running',
    books: 'Books',
  },
  how: {
    title: 'How it works',
    steps: {
      join: {
        title: 'Join Bubbles',
        text: 'Pick the communities that match what you love, from hiking to board games.',
      },
      meet: {
        title: 'Meet Woblers',
        text: 'Browse people who share your Bubbles and like the ones you click with.',
      },
      chat: {
        title: 'Chat',
        text: 'When you like each other, say hello and make plans together.',
      },
    },
    stepLabel: 'Step {{number}}',
  },
  cta: {
    title: 'Ready to float in?',
    text: 'It takes three short steps to make your profile.',
    button: 'Get Started',
  },
  contact: {
    title: 'Contact',
    text: 'Questions, ideas or trouble with your account? Write to us and a person will answer.',
    email: 'E-mail',
    address: 'Address',
    cvr: 'CVR',
  },
  social: {
    title: 'Follow us',
    link: 'Woble on {{network}}',
  },
  footer: {
    legal: 'Legal',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    cookies: 'Cookie Policy',
    copyright: '© {{year}} {{company}}',
  },
};
