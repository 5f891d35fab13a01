// Public API of @wob/deck. Pages are also reachable through `routes` (lazy).
// Two areas, each exporting from its own block below: the deck (filters, deck, saved Woblers,
// profiles, reports) and the bell and search (notification panel, header search, results).

export { routes } from './routes';

// --- deck: src/deck, src/filters, src/saved, src/profile, src/report -----------------------
export type { AdCardProps } from './deck/ad-card';
export { AdCard, isExternalUrl } from './deck/ad-card';
export { AllWoblersPage } from './deck/all-woblers-page';
export type { DeckActionBarProps } from './deck/deck-action-bar';
export { DeckActionBar } from './deck/deck-action-bar';
export type { DeckCardProps } from './deck/deck-card';
export { DeckCard, DeckCardSkeleton } from './deck/deck-card';
export type { DeckProviderProps } from './deck/deck-context';
export { DeckProvider, deckContext, useDeckStore, useDeckStoreApi } from './deck/deck-context';
export type {
  DeckActions,
  DeckItem,
  DeckMove,
  DeckSlice,
  WoblerFilter,
} from './deck/deck-slice';
export { AD_POSITIONS, DEFAULT_FILTER, REFILL_AT } from './deck/deck-slice';
export type { DeckState, DeckStore } from './deck/deck-store';
export { createDeckStore } from './deck/deck-store';
export type { FilterSummaryProps } from './deck/filter-summary';
export { FilterSummary } from './deck/filter-summary';
export type { MatchDialogProps } from './deck/match-dialog';
export { MatchDialog } from './deck/match-dialog';
export {
  ALL_WOBLERS_PATH,
  allWoblersPath,
  bubblePagePath,
  CHAT_PATH,
  NEW_SEARCH_PATH,
  SAVED_WOBLERS_PATH,
  selectForChat,
  woblerPath,
} from './deck/paths';
export type {
  DeckDeps,
  DeckLinks,
  DeckSliceKit,
  GeolocationPort,
  LoadStatus,
  PageStatus,
} from './deck/store-kit';
export type { SharedBubblesProps, WoblerImageProps } from './deck/wobler-parts';
export { SharedBubbles, WoblerFacts, WoblerImage } from './deck/wobler-parts';
export type { FilterFormProps } from './filters/filter-form';
export { DISTANCE_SLIDER, FilterForm } from './filters/filter-form';
export type {
  FiltersActions,
  FiltersSlice,
  LocationSource,
  PositionProblem,
  PositionResult,
} from './filters/filters-slice';
export { LocationControl } from './filters/location-control';
export { NewSearchPage } from './filters/new-search-page';
export type {
  LikeOutcome,
  ProfileAction,
  ProfileActions,
  ProfileSlice,
} from './profile/profile-slice';
export { ViewWoblerPage } from './profile/view-wobler-page';
export type { ReportWoblerDialogProps } from './report/report-wobler-dialog';
export { ReportWoblerDialog } from './report/report-wobler-dialog';
export type { SavedActions, SavedSlice } from './saved/saved-slice';
export type { SavedRowProps } from './saved/saved-woblers-page';
export { SavedRow, SavedWoblersPage } from './saved/saved-woblers-page';

// --- bell and search: src/notifications, src/search -----------------------------------------
export type { NotificationBellProps } from './notifications/notification-bell';
export { BELL_BADGE_MAX, NotificationBell } from './notifications/notification-bell';
export type { NotificationPanelProps } from './notifications/notification-panel';
export { CONNECTIONS_PREVIEW, NotificationPanel } from './notifications/notification-panel';
export type { NotificationsProviderProps } from './notifications/notifications-context';
export {
  NotificationsProvider,
  notificationsContext,
  useNotificationsStore,
  useNotificationsStoreApi,
} from './notifications/notifications-context';
export type {
  NotificationsDeps,
  NotificationsState,
  NotificationsStatus,
  NotificationsStore,
} from './notifications/notifications-store';
export { createNotificationsStore } from './notifications/notifications-store';
export type { WoblerOpening } from './notifications/wobler-link';
export { rememberWobler } from './notifications/wobler-link';
export type { HeaderSearchProps } from './search/header-search';
export { HeaderSearch, RESULTS_PATH } from './search/header-search';
export { ResultsPage } from './search/results-page';
export type { SearchProviderProps } from './search/search-context';
export {
  SearchProvider,
  searchContext,
  useSearchStore,
  useSearchStoreApi,
} from './search/search-context';
export type {
  SearchDeps,
  SearchSection,
  SearchSectionName,
  SearchState,
  SearchStatus,
  SearchStore,
} from './search/search-store';
export { createSearchStore, searchText } from './search/search-store';
