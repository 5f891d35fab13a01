import { adminContent } from './admin-content';
import { adminModeration } from './admin-moderation';
import { adminRetention } from './admin-retention';

// Copy of the administrators' pages: the second sign-in step at /admin/login (setting up the
// authenticator app, or a code) and the signed-in administrator's home at /admin. Not in
// `resources`: only the administrators' lazy pages load it (apps/web), so members never do.
export const admin = {
  setup: {
    title: 'Set up your authenticator app',
    intro:
      'Administrators sign in with a second step. Scan the QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.',
    qrLabel: 'QR code for your authenticator app',
    keyLabel: 'Or type this key into the app',
    recoveryTitle: 'Your recovery codes',
    recoveryIntro:
      'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    copyCodes: 'Copy the codes',
    copied: 'The codes are copied.',
    copyFailed: 'The codes could not be copied. Select them and copy them yourself.',
    codeLabel: 'Code from the app',
    submit: 'Confirm and sign in',
  },
  code: {
    title: 'Enter your code',
    intro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    codeLabel: 'Code',
    submit: 'Sign in',
    startOver: 'Start again',
  },
  home: {
    title: 'Administration',
    signedInAs: 'Signed in as {{email}}',
    roleLabel: 'Role',
    roles: {
      administrator: 'Administrator',
      moderator: 'Moderator',
    },
    sessionNote: 'You are signed out after 30 minutes without activity.',
    signOut: 'Sign out',
    loading: 'Loading…',
  },
  console: {
    navLabel: 'Console',
    // How every section loads what it shows (pages/admin/console-load).
    load: {
      loading: 'Loading…',
      retry: 'Try again',
      failed: 'Something went wrong. Try again in a moment.',
      offline: 'No connection to the server. Check your connection and try again.',
    },
    nav: {
      reports: 'Reports',
      people: 'People',
      content: 'Content',
      faqs: 'FAQs',
      ads: 'Deck ads',
      bubbles: 'Bubbles',
      operator: 'Operator details',
      audit: 'Audit log',
      retention: 'Retention jobs',
      admins: 'Administrators',
      operation: 'Operation',
      // The Reports link with its badge, as a screen reader reads it.
      reportsOpen_one: 'Reports, {{count}} open',
      reportsOpen_other: 'Reports, {{count}} open',
    },
  },
  // Each section's own copy, one file per section group (so they grow apart).
  moderation: adminModeration,
  content: adminContent,
  retention: adminRetention,
};
