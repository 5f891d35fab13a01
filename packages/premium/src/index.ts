// Public API of @wob/premium. Pages are also reachable through `routes` (lazy).
export type { FaqListProps } from './components/faq-list/faq-list';
export { FaqList } from './components/faq-list/faq-list';
export type { NoticeProps, NoticeTone } from './components/notice/notice';
export { Notice } from './components/notice/notice';
export type { PlanAction, PlanCardProps } from './components/plan-card/plan-card';
export { PlanCard, PlanCardSkeleton } from './components/plan-card/plan-card';
export type { PremiumBenefitsProps } from './components/premium-benefits/premium-benefits';
export { PremiumBenefits } from './components/premium-benefits/premium-benefits';
export type { PremiumRequiredProps } from './components/premium-required/premium-required';
export { PREMIUM_PATH, PremiumRequired } from './components/premium-required/premium-required';
export type { SharePanelProps } from './components/share-panel/share-panel';
export { SharePanel } from './components/share-panel/share-panel';
export type { SubscriptionPanelProps } from './components/subscription-panel/subscription-panel';
export { SubscriptionPanel } from './components/subscription-panel/subscription-panel';
export type { SupportFormProps } from './components/support-form/support-form';
export { SupportForm } from './components/support-form/support-form';
export type { Formatters } from './format/format';
export { formatDate, formatMoney, useFormatters, weeklyAmount } from './format/format';
export { FaqsPage } from './pages/faqs-page';
export { PremiumPage, planActionOf } from './pages/premium-page';
export { SharePage } from './pages/share-page';
export { routes } from './routes';
// The shared store primitives and copy type, re-exported for code written against this package.
export type { Translate } from '@wob/i18n';
export type { LoadStatus } from '@wob/store';
export type { FaqSlice } from './store/faq-slice';
export type { CancellationOutlook } from './store/periods';
export { addMonth, cancellationOutlook, LAST_DAY_MS, periodEnd } from './store/periods';
export type { PremiumProviderProps } from './store/premium-context';
export {
  PremiumProvider,
  premiumContext,
  usePremiumStore,
  usePremiumStoreApi,
} from './store/premium-context';
export type { PremiumDeps, PremiumState, PremiumStore } from './store/premium-store';
export { createPremiumStore } from './store/premium-store';
export type { ShareEnvironment } from './store/share-environment';
export { browserShareEnvironment } from './store/share-environment';
export type { ShareLink, ShareOutcome, ShareSlice } from './store/share-slice';
export type { SubscriptionChange, SubscriptionSlice } from './store/subscription-slice';
export type { SupportSlice, TicketResult } from './store/support-slice';
