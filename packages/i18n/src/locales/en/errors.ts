// The client's error catalogue (spec section 8) and the server's account messages, which the
// server sends in the request's language and the client shows as toasts.
export const errors = {
  client: {
    // 422 'Username Already Exist.' from the server is shown as this toast.
    emailExists: 'Email already exists.',
    unprocessable: 'Unprocessable Entity',
    unexpected: 'An unexpected error occurred',
    network: 'Could not reach Woble. Check your connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
    languageSwitchFailed: 'The language could not be changed.',
  },
  admin: {
    invalidCredentials: 'Wrong e-mail or password.',
    codeWrong: 'The code is not correct. Try the newest code of your authenticator app.',
    signInExpired: 'Your sign-in has expired. Start again with your e-mail and password.',
    sessionInvalid: 'Your administrator session has ended. Please sign in again.',
    signedOut: 'You have been signed out.',
    administratorsOnly: 'Only administrators can do this.',
    localOnly: "This can only be done on the server's own machine.",
    serverKeyInvalid: "The server's key is missing or wrong.",
    emailTaken: 'An administrator with this e-mail already exists.',
    created: 'The administrator has been created.',
  },
  content: {
    faqNotFound: 'This FAQ no longer exists. Reload the list.',
    adNotFound: 'This ad no longer exists. Reload the list.',
    bubbleNotFound: 'This Bubble no longer exists.',
    orderChanged: 'The list has changed meanwhile. Reload it and try again.',
    faqSaved: 'The FAQ has been saved.',
    faqDeleted: 'The FAQ has been deleted.',
    adSaved: 'The ad has been saved.',
    adDeleted: 'The ad has been deleted.',
    bubbleTakenDown: 'The Bubble has been taken down. Its owner has been told why.',
    bubbleRestored: 'The Bubble is visible again.',
    operatorSaved: 'The details have been saved and are shown on the landing page now.',
  },
  account: {
    // The spec's wire text for a duplicate e-mail, which clients match literally: the same in
    // both languages, and never shown (the client shows client.emailExists instead).
    usernameExists: 'Username Already Exist.',
    registered: 'You have registered successfully. You can now log in.',
    loggedIn: 'You are logged in.',
    loggedOut: 'You have been logged out.',
    invalidCredentials: 'The email or password is not correct.',
    accountDeleted: 'This account has been deleted.',
    accountDisabled: 'This account has been disabled.',
    sessionInvalid: 'Your session is invalid or has expired. Please log in again.',
    resetEmailSent:
      'If an account exists for this email, we have sent a link to reset the password.',
    resetLinkInvalid: 'This reset link is invalid, has expired or has already been used.',
    passwordReset: 'Password has been reset..!',
    oldPasswordWrong: 'The old password is not correct.',
    passwordChanged: 'Your password has been changed.',
    profileUpdated: 'Your profile has been updated.',
    pictureRemoved: 'Your profile picture has been removed.',
    deleted: 'Your account has been deleted.',
    userNotFound: 'This Wobler could not be found.',
    // {{until}}: the suspension's end, a date and time in the reader's language.
    suspended: 'Your account is suspended until {{until}}. You cannot log in until then.',
    banned: 'Your account has been closed by Woble for breaking the rules.',
    emailBanned: 'This e-mail address cannot be used to sign up for Woble.',
  },
  request: {
    malformed: 'The request could not be read.',
    tooDeep: 'The request is nested too deeply to be read.',
    uploadMalformed: 'The upload could not be read. Please try again.',
    unauthorized: 'Please log in to continue.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'Not found.',
    payloadTooLarge: 'The upload is too large.',
    rateLimited: 'Too many attempts. Please wait a moment and try again.',
    internal: 'Something went wrong on our side. Please try again later.',
    unsupportedMediaType: 'The request must be sent as JSON.',
    mediaLinkInvalid: 'This link has expired or is not valid.',
    webAppNotBuilt:
      'The Woble web app has not been built yet. Run `pnpm build` (or `pnpm start`) and reload this page.',
  },
  premium: {
    required: 'This is part of Woble Premium. Start your free 7-day trial on the Premium page.',
    alreadySubscribed: 'You already have Woble Premium.',
    notSubscribed: 'You do not have a Woble Premium subscription.',
    planUnknown: 'This plan does not exist.',
    samePlan: 'You are already on this plan.',
    trialStarted: 'Your 7-day free trial has started. Welcome to Woble Premium!',
    subscribed: 'Welcome to Woble Premium!',
    checkoutStarted: 'Taking you to the secure payment page.',
    planSwitched: 'Your plan has been changed. The new price applies from your next renewal.',
    cancelled: 'Your subscription is cancelled. Premium stays on until {{date}}.',
    alreadyCancelled: 'Your subscription is already cancelled.',
    resumed: 'Your subscription will renew again.',
    notCancelled: 'Your subscription is not cancelled.',
    refundRequested:
      'Your refund request has been recorded. Premium has ended, and the refund follows within 14 days.',
    refundNotAvailable: 'A refund can only be requested within 14 days of a payment.',
    portalUnavailable: 'Payment settings are only available when paying by card.',
    providerUnavailable: 'The payment service could not be reached. Please try again in a moment.',
    // Answers to the payment provider's webhook calls (read in its dashboard, not by members).
    webhookInvalid: 'The webhook signature is missing or invalid.',
    webhookEarly: 'This event refers to a subscription that is not known yet; please retry.',
    // The e-mail to the operator when a member asks for a refund. Filled in by the server
    // (escaped for HTML).
    refundMail: {
      subject: 'Refund request: {{amount}} from {{name}}',
      text: 'A member has asked for a refund. Premium has ended for them; please refund the payment within 14 days.\n\nFrom: {{name}} <{{email}}>\nAmount: {{amount}}\nCharged: {{chargedAt}}\nPeriod: {{periodStart}} to {{periodEnd}}\nProvider: {{provider}} {{providerRef}}\nCharge: {{charge}}\nSubscription: {{subscription}}',
      html: '<p>A member has asked for a refund. Premium has ended for them; please refund the payment within 14 days.</p><p><strong>From:</strong> {{name}} &lt;{{email}}&gt;<br><strong>Amount:</strong> {{amount}}<br><strong>Charged:</strong> {{chargedAt}}<br><strong>Period:</strong> {{periodStart}} to {{periodEnd}}<br><strong>Provider:</strong> {{provider}} {{providerRef}}<br><strong>Charge:</strong> {{charge}}<br><strong>Subscription:</strong> {{subscription}}</p>',
    },
  },
  // Each section belongs to one module (bubbles, board, polls).
  bubbles: {
    notFound: 'This Bubble could not be found.',
    joinFirst: 'Join this Bubble to take part.',
    moderatorsOnly: 'Only the owner and the moderators of this Bubble can do this.',
    ownerOnly: 'Only the owner of this Bubble can do this.',
    chatClosed: 'The Bubble has been taken down, so its chat is closed until Woble restores it.',
    created: 'Your Bubble has been created.',
    updated: 'The Bubble has been updated.',
    deleted: 'The Bubble has been deleted.',
    createLimit:
      'You have created several Bubbles in a short time. Please wait a while before creating another.',
    joined: 'You have joined the Bubble.',
    pending: 'Waiting for Approval',
    left: 'You have left the Bubble.',
    requestWithdrawn: 'Your request to join has been withdrawn.',
    ownerCannotLeave: 'You own this Bubble, so you cannot leave it. You can delete it instead.',
    memberNotFound: 'This Wobler is not a member of this Bubble.',
    memberApproved: 'The Wobler is now a member of this Bubble.',
    memberRemoved: 'The Wobler has been removed from this Bubble.',
    cannotKickOwner: 'The owner of a Bubble cannot be removed.',
    cannotKickModerator: 'Only the owner can remove a moderator.',
    ownerRoleFixed: "The owner's role cannot be changed.",
    activateFirst: 'Approve this Wobler as a member first.',
    moderatorAdded: 'The Wobler is now a moderator of this Bubble.',
    moderatorRemoved: 'The Wobler is no longer a moderator of this Bubble.',
    markedPublic: 'The Bubble is now public. Everyone waiting for approval has been let in.',
    markedPrivate: 'The Bubble is now private. New members must wait for approval.',
    notificationsOn: 'You will be notified of new activity in this Bubble.',
    notificationsOff: 'You will no longer be notified of activity in this Bubble.',
  },
  board: {
    commentAdded: 'Your comment has been posted.',
    replyAdded: 'Your reply has been posted.',
    commentDeleted: 'The comment has been deleted.',
    replyDeleted: 'The reply has been deleted.',
    commentNotFound: 'This comment could not be found.',
    replyNotFound: 'This reply could not be found.',
    deleteNotAllowed:
      'Only its author and the owner and moderators of this Bubble can delete this.',
    pollComment: 'This comment is a poll. Delete the poll instead.',
  },
  polls: {
    created: 'Your poll has been created.',
    voted: 'Thank you for your vote.',
    deleted: 'The poll has been deleted.',
    notFound: 'This poll could not be found.',
    optionNotFound: 'This option is not part of the poll.',
    // Spec section 4: a vote is allowed only if the member has not already voted.
    alreadyVoted: 'You have already voted',
    deleteNotAllowed:
      'Only the author of the poll and the owner and moderators of the Bubble can delete it.',
    tooMany:
      'You have created many polls in a short time. Please wait a while before the next one.',
  },
  support: {
    ticketCreated: 'Thank you! We have your message and will answer you by e-mail.',
    ticketCreatedPriority:
      'Thank you! As a premium member your message goes to the front of the queue, day and night.',
    // The e-mail to the support team. The fields are filled in by the server (escaped for HTML).
    mail: {
      subject: '{{priority}}Support request: {{topic}} from {{name}}',
      text: 'Topic: {{topic}}\nFrom: {{name}} <{{email}}>\nPremium: {{premium}}\nLanguage: {{locale}}\nTicket: {{ticket}}\n\n{{message}}',
      html: '<p><strong>Topic:</strong> {{topic}}<br><strong>From:</strong> {{name}} &lt;{{email}}&gt;<br><strong>Premium:</strong> {{premium}}<br><strong>Language:</strong> {{locale}}<br><strong>Ticket:</strong> {{ticket}}</p><p style="white-space:pre-wrap">{{message}}</p>',
    },
  },
  // The password-reset e-mail, in the account's language. {{link}} and {{name}} are filled in
  // by the server (escaped for the HTML part).
  mail: {
    // Group notifications (premium): at most one an hour per Bubble, in the member's language.
    bubbleActivity: {
      subject: 'New in {{bubble}} on Woble',
      text_one:
        'Hi {{name}},\n\nThere is {{count}} new post in {{bubble}} since you last looked. The latest, by {{author}}: "{{excerpt}}"\n\nOpen the Bubble: {{link}}\n\nYou get at most one such e-mail an hour for each Bubble. Turn them off for this Bubble under Bubble settings, or all e-mails under Settings, "Receive notifications".\n\nWoble',
      text_other:
        'Hi {{name}},\n\nThere are {{count}} new posts in {{bubble}} since you last looked. The latest, by {{author}}: "{{excerpt}}"\n\nOpen the Bubble: {{link}}\n\nYou get at most one such e-mail an hour for each Bubble. Turn them off for this Bubble under Bubble settings, or all e-mails under Settings, "Receive notifications".\n\nWoble',
      html_one:
        '<p>Hi {{name}},</p><p>There is {{count}} new post in <strong>{{bubble}}</strong> since you last looked. The latest, by {{author}}:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the Bubble</a></p><p>You get at most one such e-mail an hour for each Bubble. Turn them off for this Bubble under Bubble settings, or all e-mails under Settings, "Receive notifications".</p><p>Woble</p>',
      html_other:
        '<p>Hi {{name}},</p><p>There are {{count}} new posts in <strong>{{bubble}}</strong> since you last looked. The latest, by {{author}}:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the Bubble</a></p><p>You get at most one such e-mail an hour for each Bubble. Turn them off for this Bubble under Bubble settings, or all e-mails under Settings, "Receive notifications".</p><p>Woble</p>',
    },
    resetPassword: {
      subject: 'Reset your Woble password',
      text: 'Hi {{name}},\n\nSomeone (hopefully you) asked to reset the password of your Woble account. Open this link to choose a new password:\n\n{{link}}\n\nThe link works once and expires in {{hours}} hour. If you did not ask for it, you can ignore this e-mail: your password stays as it is.\n\nWoble',
      html: '<p>Hi {{name}},</p><p>Someone (hopefully you) asked to reset the password of your Woble account. Open this link to choose a new password:</p><p><a href="{{link}}">Choose a new password</a></p><p>The link works once and expires in {{hours}} hour. If you did not ask for it, you can ignore this e-mail: your password stays as it is.</p><p>Woble</p>',
    },
  },
  // Reactions between Woblers. {{name}} is the other Wobler's name.
  relations: {
    self: 'You cannot do this with your own profile.',
    unblockFirst: 'You have blocked this Wobler. Unblock them first.',
    connectedRemoveFirst: 'You are connected with this Wobler. Remove the connection first.',
    notConnected: 'You are not connected with this Wobler.',
    liked: 'You liked {{name}}.',
    matched: 'You and {{name}} like each other. You are now connected!',
    saved: '{{name}} is saved for later.',
    unsaved: '{{name}} is no longer saved.',
    connectionRemoved: '{{name}} was removed from your connections.',
    blocked: '{{name}} is blocked.',
    unblocked: '{{name}} is no longer blocked.',
    reported: 'Thank you. Your report has been sent to our moderators.',
  },
  // The e-mail about new likes and connections, at most one an hour, in the
  // recipient's language. {{summary}} is made of the sentences below; names are filled in by
  // the server (escaped for HTML).
  notifications: {
    mail: {
      subject_one: '{{count}} Wobler likes you on Woble',
      subject_other: '{{count}} Woblers like you on Woble',
      text: 'Hi {{name}},\n\n{{summary}}\n\nSee your notifications on Woble: {{link}}\n\nYou get at most one such e-mail an hour. Turn them off under Settings, "Receive notifications".\n\nWoble',
      html: '<p>Hi {{name}},</p><p>{{summary}}</p><p><a href="{{link}}">See your notifications on Woble</a></p><p>You get at most one such e-mail an hour. Turn them off under Settings, "Receive notifications".</p><p>Woble</p>',
      likes_one: '{{names}} has liked your profile.',
      likes_other: '{{names}} have liked your profile.',
      connections_one: 'You and {{names}} like each other: you are now connected.',
      connections_other: 'You are now connected with {{names}}: you like each other.',
      others_one: '{{count}} other',
      others_other: '{{count}} others',
      // Bubble notifications, told to recipients with premium.
      subjectBubbles: 'News from your Bubbles on Woble',
      joinRequests_one: '{{names}} asks to join {{bubble}}.',
      joinRequests_other: '{{names}} ask to join {{bubble}}.',
      approved: 'Your request to join {{bubble}} was approved: you are now a member.',
      replies_one: '{{names}} replied to your comment in {{bubble}}.',
      replies_other: '{{names}} replied to your comments in {{bubble}}.',
    },
  },
  // The deck, profiles, saved Woblers, the menu search and the caller's place.
  deck: {
    woblerNotFound: 'This Wobler could not be found.',
    locationDevice: 'Distances are now measured from your current position.',
    locationCity: 'Distances are now measured from your city.',
    locationUnknown: 'Your city could not be found on the map, so distances cannot be shown.',
  },
  // The chat and its message requests; 'This user has blocked you.' is the spec's text.
  chat: {
    blockedYou: 'This user has blocked you.',
    unblockFirst: 'You have blocked this user. Unblock them to chat.',
    userNotFound: 'This user could not be found.',
    groupNotFound: 'This group could not be found.',
    self: 'You cannot send messages to yourself.',
    notYourself: 'You can only do this for yourself.',
    messagesOff: 'This Wobler only accepts messages from their connections.',
    requestLimit:
      'Your message request holds as many messages as it can. Wait for an answer before you send more.',
    requestRejected: 'Your message request was declined.',
    noRequest: 'There is no message request from this user.',
    requestAccepted: 'Message request accepted.',
    messageNotFound: 'This message could not be found.',
    notYourMessage: 'You can only edit or delete your own messages.',
    editTextOnly: 'Only text messages can be edited.',
    messageDeleted: 'This message has been deleted.',
    receiptNotYours: 'Only the receiver of a message can mark it delivered or read.',
    muidReused: 'This message id was already used for another message.',
    parentInvalid:
      'Replies can only be made to a message of this conversation that is not a reply itself.',
    mediaMissing: 'Choose a file to send.',
    imageInvalid: 'This image cannot be read. Send a JPEG, PNG, WebP or GIF picture.',
    videoInvalid: 'This file is not a video that can be sent.',
    audioInvalid: 'This file is not a sound recording that can be sent.',
    imageTooLarge: 'Images can be at most 10 MB.',
    videoTooLarge: 'Videos can be at most 100 MB.',
    audioTooLarge: 'Sound recordings can be at most 20 MB.',
    fileTooLarge: 'Files can be at most 25 MB.',
    alreadyVoted: 'You have already voted in this poll.',
    notAPoll: 'This message is not a poll.',
    notReactable: 'This message cannot be reacted to.',
    reactionsLimit: 'You can give at most 20 different reactions to a message.',
  },
  // Message search on the self-hosted chat service (apps/server modules/chat search-*.ts).
  chatSearch: {
    queryRequired: 'Type a word to search for.',
    queryTooLong: 'A search can be at most 100 characters.',
  },
  // Audio and video calls on the self-hosted chat service (apps/server modules/chat calls-*.ts).
  chatCalls: {
    notFound: 'This call was not found.',
    alreadyInCall: 'You are already in a call.',
    notRinging: 'This call is no longer ringing.',
    notInCall: 'This call is not going on any more.',
    full: 'The call is full.',
    nobodyToCall: 'There is nobody in this group to call.',
    requestPending: 'You can call once they have accepted your message request.',
  },
  // Group chats on the self-hosted chat service (apps/server modules/chat groups-*.ts).
  chatGroups: {
    notMember: 'Only members of this group can do this.',
    notAllowed: 'Your role in this group does not allow this.',
    ownerCannotLeave:
      'You own this group. Transfer the ownership to another member before you leave.',
    wrongPassword: 'The password for this group is not correct.',
    passwordLocked: 'Too many wrong passwords for this group. Try again later.',
    banned: 'You have been banned from this group.',
    memberNotFound: 'This person is not a member of the group.',
    notBanned: 'This person is not on the group’s banned list.',
    followsBubble: 'This chat follows the Bubble’s members.',
  },
  // CometChat, when it is the chat service (apps/server modules/cometchat).
  cometchat: {
    unavailable: 'The chat service could not be reached. Please try again in a moment.',
    // The name an anonymised account's chat user keeps (the chat shows it to everyone).
    anonymisedName: 'Former Wobler',
  },
  // Link previews of chat messages (apps/server modules/chat link-preview-*.ts).
  linkPreview: {
    notInMessage: 'This link is not in the message.',
  },
  // "Download my data" (apps/server modules/data-export): answers, the ready e-mail and the
  // README.txt inside the ZIP.
  // Reporting content, and the moderators' actions.
  moderation: {
    ownContent: 'You cannot report your own content.',
    reported: 'Thank you. Our moderators will look at your report.',
    reportNotFound: 'This report could not be found.',
    personNotFound: 'This person could not be found.',
    sessionNotFound: 'This session could not be found.',
    alreadyHandled: 'This report has already been handled.',
    untilRequired: 'Choose until when the suspension lasts.',
    untilPast: 'The suspension must end in the future.',
    untilTooFar: 'A suspension can last at most one year.',
    removeWobler: 'A profile cannot be removed. Suspend or ban the person instead.',
    nothingToLift: 'This person is neither suspended nor banned.',
    done: 'Done.',
    sessionsRevoked: 'The person has been signed out.',
    warningMail: {
      subject: 'A warning from Woble',
      text: 'Hi {{name}},\n\nOur moderators have given you a warning:\n\n{{reason}}\n\nPlease follow the rules of Woble. If it happens again, your account may be suspended or closed.\n\nWoble',
      html: '<p>Hi {{name}},</p><p>Our moderators have given you a warning:</p><blockquote>{{reason}}</blockquote><p>Please follow the rules of Woble. If it happens again, your account may be suspended or closed.</p><p>Woble</p>',
    },
  },
  dataExport: {
    started: 'We are preparing your data. You will get an e-mail when it is ready.',
    running: 'Your data is already being prepared.',
    linkInvalid: 'This download link is not valid any more. Open Settings to download your data.',
    expired: 'This download has expired. You can ask for your data again in Settings.',
    mail: {
      subject: 'Your Woble data is ready',
      text: 'Your data is ready to download until {{until}}.\n\nOpen Settings on Woble and choose "Download":\n{{link}}\n\nIf you did not ask for your data, change your password.',
      html: '<p>Your data is ready to download until {{until}}.</p><p><a href="{{link}}">Open Settings on Woble</a> and choose "Download".</p><p>If you did not ask for your data, change your password.</p>',
    },
    readme: {
      title: 'Your data from Woble',
      intro:
        'This ZIP holds the data Woble has about you, as JSON files (UTF-8) and the files you uploaded. Other people appear only by their id and name. Times are in UTC (ISO 8601).',
      media:
        'The files you uploaded (profile pictures, board pictures, chat files), one folder per kind.',
      files: {
        profile:
          'Your profile: name, e-mail, gender, birth date, phone, address, city, about text, where you are (if you shared it) and when the account was created and last active.',
        settingsAndConsents:
          'Your settings (privacy, notifications, language), the consents you gave (terms, marketing e-mails) and your sign-ins (when each session started and was last used; never the password or the token).',
        bubblesAndMemberships:
          'The Bubbles you created, and the Bubbles you are a member of with your role and status.',
        comments: 'The comments you wrote on Bubble boards (text, picture, the Bubble, when).',
        replies:
          'Your replies to comments, with the comment they answer and the name of its author.',
        pollsAndVotes: 'The polls you created with their options, and your votes in polls.',
        likes:
          'The likes and dislikes you gave, and the likes you received (the other person by id and name).',
        connections: 'Your connections: the Woblers who liked you back, and since when.',
        savedWoblers: 'The Woblers you saved for later.',
        blocks: 'The Woblers you blocked.',
        reportsMade:
          'The reports you made about other Woblers, with the reason and details you gave.',
        subscriptionAndPayments:
          'Your Premium subscriptions, the payments made for them, and when you used the free trial.',
        chatConversations:
          'Your chat conversations (with whom, or which group), the message requests you sent and received, and groups you were banned from.',
        chatMessages:
          'The chat messages you sent (text, files, polls, stickers, edits and deletions), your reactions and your votes in chat polls. Messages others sent you are theirs and are not included.',
        chatCalls:
          'The audio and video calls you made or were called in: when, how they went and whether you joined.',
        notifications:
          'What the bell told you: likes, connections, join requests, approvals, replies and mentions.',
        supportRequests: 'The requests you sent to Woble support.',
        moderation:
          "What Woble's moderators decided about you (warnings, removed content, suspensions, bans and their lifting), with the reason and when.",
        media:
          'A list of the files you uploaded that are in the media folder, with their kind, type and size.',
      },
    },
  },
};
