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
  // "Download my data": a ZIP of everything about the person (GDPR articles 15 and 20).
  dataExport: {
    title: 'Download my data',
    intro:
      'Get a copy of your data: your profile, settings, Bubbles, posts, likes, chats, payments and the pictures and files you uploaded, in one ZIP file.',
    start: 'Prepare my data',
    preparingTitle: 'We are preparing your data',
    preparingText:
      'This can take a few minutes. We will e-mail you and tell you in the bell when it is ready.',
    readyTitle: 'Your data is ready',
    readyText: 'You can download it until {{date}}.',
    download: 'Download ZIP ({{size}})',
    again: 'Prepare a new copy',
    expiredTitle: 'Your download has expired',
    expiredText: 'It could be downloaded until {{date}}. Prepare a new copy to download your data.',
    failedTitle: 'Your data could not be prepared',
    failedText: 'Something went wrong while we prepared your data. Please try again.',
    retry: 'Try again',
    loadError: 'The state of your data download could not be loaded.',
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
