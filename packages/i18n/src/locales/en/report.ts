// Copy of the one report dialog (@wob/auth's ReportDialog) and of the menu items that open it:
// a Wobler (the deck and a profile), a chat message, a board comment or reply, a Bubble. Every
// report lands in the moderators' one queue (the admin console).
export const report = {
  /** The menu item (or button) that opens the dialog. */
  action: {
    wobler: 'Report',
    message: 'Report message',
    comment: 'Report comment',
    reply: 'Report reply',
    bubble: 'Report Bubble',
  },
  /** The dialog's title: what is reported, and whose. */
  title: {
    wobler: 'Report {{name}}',
    message: 'Report message from {{name}}',
    comment: 'Report comment by {{name}}',
    reply: 'Report reply by {{name}}',
    bubble: 'Report the Bubble {{name}}',
  },
  intro: {
    wobler:
      'Tell us what is wrong. Our moderators read every report, and {{name}} is not told who sent it.',
    message:
      'Tell us what is wrong with this message. Our moderators read every report, and {{name}} is not told who sent it.',
    comment:
      'Tell us what is wrong with this comment. Our moderators read every report, and {{name}} is not told who sent it.',
    reply:
      'Tell us what is wrong with this reply. Our moderators read every report, and {{name}} is not told who sent it.',
    bubble:
      'Tell us what is wrong with this Bubble. Our moderators read every report, and its owner is not told who sent it.',
  },
  /** The label of the quoted content at the top of the dialog. */
  quote: {
    message: 'The message',
    comment: 'The comment',
    reply: 'The reply',
    bubble: 'The Bubble',
  },
  reason: 'Reason',
  reasons: {
    'inappropriate-content': 'Inappropriate content',
    'inappropriate-behaviour': 'Inappropriate behaviour',
    'fake-profile': 'Fake profile',
    other: 'Other',
  },
  details: 'Anything to add?',
  detailsHint: 'Optional, at most {{max}} characters.',
  submit: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  /** The toast after a message, comment, reply or Bubble was reported. */
  sent: 'Thanks — our moderators will look at it. You’ll hear from us when it has been handled.',
  errors: {
    gone: {
      wobler: 'This Wobler is no longer on Woble.',
      message: 'This message is no longer there. It may have been deleted.',
      comment: 'This comment is no longer there. It may have been deleted.',
      reply: 'This reply is no longer there. It may have been deleted.',
      bubble: 'This Bubble is no longer there. It may have been deleted.',
    },
    failed: 'The report could not be sent. Please try again.',
    tooMany: 'You have sent many reports in a short time. Please wait a little and try again.',
  },
};
