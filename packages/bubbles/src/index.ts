// Public API of @wob/bubbles. Pages are also reachable through `routes` (lazy).
export type { BubbleDialogProps } from './components/bubble-dialog/bubble-dialog';
export { BubbleDialog } from './components/bubble-dialog/bubble-dialog';
export type { BubbleColorId } from './components/bubble-tile/bubble-colors';
export { BUBBLE_COLORS, bubbleTextContrast } from './components/bubble-tile/bubble-colors';
export type { BubbleTileProps } from './components/bubble-tile/bubble-tile';
export { BubbleTile, BubbleTileSkeleton } from './components/bubble-tile/bubble-tile';
export type { TileActionsProps } from './pages/bubble-actions';
export { bubblePath, TileActions } from './pages/bubble-actions';
export { BubbleSettingsPage, PREMIUM_LINK } from './pages/bubble-settings-page';
export { ChooseBubblePage, FIND_BUBBLE_PATH } from './pages/choose-bubble-page';
export { FindBubblePage, SEARCH_DELAY_MS } from './pages/find-bubble-page';
export { routes } from './routes';
export type { BubblesProviderProps } from './store/bubbles-context';
export {
  BubblesProvider,
  bubblesContext,
  useBubblesStore,
  useBubblesStoreApi,
} from './store/bubbles-context';
export type {
  BubbleActionResult,
  BubbleFormValues,
  BubbleQuery,
  BubblesDeps,
  BubblesState,
  BubblesStore,
} from './store/bubbles-store';
// The shared store primitives and copy type, re-exported for code written against this package.
export type { Translate } from '@wob/i18n';
export type { LoadStatus } from '@wob/store';
export { createBubblesStore } from './store/bubbles-store';
export type { LiveNotifier, OwnTopicDeps } from './store/own-topic';
export { createOwnTopicHandler } from './store/own-topic';

// Board
export type { BoardProviderProps } from './board/board-context';
export {
  BoardProvider,
  boardContext,
  useBoardStore,
  useBoardStoreApi,
} from './board/board-context';
export type {
  BoardDeps,
  BoardState,
  BoardStatus,
  BoardStore,
  CommentDraft,
} from './board/board-types';
export { canDeleteItem, canPost } from './board/board-rules';
export { createBoardStore } from './board/board-store';
export type { BubbleHeaderProps } from './board/bubble-header';
export { BubbleHeader } from './board/bubble-header';
export type { CommentCardProps } from './board/comment-card';
export { CommentCard, CommentCardSkeleton, pollPath } from './board/comment-card';
export type { ComposerProps } from './board/composer';
export { Composer } from './board/composer';
export type { ReplyListProps } from './board/reply-list';
export { ReplyList } from './board/reply-list';
export { useRelativeDate } from './board/use-relative-date';
export type { ViewBubblePageProps } from './board/view-bubble-page';
export { FIND_BUBBLE_LINK, ViewBubblePage } from './board/view-bubble-page';

// Moderation
export { BubbleMembersPage } from './moderation/bubble-members-page';
export { AFTER_DELETE_PATH, BubbleOptionsPage } from './moderation/bubble-options-page';
export type { ModerationProviderProps } from './moderation/moderation-context';
export {
  ModerationProvider,
  moderationContext,
  useModerationStore,
  useModerationStoreApi,
} from './moderation/moderation-context';
export { membersPath, optionsPath } from './moderation/moderation-parts';
export type {
  MemberList,
  MemberTab,
  ModerationDeps,
  ModerationState,
  ModerationStatus,
  ModerationStore,
} from './moderation/moderation-types';
export { canKickOut, canSetModerator, isModerator } from './moderation/moderation-rules';
export { createModerationStore } from './moderation/moderation-store';

// Polls
export type { BubblePollsPageProps } from './polls/bubble-polls-page';
export { BubblePollsPage } from './polls/bubble-polls-page';
export { CreatePollPage, canGoBack } from './polls/create-poll-page';
export type { PollCardProps } from './polls/poll-card';
export { PollCard, PollCardSkeleton, PREVIEW_OPTIONS } from './polls/poll-card';
export { bubblePollsPath, createPollPath } from './polls/poll-paths';
export type { PollResultsProps } from './polls/poll-results';
export { isTextOnFill, PollResults, WHITE_TEXT_ABOVE } from './polls/poll-results';
export type { PollsProviderProps } from './polls/polls-context';
export {
  PollsProvider,
  pollsContext,
  usePollsStore,
  usePollsStoreApi,
} from './polls/polls-context';
export type {
  ListedPoll,
  PollCreatorSlice,
  PollListSlice,
  PollsDeps,
  PollsState,
  PollsStatus,
  PollsStore,
  PollViewSlice,
} from './polls/polls-types';
export { createPollsStore } from './polls/polls-store';
export type { PollsPremiumInviteProps } from './polls/premium-invite';
export { PollsPremiumInvite } from './polls/premium-invite';
export type { ViewPollPageProps } from './polls/view-poll-page';
export { ViewPollPage } from './polls/view-poll-page';
