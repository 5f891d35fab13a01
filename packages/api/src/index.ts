export type {
  Endpoint,
  EndpointAuth,
  Envelope,
  ErrorBody,
  HttpMethod,
  Paged,
  RequestInput,
  RequestOutput,
  ResponseData,
} from './contract';
export { defineEndpoint } from './contract';
export type { ApiClient, ApiClientOptions, CallOptions } from './client';
export { createApiClient } from './client';
export type { ErrorDescription } from './errors';
export { ApiError, DUPLICATE_EMAIL_MESSAGE, describeApiError, isApiError } from './errors';
export type { EndpointId, Endpoints } from './endpoints';
export { endpoints } from './endpoints';
export type { PublicProfile, Settings, Site, User } from './endpoints/accounts';
export {
  PublicProfileSchema,
  SettingsDataSchema,
  SiteSchema,
  UserSchema,
} from './endpoints/accounts';
export type {
  BillingProvider,
  Plan,
  PremiumState,
  PremiumStatus,
  Subscribed,
  Subscription,
} from './endpoints/premium';
export {
  BILLING_PROVIDERS,
  PlanSchema,
  PREMIUM_STATUSES,
  PremiumStateSchema,
  SUBSCRIPTION_STATUSES,
  SubscribedSchema,
  SubscriptionSchema,
} from './endpoints/premium';
export type { Faq, FaqList, SupportTicketView } from './endpoints/support';
export {
  FAQ_MAX_LIMIT,
  FAQ_PAGE_SIZE,
  FaqListSchema,
  FaqSchema,
  SupportTicketViewSchema,
} from './endpoints/support';
export type { StorageName, StoredValue } from './storage';
export {
  readStored,
  readStoredRaw,
  removeStored,
  storageKeys,
  storageSchemas,
  writeStored,
} from './storage';
export { createOpenApiDocument } from './openapi';
