// Every issue message is an i18n key of the `validation` namespace of @wob/i18n. This package
// must not import @wob/i18n (dependency direction), so the keys are plain strings here and a
// test of this package checks that each one exists in the Danish and English copy.

export const MESSAGES = {
  invalid: 'validation:invalid',
  required: {
    name: 'validation:required.name',
    email: 'validation:required.email',
    password: 'validation:required.password',
    gender: 'validation:required.gender',
    phone: 'validation:required.phone',
    country: 'validation:required.country',
    city: 'validation:required.city',
    address: 'validation:required.address',
    zipcode: 'validation:required.zipcode',
    birthDate: 'validation:required.birthDate',
    profilePicture: 'validation:required.profilePicture',
    oldPassword: 'validation:required.oldPassword',
    newPassword: 'validation:required.newPassword',
    confirmPassword: 'validation:required.confirmPassword',
  },
  name: { max: 'validation:name.max', invalid: 'validation:name.invalid' },
  email: {
    invalid: 'validation:email.invalid',
    // Not raised by a schema: the server attaches it to `email` when the address is taken.
    exists: 'validation:email.exists',
  },
  password: {
    min: 'validation:password.min',
    max: 'validation:password.max',
    mismatch: 'validation:password.mismatch',
  },
  gender: { invalid: 'validation:gender.invalid' },
  phone: {
    max: 'validation:phone.max',
    invalid: 'validation:phone.invalid',
  },
  country: { invalid: 'validation:country.invalid' },
  city: { max: 'validation:city.max' },
  address: { max: 'validation:address.max' },
  zipcode: {
    max: 'validation:zipcode.max',
    invalid: 'validation:zipcode.invalid',
  },
  birthDate: { invalid: 'validation:birthDate.invalid' },
  image: {
    invalid: 'validation:image.invalid',
    tooLarge: 'validation:image.tooLarge',
  },
  about: { max: 'validation:about.max' },
  terms: { required: 'validation:terms.required' },
  locale: { invalid: 'validation:locale.invalid' },
  token: { invalid: 'validation:token.invalid' },
  toggle: { invalid: 'validation:toggle.invalid' },
  ageRange: {
    invalid: 'validation:ageRange.invalid',
    order: 'validation:ageRange.order',
  },
  support: {
    topicRequired: 'validation:support.topicRequired',
    messageRequired: 'validation:support.messageRequired',
    messageMax: 'validation:support.messageMax',
  },
  paging: {
    page: 'validation:paging.page',
    limit: 'validation:paging.limit',
  },
  plan: { required: 'validation:plan.required' },
  bubble: {
    nameMax: 'validation:bubble.nameMax',
    nameInvalid: 'validation:bubble.nameInvalid',
    // Not raised by a schema: the server attaches it to `name` when the name is taken.
    nameTaken: 'validation:bubble.nameTaken',
    titleMax: 'validation:bubble.titleMax',
    titleInvalid: 'validation:bubble.titleInvalid',
    colorRequired: 'validation:bubble.colorRequired',
    colorInvalid: 'validation:bubble.colorInvalid',
    required: 'validation:bubble.required',
    userRequired: 'validation:bubble.userRequired',
    sortInvalid: 'validation:bubble.sortInvalid',
    searchMax: 'validation:bubble.searchMax',
    // Spec section 5: 'Please select at least one bubble' (key written before this section).
    choiceRequired: 'validation:bubbles.required',
    choiceMax: 'validation:bubble.choiceMax',
  },
  // Board: comments and replies; the spec leaves their bounds open.
  comment: {
    required: 'validation:comment.required',
    replyRequired: 'validation:comment.replyRequired',
    max: 'validation:comment.max',
  },
  // Polls: the spec's three messages, then the limits the spec leaves open.
  poll: {
    questionRequired: 'validation:poll.questionRequired',
    optionRequired: 'validation:poll.optionRequired',
    optionsMin: 'validation:poll.optionsMin',
    questionMax: 'validation:poll.questionMax',
    optionMax: 'validation:poll.optionMax',
    optionsMax: 'validation:poll.optionsMax',
    optionDuplicate: 'validation:poll.optionDuplicate',
    voteOptionRequired: 'validation:poll.voteOptionRequired',
  },
  // Discovery: spec section 5's 'Select One of the reason', then our own bounds.
  deck: {
    reasonRequired: 'validation:report.reasonRequired',
    woblerRequired: 'validation:deck.woblerRequired',
    bubblesRequired: 'validation:deck.bubblesRequired',
    bubblesMax: 'validation:deck.bubblesMax',
    distanceInvalid: 'validation:deck.distanceInvalid',
    searchRequired: 'validation:deck.searchRequired',
    searchMax: 'validation:deck.searchMax',
    detailsMax: 'validation:deck.detailsMax',
    positionInvalid: 'validation:deck.positionInvalid',
  },
  chat: {
    senderRequired: 'validation:chat.senderRequired',
    receiverRequired: 'validation:chat.receiverRequired',
    receiverTypeInvalid: 'validation:chat.receiverTypeInvalid',
    messageRequired: 'validation:chat.messageRequired',
    muidRequired: 'validation:chat.muidRequired',
    textRequired: 'validation:chat.textRequired',
    textMax: 'validation:chat.textMax',
    mediaTypeInvalid: 'validation:chat.mediaTypeInvalid',
    stickers: { invalid: 'validation:chat.stickers.invalid' },
    polls: {
      optionsMin: 'validation:chat.polls.optionsMin',
      voteInvalid: 'validation:chat.polls.voteInvalid',
    },
    reactions: { emojiInvalid: 'validation:chat.reactions.emojiInvalid' },
    calls: {
      sessionRequired: 'validation:chat.calls.sessionRequired',
      typeInvalid: 'validation:chat.calls.typeInvalid',
      statusInvalid: 'validation:chat.calls.statusInvalid',
      signalInvalid: 'validation:chat.calls.signalInvalid',
      limitInvalid: 'validation:chat.calls.limitInvalid',
    },
  },
  // Group chats: spec section 5 asks only that name, type and password are not blank.
  group: {
    nameRequired: 'validation:group.nameRequired',
    nameMax: 'validation:group.nameMax',
    nameInvalid: 'validation:group.nameInvalid',
    typeRequired: 'validation:group.typeRequired',
    passwordRequired: 'validation:group.passwordRequired',
    guidRequired: 'validation:group.guidRequired',
    memberRequired: 'validation:group.memberRequired',
    membersRequired: 'validation:group.membersRequired',
    membersMax: 'validation:group.membersMax',
    scopeInvalid: 'validation:group.scopeInvalid',
  },
  admin: {
    codeRequired: 'validation:admin.codeRequired',
    codeInvalid: 'validation:admin.codeInvalid',
    challengeInvalid: 'validation:admin.challengeInvalid',
    passwordMin: 'validation:admin.passwordMin',
    roleInvalid: 'validation:admin.roleInvalid',
  },
  // The console's content editors: FAQs, house ads, Bubble takedown, operator details.
  content: {
    questionRequired: 'validation:content.questionRequired',
    questionMax: 'validation:content.questionMax',
    answerRequired: 'validation:content.answerRequired',
    answerMax: 'validation:content.answerMax',
    titleRequired: 'validation:content.titleRequired',
    titleMax: 'validation:content.titleMax',
    bodyRequired: 'validation:content.bodyRequired',
    bodyMax: 'validation:content.bodyMax',
    ctaRequired: 'validation:content.ctaRequired',
    ctaMax: 'validation:content.ctaMax',
    linkInvalid: 'validation:content.linkInvalid',
    periodInvalid: 'validation:content.periodInvalid',
    dateInvalid: 'validation:content.dateInvalid',
    reasonRequired: 'validation:content.reasonRequired',
    reasonMax: 'validation:content.reasonMax',
    companyRequired: 'validation:content.companyRequired',
    cvrInvalid: 'validation:content.cvrInvalid',
    addressRequired: 'validation:content.addressRequired',
    socialInvalid: 'validation:content.socialInvalid',
    orderInvalid: 'validation:content.orderInvalid',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** One of the message keys above, e.g. `'validation:required.name'`. */
export type ValidationMessageKey = Leaves<typeof MESSAGES>;

function collectKeys(node: unknown, into: string[]): string[] {
  if (typeof node === 'string') {
    into.push(node);
  } else if (node && typeof node === 'object') {
    for (const child of Object.values(node)) collectKeys(child, into);
  }
  return into;
}

/** Every message key the schemas can produce (plus `email.exists`), for cross-checks. */
export const VALIDATION_MESSAGE_KEYS: readonly ValidationMessageKey[] = Object.freeze(
  collectKeys(MESSAGES, []) as ValidationMessageKey[],
);
