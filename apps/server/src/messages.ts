// Every message the server sends is an i18n key of @wob/i18n (namespace `errors`), translated
// into the request's language when the answer goes out. A test checks that each key exists
// in Danish and English.

export const SERVER_MESSAGES = {
  request: {
    malformed: 'errors:request.malformed',
    tooDeep: 'errors:request.tooDeep',
    uploadMalformed: 'errors:request.uploadMalformed',
    unauthorized: 'errors:request.unauthorized',
    notFound: 'errors:request.notFound',
    payloadTooLarge: 'errors:request.payloadTooLarge',
    unsupportedMediaType: 'errors:request.unsupportedMediaType',
    rateLimited: 'errors:request.rateLimited',
    internal: 'errors:request.internal',
    mediaLinkInvalid: 'errors:request.mediaLinkInvalid',
    webAppNotBuilt: 'errors:request.webAppNotBuilt',
  },
  admin: {
    invalidCredentials: 'errors:admin.invalidCredentials',
  },
  account: {
    registered: 'errors:account.registered',
    loggedIn: 'errors:account.loggedIn',
    loggedOut: 'errors:account.loggedOut',
    invalidCredentials: 'errors:account.invalidCredentials',
    sessionInvalid: 'errors:account.sessionInvalid',
    resetEmailSent: 'errors:account.resetEmailSent',
    resetLinkInvalid: 'errors:account.resetLinkInvalid',
    passwordReset: 'errors:account.passwordReset',
    oldPasswordWrong: 'errors:account.oldPasswordWrong',
    passwordChanged: 'errors:account.passwordChanged',
    profileUpdated: 'errors:account.profileUpdated',
    pictureRemoved: 'errors:account.pictureRemoved',
    deleted: 'errors:account.deleted',
    userNotFound: 'errors:account.userNotFound',
  },
  premium: {
    required: 'errors:premium.required',
    alreadySubscribed: 'errors:premium.alreadySubscribed',
    notSubscribed: 'errors:premium.notSubscribed',
    planUnknown: 'errors:premium.planUnknown',
    samePlan: 'errors:premium.samePlan',
    trialStarted: 'errors:premium.trialStarted',
    subscribed: 'errors:premium.subscribed',
    checkoutStarted: 'errors:premium.checkoutStarted',
    planSwitched: 'errors:premium.planSwitched',
    cancelled: 'errors:premium.cancelled',
    alreadyCancelled: 'errors:premium.alreadyCancelled',
    resumed: 'errors:premium.resumed',
    notCancelled: 'errors:premium.notCancelled',
    refundRequested: 'errors:premium.refundRequested',
    refundNotAvailable: 'errors:premium.refundNotAvailable',
    portalUnavailable: 'errors:premium.portalUnavailable',
    providerUnavailable: 'errors:premium.providerUnavailable',
    webhookInvalid: 'errors:premium.webhookInvalid',
    webhookEarly: 'errors:premium.webhookEarly',
    refundMailSubject: 'errors:premium.refundMail.subject',
    refundMailText: 'errors:premium.refundMail.text',
    refundMailHtml: 'errors:premium.refundMail.html',
  },
  // Each section belongs to one module (bubbles, board, polls).
  bubbles: {
    notFound: 'errors:bubbles.notFound',
    joinFirst: 'errors:bubbles.joinFirst',
    moderatorsOnly: 'errors:bubbles.moderatorsOnly',
    ownerOnly: 'errors:bubbles.ownerOnly',
    created: 'errors:bubbles.created',
    updated: 'errors:bubbles.updated',
    deleted: 'errors:bubbles.deleted',
    createLimit: 'errors:bubbles.createLimit',
    joined: 'errors:bubbles.joined',
    pending: 'errors:bubbles.pending',
    left: 'errors:bubbles.left',
    requestWithdrawn: 'errors:bubbles.requestWithdrawn',
    ownerCannotLeave: 'errors:bubbles.ownerCannotLeave',
    memberNotFound: 'errors:bubbles.memberNotFound',
    memberApproved: 'errors:bubbles.memberApproved',
    memberRemoved: 'errors:bubbles.memberRemoved',
    cannotKickOwner: 'errors:bubbles.cannotKickOwner',
    cannotKickModerator: 'errors:bubbles.cannotKickModerator',
    ownerRoleFixed: 'errors:bubbles.ownerRoleFixed',
    activateFirst: 'errors:bubbles.activateFirst',
    moderatorAdded: 'errors:bubbles.moderatorAdded',
    moderatorRemoved: 'errors:bubbles.moderatorRemoved',
    markedPublic: 'errors:bubbles.markedPublic',
    markedPrivate: 'errors:bubbles.markedPrivate',
    notificationsOn: 'errors:bubbles.notificationsOn',
    notificationsOff: 'errors:bubbles.notificationsOff',
  },
  board: {
    commentAdded: 'errors:board.commentAdded',
    replyAdded: 'errors:board.replyAdded',
    commentDeleted: 'errors:board.commentDeleted',
    replyDeleted: 'errors:board.replyDeleted',
    commentNotFound: 'errors:board.commentNotFound',
    replyNotFound: 'errors:board.replyNotFound',
    deleteNotAllowed: 'errors:board.deleteNotAllowed',
    pollComment: 'errors:board.pollComment',
  },
  polls: {
    created: 'errors:polls.created',
    voted: 'errors:polls.voted',
    deleted: 'errors:polls.deleted',
    notFound: 'errors:polls.notFound',
    optionNotFound: 'errors:polls.optionNotFound',
    alreadyVoted: 'errors:polls.alreadyVoted',
    deleteNotAllowed: 'errors:polls.deleteNotAllowed',
    tooMany: 'errors:polls.tooMany',
  },
  support: {
    ticketCreated: 'errors:support.ticketCreated',
    ticketCreatedPriority: 'errors:support.ticketCreatedPriority',
    mailSubject: 'errors:support.mail.subject',
    mailText: 'errors:support.mail.text',
    mailHtml: 'errors:support.mail.html',
  },
  mail: {
    resetPasswordSubject: 'errors:mail.resetPassword.subject',
    resetPasswordText: 'errors:mail.resetPassword.text',
    resetPasswordHtml: 'errors:mail.resetPassword.html',
    bubbleActivitySubject: 'errors:mail.bubbleActivity.subject',
    bubbleActivityText: 'errors:mail.bubbleActivity.text',
    bubbleActivityHtml: 'errors:mail.bubbleActivity.html',
  },
  // Reactions between Woblers (modules/relations/).
  relations: {
    self: 'errors:relations.self',
    unblockFirst: 'errors:relations.unblockFirst',
    connectedRemoveFirst: 'errors:relations.connectedRemoveFirst',
    notConnected: 'errors:relations.notConnected',
    liked: 'errors:relations.liked',
    matched: 'errors:relations.matched',
    saved: 'errors:relations.saved',
    unsaved: 'errors:relations.unsaved',
    connectionRemoved: 'errors:relations.connectionRemoved',
    blocked: 'errors:relations.blocked',
    unblocked: 'errors:relations.unblocked',
    reported: 'errors:relations.reported',
  },
  // The bell's e-mail digest (modules/notifications).
  notifications: {
    mailSubject: 'errors:notifications.mail.subject',
    mailText: 'errors:notifications.mail.text',
    mailHtml: 'errors:notifications.mail.html',
    mailLikes: 'errors:notifications.mail.likes',
    mailConnections: 'errors:notifications.mail.connections',
    mailOthers: 'errors:notifications.mail.others',
    mailSubjectBubbles: 'errors:notifications.mail.subjectBubbles',
    mailJoinRequests: 'errors:notifications.mail.joinRequests',
    mailApproved: 'errors:notifications.mail.approved',
    mailReplies: 'errors:notifications.mail.replies',
  },
  // The deck, profiles, saved Woblers, the menu search and the caller's place
  // (modules/deck/routes.ts and service.ts).
  deck: {
    woblerNotFound: 'errors:deck.woblerNotFound',
    locationDevice: 'errors:deck.locationDevice',
    locationCity: 'errors:deck.locationCity',
    locationUnknown: 'errors:deck.locationUnknown',
  },
  // The self-hosted chat and the message requests (modules/chat).
  chat: {
    blockedYou: 'errors:chat.blockedYou',
    unblockFirst: 'errors:chat.unblockFirst',
    userNotFound: 'errors:chat.userNotFound',
    groupNotFound: 'errors:chat.groupNotFound',
    self: 'errors:chat.self',
    notYourself: 'errors:chat.notYourself',
    messagesOff: 'errors:chat.messagesOff',
    requestLimit: 'errors:chat.requestLimit',
    requestRejected: 'errors:chat.requestRejected',
    noRequest: 'errors:chat.noRequest',
    requestAccepted: 'errors:chat.requestAccepted',
    messageNotFound: 'errors:chat.messageNotFound',
    notYourMessage: 'errors:chat.notYourMessage',
    editTextOnly: 'errors:chat.editTextOnly',
    messageDeleted: 'errors:chat.messageDeleted',
    receiptNotYours: 'errors:chat.receiptNotYours',
    muidReused: 'errors:chat.muidReused',
    parentInvalid: 'errors:chat.parentInvalid',
    mediaMissing: 'errors:chat.mediaMissing',
    imageInvalid: 'errors:chat.imageInvalid',
    videoInvalid: 'errors:chat.videoInvalid',
    audioInvalid: 'errors:chat.audioInvalid',
    imageTooLarge: 'errors:chat.imageTooLarge',
    videoTooLarge: 'errors:chat.videoTooLarge',
    audioTooLarge: 'errors:chat.audioTooLarge',
    fileTooLarge: 'errors:chat.fileTooLarge',
    // Polls and reactions (polls-*.ts, reactions-*.ts).
    alreadyVoted: 'errors:chat.alreadyVoted',
    notAPoll: 'errors:chat.notAPoll',
    notReactable: 'errors:chat.notReactable',
    reactionsLimit: 'errors:chat.reactionsLimit',
  },
  // Message search (modules/chat/search-*.ts).
  chatSearch: {
    queryRequired: 'errors:chatSearch.queryRequired',
    queryTooLong: 'errors:chatSearch.queryTooLong',
  },
  // Group chats on the self-hosted chat service (modules/chat groups-*.ts).
  chatGroups: {
    notMember: 'errors:chatGroups.notMember',
    notAllowed: 'errors:chatGroups.notAllowed',
    ownerCannotLeave: 'errors:chatGroups.ownerCannotLeave',
    wrongPassword: 'errors:chatGroups.wrongPassword',
    passwordLocked: 'errors:chatGroups.passwordLocked',
    banned: 'errors:chatGroups.banned',
    memberNotFound: 'errors:chatGroups.memberNotFound',
    notBanned: 'errors:chatGroups.notBanned',
    followsBubble: 'errors:chatGroups.followsBubble',
  },
  // Audio and video calls on the self-hosted chat service (modules/chat calls-*.ts).
  chatCalls: {
    notFound: 'errors:chatCalls.notFound',
    alreadyInCall: 'errors:chatCalls.alreadyInCall',
    notRinging: 'errors:chatCalls.notRinging',
    notInCall: 'errors:chatCalls.notInCall',
    full: 'errors:chatCalls.full',
    nobodyToCall: 'errors:chatCalls.nobodyToCall',
    requestPending: 'errors:chatCalls.requestPending',
  },
  // The CometChat auth tokens (modules/cometchat).
  cometchat: {
    unavailable: 'errors:cometchat.unavailable',
  },
  // Link previews of chat messages (modules/chat link-preview-*.ts).
  linkPreview: {
    notInMessage: 'errors:linkPreview.notInMessage',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type ServerMessageKey = Leaves<typeof SERVER_MESSAGES>;

function collect(node: unknown, into: string[]): string[] {
  if (typeof node === 'string') into.push(node);
  else if (node && typeof node === 'object')
    for (const child of Object.values(node)) collect(child, into);
  return into;
}

export const SERVER_MESSAGE_KEYS: readonly ServerMessageKey[] = collect(
  SERVER_MESSAGES,
  [],
) as ServerMessageKey[];
