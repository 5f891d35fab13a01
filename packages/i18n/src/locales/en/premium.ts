// Copy of /premium (spec sections 1 and 9): the plan card, the subscription's state and its
// actions, what Premium unlocks, and the upsell other features show for a premium gate.
export const premium = {
  title: 'Woble Premium',
  intro: 'Get more out of your Bubbles: polls, member management and support around the clock.',
  loading: 'Loading your plan…',
  loadError: 'Your plan could not be loaded.',
  retry: 'Try again',
  plansTitle: 'Choose your plan',
  plansTitleSubscribed: 'Plans',
  plan: {
    name: 'Premium',
    interval: {
      month: 'Monthly',
    },
    perInterval: {
      month: 'per month',
    },
    weekly: 'about {{price}} a week',
    bestValue: 'Best value',
    trialBadge: '{{days}}-day free trial',
    trialTerms:
      'Free for {{days}} days, then {{price}} a month. Cancel at least 24 hours before the trial ends and you pay nothing.',
    renewTerms:
      'Renews automatically every month, billed in advance. Cancel at least 24 hours before a period ends.',
    startTrial: 'Start {{days}}-day free trial',
    subscribe: 'Subscribe',
    current: 'Your plan',
    switchTo: 'Switch to this plan',
  },
  localInstallation:
    'This is a local installation of Woble: no card is charged, and your subscription renews for free.',
  checkout: {
    success: 'Payment complete. Welcome to Woble Premium!',
    cancelled: 'Checkout was cancelled. Nothing was charged.',
  },
  state: {
    title: 'Your subscription',
    status: {
      trialing: 'Free trial',
      active: 'Active',
      cancelled: 'Cancelled',
      past_due: 'Payment failing',
    },
    trialEnds: 'Your free trial ends on {{date}}.',
    trialThen: 'After that, Premium renews at {{price}} a month.',
    renewsOn: 'Renews on {{date}} at {{price}} a month.',
    renewsOnDate: 'Renews on {{date}}.',
    activeUntil: 'Cancelled — active until {{date}}.',
    activeUntilText: 'It will not renew. Changed your mind? Resume, and it renews as before.',
    pastDue: 'Your last payment did not go through. Update your payment method to keep Premium.',
    refundUntil: 'You can ask for a refund of your last payment until {{date}}.',
    refundRequested: 'You asked for a refund on {{date}}.',
  },
  actions: {
    cancel: 'Cancel subscription',
    resume: 'Resume subscription',
    refund: 'Request a refund',
    managePayment: 'Manage payment',
  },
  confirmCancel: {
    title: 'Cancel Premium?',
    trial: 'Your free trial stays on until {{date}}, and you will not be charged.',
    period: 'Premium stays on until {{date}}, and you will not be charged again.',
    lastDay:
      'Your current period ends within 24 hours. Under our terms, a cancellation in the last 24 hours of a period takes effect after the next period: Premium stays on until {{date}}, and that period is charged.',
    confirm: 'Cancel subscription',
    keep: 'Keep Premium',
  },
  confirmRefund: {
    title: 'Request a refund?',
    message: 'Premium ends right away, and your last payment is refunded. This cannot be undone.',
    confirm: 'Request refund',
    keep: 'Keep Premium',
  },
  confirmSwitch: {
    title: 'Switch plan?',
    message: 'You will pay {{price}} a month from your next renewal on {{date}}.',
    confirm: 'Switch plan',
    keep: 'Keep my plan',
  },
  benefits: {
    title: 'What Premium unlocks',
    moderatorPage: 'Moderator page view',
    polls: 'Create polls in your Bubbles',
    groupNotifications: 'Group notifications',
    members: 'Manage active and pending Woblers',
    support: '24/7 support',
  },
  required: {
    title: 'This is part of Woble Premium',
    text: 'Premium unlocks polls, member management, group notifications and 24/7 support.',
    action: 'See Premium',
  },
};
