export {
  ADMIN_PASSWORD_MIN,
  ADMIN_ROLES,
  AdminCodeSchema,
  AdminCreateSchema,
  AdminLoginSchema,
  RECOVERY_CODE_FORMAT,
} from './admin';
export type { AdminCodeInput, AdminCreateInput, AdminLoginInput, AdminRole } from './admin';
export {
  AD_BODY_MAX,
  AD_CTA_MAX,
  AD_TITLE_MAX,
  AdFormSchema,
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  FaqFormSchema,
  isAdLink,
  OperatorDetailsSchema,
  SocialLinkSchema,
  TAKEDOWN_REASON_MAX,
  TakedownReasonSchema,
} from './content';
export type { AdFormInput, FaqFormInput, OperatorDetailsInput } from './content';
export {
  ChangePasswordSchema,
  CheckEmailSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
} from './account-forms';
export type {
  ChangePasswordInput,
  ChangePasswordOutput,
  ForgotPasswordInput,
  ForgotPasswordOutput,
  LoginInput,
  LoginOutput,
  ResetPasswordFormInput,
  ResetPasswordFormOutput,
  ResetPasswordInput,
  ResetPasswordOutput,
} from './account-forms';
export {
  ageOn,
  birthDateSchema,
  createBirthDateSchema,
  isAllowedBirthDate,
  parseIsoDate,
} from './birth-date';
export {
  ABOUT_MAX,
  ADDRESS_MAX,
  AGE_RANGE_MAX,
  AGE_RANGE_MIN,
  CITY_MAX,
  EMAIL_MAX,
  GENDERS,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  LOCALES,
  MAX_AGE,
  MIN_AGE,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  TOKEN_MAX,
  ZIPCODE_MAX,
} from './constants';
export type { Gender, ImageMimeType, Locale } from './constants';
export { COUNTRY_CODES, isCountryCode } from './country-codes';
export { isSafeText, oneLine, safeOneLine, shownNameSchema } from './display-text';
export type { CountryCode } from './country-codes';
export {
  aboutSchema,
  addressSchema,
  ageRangeBoundSchema,
  citySchema,
  confirmPasswordSchema,
  countrySchema,
  emailSchema,
  genderSchema,
  localeSchema,
  loginPasswordSchema,
  nameSchema,
  newPasswordSchema,
  oldPasswordSchema,
  passwordSchema,
  resetTokenSchema,
  toggleSchema,
  zipcodeSchema,
} from './fields';
export type { FormCheck } from './check-form';
export { checkForm } from './check-form';
export { flattenIssues, ROOT_ISSUE_KEY } from './flatten-issues';
export { formObject, requiredMessageOf } from './form-object';
export {
  createImageDataUrlSchema,
  imageDataUrlSchema,
  parseImageDataUrl,
} from './image-data-url';
export type { ImageDataUrl } from './image-data-url';
export { MESSAGES, VALIDATION_MESSAGE_KEYS } from './messages';
export type { ValidationMessageKey } from './messages';
export { createPagingQuerySchema } from './paging';
export { countPhoneDigits, PHONE_MAX_LENGTH, phoneSchema } from './phone';
export {
  createRegisterSchema,
  createRegisterStepOneSchema,
  RegisterSchema,
  RegisterStepOneSchema,
  RegisterStepThreeSchema,
  RegisterStepTwoSchema,
} from './register';
export type {
  RegisterInput,
  RegisterOutput,
  RegisterStepOneInput,
  RegisterStepOneOutput,
  RegisterStepThreeInput,
  RegisterStepThreeOutput,
  RegisterStepTwoInput,
  RegisterStepTwoOutput,
} from './register';
export { PartialSettingsSchema, SettingsSchema } from './settings';
export type {
  PartialSettingsInput,
  PartialSettingsOutput,
  SettingsInput,
  SettingsOutput,
} from './settings';
export {
  PlanChoiceSchema,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPICS,
  SupportTicketSchema,
} from './support';
export type { SupportTicketInput, SupportTicketOutput, SupportTopic } from './support';
export { createUpdateProfileSchema, UpdateProfileSchema } from './update-profile';
export type { UpdateProfileInput, UpdateProfileOutput } from './update-profile';
// Bubbles: bubble.ts exports
export {
  BUBBLE_CHOICE_MAX,
  BUBBLE_ID_MAX,
  BUBBLE_MAX_LIMIT,
  BUBBLE_NAME_MAX,
  BUBBLE_PAGE_SIZE,
  BUBBLE_REF_MAX,
  BUBBLE_SEARCH_MAX,
  BUBBLE_SORTS,
  BUBBLE_TITLE_MAX,
  BubbleChoiceSchema,
  BubblePicksSchema,
  BubbleEditSchema,
  BubbleFormSchema,
  BubbleListQuerySchema,
  BubbleRefSchema,
  BubbleViewQuerySchema,
  bubbleIdSchema,
  bubbleNameSchema,
  bubbleTitleSchema,
  circleColorSchema,
  MEMBER_MAX_LIMIT,
  MEMBER_PAGE_SIZE,
  MemberActionSchema,
  MembersQuerySchema,
  memberIdSchema,
  privateBubbleSchema,
  SetModeratorSchema,
  SetNotificationsSchema,
} from './bubble';
export type {
  BubbleChoiceInput,
  BubbleChoiceOutput,
  BubbleEditInput,
  BubbleEditOutput,
  BubbleFormInput,
  BubbleFormOutput,
  BubbleListQueryInput,
  BubbleListQueryOutput,
  BubbleSort,
} from './bubble';
// Board: comment.ts exports
export {
  AddCommentSchema,
  AddReplySchema,
  BOARD_MAX_LIMIT,
  BoardQuerySchema,
  COMMENT_MAX,
  cleanCommentText,
  COMMENT_PAGE_SIZE,
  COMMENT_PAGE_STEP,
  CommentFormSchema,
  commentImageSchema,
  commentTextSchema,
  DeleteCommentSchema,
  DeleteReplySchema,
  REPLY_PAGE_SIZE,
  REPLY_PAGE_STEP,
  RepliesQuerySchema,
  ReplyFormSchema,
  replyTextSchema,
} from './comment';
export type {
  AddCommentInput,
  AddCommentOutput,
  AddReplyInput,
  AddReplyOutput,
  BoardQueryInput,
  BoardQueryOutput,
  CommentFormInput,
  CommentFormOutput,
  DeleteCommentInput,
  DeleteReplyInput,
  RepliesQueryInput,
  RepliesQueryOutput,
  ReplyFormInput,
  ReplyFormOutput,
} from './comment';
// Polls: poll.ts exports
export {
  CastVoteSchema,
  CreatePollSchema,
  POLL_MAX_LIMIT,
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_PAGE_SIZE,
  POLL_QUESTION_MAX,
  PollFormSchema,
  PollIdSchema,
  PollListQuerySchema,
  pollOptionKey,
  pollOptionSchema,
  pollOptionsSchema,
  pollQuestionSchema,
} from './poll';
export type {
  CastVoteInput,
  CastVoteOutput,
  CreatePollInput,
  CreatePollOutput,
  PollFormInput,
  PollFormOutput,
  PollIdInput,
  PollListQueryInput,
  PollListQueryOutput,
} from './poll';
// Discovery: deck.ts exports
export {
  DECK_EXCLUDE_MAX,
  DISTANCE_MAX_KM,
  DISTANCE_MIN_KM,
  FILTER_BUBBLES_MAX,
  GENDER_FILTERS,
  MenuSearchSchema,
  NOTIFICATION_MAX_LIMIT,
  NOTIFICATION_PAGE_SIZE,
  NotificationsQuerySchema,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  ReportFormSchema,
  ReportSchema,
  SAVED_PAGE_SIZE,
  SavedWoblersQuerySchema,
  SEARCH_MAX_LIMIT,
  SEARCH_PAGE_SIZE,
  REPORT_CONTENT_KINDS,
  ReportContentSchema,
  SEEN_IDS_MAX,
  SetLocationSchema,
  SetSeenSchema,
  WOBLER_MAX_LIMIT,
  WOBLER_PAGE_SIZE,
  WOBLER_SEARCH_MAX,
  WoblerDeckQuerySchema,
  WoblerFilterSchema,
  WoblerQuerySchema,
  WoblerRefSchema,
  woblerIdSchema,
  woblerSearchSchema,
} from './deck';
export type {
  GenderFilter,
  MenuSearchInput,
  MenuSearchOutput,
  ReportFormInput,
  ReportInput,
  ReportReason,
  SetLocationInput,
  WoblerDeckQueryInput,
  WoblerDeckQueryOutput,
  WoblerFilterInput,
  WoblerFilterOutput,
} from './deck';
// Chat: chat.ts exports
export {
  AcceptRequestSchema,
  CHAT_CONSTANTS,
  CHAT_CUSTOM_DATA_MAX,
  CHAT_MEDIA_CAPS,
  CHAT_MESSAGE_LIMIT_MAX,
  CHAT_MUID_MAX,
  CHAT_MENTIONS_MAX,
  CHAT_SYNC_LIMIT_MAX,
  CHAT_TEXT_MAX,
  ChatPairSchema,
  ChatUserQuerySchema,
  ConversationRefSchema,
  ConversationsQuerySchema,
  EditMessageSchema,
  MEDIA_TYPES,
  MESSAGE_CATEGORIES,
  MESSAGE_TYPES,
  MessageRefSchema,
  MessagesQuerySchema,
  RECEIPT_TYPES,
  RECEIVER_TYPES,
  ReceiptSchema,
  SHARED_MEDIA_KINDS,
  SendCustomSchema,
  SendMediaFieldsSchema,
  SendTextSchema,
  SharedMediaQuerySchema,
  SyncQuerySchema,
  TransientSchema,
  TypingSchema,
} from './chat';
export type {
  ChatPairInput,
  ConversationRefInput,
  MediaType,
  MessageCategory,
  MessagesQueryOutput,
  MessageType,
  ReceiptType,
  ReceiverType,
  SendTextInput,
  SharedMediaKind,
} from './chat';
export { ChatUsersQuerySchema } from './chat';
export type { ChatUsersQueryInput } from './chat';
// Link previews of chat messages: chat-link-preview.ts exports
export {
  findLinks,
  LINK_PREVIEW_URL_MAX,
  LINK_PREVIEWS_PER_MESSAGE,
  LinkPreviewQuerySchema,
} from './chat-link-preview';
export type { LinkPreviewQueryInput } from './chat-link-preview';
// Message search: chat-search.ts exports
export { CHAT_SEARCH, ChatSearchQuerySchema, searchWords } from './chat-search';
export type { ChatSearchQueryInput, ChatSearchQueryOutput } from './chat-search';
// Group chats: chat-groups.ts exports
export {
  AddGroupMembersSchema,
  CreateGroupSchema,
  DEFAULT_GROUP_SCOPE,
  GROUP_ADD_MAX,
  GROUP_GUID_MAX,
  GROUP_NAME_MAX,
  GROUP_PASSWORD_ATTEMPTS,
  GROUP_PASSWORD_LOCK_MINUTES,
  GROUP_SCOPES,
  GROUP_TYPES,
  GROUPS_PAGE,
  GroupMemberRefSchema,
  GroupMembersQuerySchema,
  GroupRefSchema,
  GroupsQuerySchema,
  groupNameSchema,
  groupPasswordSchema,
  groupTypeSchema,
  JoinGroupSchema,
  UpdateGroupScopeSchema,
} from './chat-groups';
export type {
  AddGroupMembersInput,
  CreateGroupInput,
  CreateGroupOutput,
  GroupMemberRefInput,
  GroupMembersQueryInput,
  GroupRefInput,
  GroupScope,
  GroupsQueryInput,
  GroupType,
  JoinGroupInput,
  UpdateGroupScopeInput,
} from './chat-groups';
// Chat extension calls that take input (polls, reactions): chat-extensions.ts exports
export {
  CHAT_POLL_OPTIONS_MIN,
  CreateChatPollSchema,
  REACTION_ACTIONS,
  REACTION_EMOJI_PATTERN,
  ReactSchema,
  VoteChatPollSchema,
} from './chat-extensions';
export type {
  CreateChatPollInput,
  CreateChatPollOutput,
  ReactInput,
  ReactionAction,
  ReactOutput,
  VoteChatPollInput,
} from './chat-extensions';
// Audio and video calls: chat-calls.ts exports
export {
  CALL_ACTIONS,
  CALL_END_STATUSES,
  CALL_LIMITS,
  CALL_PARTICIPANT_STATES,
  CALL_REJECT_STATUSES,
  CALL_STATUSES,
  CALL_TYPES,
  CallHistoryQuerySchema,
  CallSessionSchema,
  CallSignalBodySchema,
  CallSignalSchema,
  callSessionIdSchema,
  InitiateCallSchema,
  RejectCallSchema,
  RejoinCallSchema,
} from './chat-calls';
export type {
  CallAction,
  CallHistoryQueryInput,
  CallParticipantState,
  CallRejectStatus,
  CallSignalBody,
  CallSignalInput,
  CallStatus,
  CallType,
  InitiateCallInput,
  InitiateCallOutput,
  RejectCallInput,
} from './chat-calls';
