import {
  changePassword,
  checkEmail,
  deleteAccount,
  forgotPassword,
  getUserProfile,
  health,
  login,
  logout,
  register,
  removeUserImage,
  resetPassword,
  site,
  updateProfile,
} from './accounts';
import { adminEndpoints } from './admin';
import { adminContentEndpoints } from './admin-content';
import { adminModerationEndpoints } from './admin-moderation';
import { adminRetentionEndpoints } from './admin-retention';
import { boardEndpoints } from './board';
import { chatEndpoints, type uploadEndpoints } from './chat';
import { dataExportEndpoints } from './data-export';
import { bubbleEndpoints } from './bubbles';
import { deckEndpoints } from './deck';
import { notificationEndpoints } from './notifications';
import { pollEndpoints } from './polls';
import { reportEndpoints } from './reports';
import {
  billingPortal,
  cancelSubscription,
  getSubscribed,
  requestRefund,
  resumeSubscription,
  subscribe,
  switchPlan,
} from './premium';
import { createSupportTicket, listFaqs } from './support';

/** Every endpoint of the contract, keyed by operation id. */
export const endpoints = {
  health,
  site,
  register,
  checkEmail,
  login,
  forgotPassword,
  resetPassword,
  getUserProfile,
  updateProfile,
  removeUserImage,
  changePassword,
  deleteAccount,
  logout,
  getSubscribed,
  subscribe,
  switchPlan,
  cancelSubscription,
  resumeSubscription,
  requestRefund,
  billingPortal,
  listFaqs,
  createSupportTicket,
  ...adminEndpoints,
  ...adminModerationEndpoints,
  ...adminContentEndpoints,
  ...adminRetentionEndpoints,
  ...bubbleEndpoints,
  ...boardEndpoints,
  ...pollEndpoints,
  ...deckEndpoints,
  ...notificationEndpoints,
  ...chatEndpoints,
  ...dataExportEndpoints,
  ...reportEndpoints,
} as const;

export type Endpoints = typeof endpoints;
/** Every endpoint's id: the JSON ones of `endpoints` and the multipart uploads. */
export type EndpointId = keyof Endpoints | keyof typeof uploadEndpoints;
