// Copy of the bell and its notification panel (spec sections 2, 3 and 8): the
// Connections section with its confirmation, and the Notifications section.
export const notifications = {
  bell: {
    label: 'Notifications',
    labelUnseen_one: 'Notifications, {{count}} unseen',
    labelUnseen_other: 'Notifications, {{count}} unseen',
  },
  panel: {
    title: 'Notifications',
    loading: 'Loading notifications…',
    loadError: 'Your notifications could not be loaded.',
    retry: 'Try again',
    close: 'Close',
  },
  connections: {
    title: 'Connections',
    empty: 'When you and another Wobler like each other, you will find them here.',
    showAll: 'Show all {{count}}',
    showFewer: 'Show fewer',
    remove: 'Remove {{name}} from your connections',
    confirmTitle: 'Remove connection?',
    confirmText: 'Do you want to remove this Wobler from your connections?',
    cancel: 'Cancel',
    confirm: 'Remove',
  },
  list: {
    title: 'Notifications',
    empty: 'No notifications found',
    emptyText:
      'When someone likes your profile, asks to join your Bubble or replies to your comment, you will see it here.',
    // After the person's name; {{bubble}} is the Bubble's name.
    like: 'has liked your profile',
    connection: 'is now connected with you',
    joinRequest: 'asks to join {{bubble}}',
    joinApproved: 'approved your request to join {{bubble}}',
    reply: 'replied to your comment in {{bubble}}',
    mention: 'mentioned you in {{group}}',
    // Without a name before it: the person's own "Download my data" ZIP.
    dataExport: 'Your data is ready to download',
    // Without a name before them: the moderators' warning ({{warning}}: their reason) and
    // word that a report was handled (no details).
    moderationWarning: "Woble's moderators have given you a warning: {{warning}}",
    reportHandled: 'Your report has been handled. Thank you for telling us.',
    // Without a name before it: the operator took down a Bubble the person owns.
    bubbleTakedown: 'Your Bubble {{bubble}} has been taken down by Woble. See why on its page',
    new: 'New',
    loadMore: 'Show more',
    loadMoreError: 'More notifications could not be loaded.',
  },
  date: {
    today: 'Today, {{time}}',
    yesterday: 'Yesterday, {{time}}',
  },
};
