// Copy of the settings page: privacy toggles, notifications, language, delete account.
export const settings = {
  title: 'Settings',
  intro: 'Decide what other Woblers see, how we reach you and which language you use.',
  saving: 'Saving…',
  saved: 'Saved',
  privacy: {
    title: 'Privacy',
    showLocation: 'Show location',
    showLocationHint: 'Others see your city and how far away you are.',
    showGender: 'Show gender',
    allowMessages: 'Let people message me',
    showImagesToAll: 'Show my images to all',
    showImagesToAllHint: 'When this is off, only your connections see your picture.',
    ageRange: 'Only show my profile to an age range',
    ageFrom: 'From',
    ageTo: 'To',
  },
  notifications: {
    title: 'Notifications',
    receiveNotifications: 'Receive notifications',
    marketingEmails: 'Receive marketing emails',
  },
  language: {
    title: 'Language',
    label: 'Language of the app',
  },
  account: {
    title: 'Account',
    changePassword: 'Change Password',
    deleteTitle: 'Delete account',
    deleteText:
      'Your profile disappears at once and you cannot log in again. We keep your data for 3 months for security and then erase it.',
    delete: 'Delete account',
    confirm: 'Delete',
    /** Said in the 'Are you sure?' dialog, under the question. */
    consequences: {
      signedOut: 'You are signed out at once, and your profile disappears.',
      dataDeleted: 'Your data is deleted after 3 months.',
      subscriptionEnds:
        'If you have Premium, your subscription ends and you are not charged again.',
    },
  },
  loadError: 'Your settings could not be loaded.',
  retry: 'Try again',
};
