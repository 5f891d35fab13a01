// Messages of @wob/validation (keys 'validation:…'). Where spec section 5 gives a text, the
// English value is that text word for word, odd capitals and spelling included.
export const validation = {
  invalid: 'This value is not valid',
  required: {
    name: 'Name is Required',
    email: 'Email is Required',
    password: 'Password is Required',
    gender: 'Gender is Required',
    phone: 'Phone Number is Required',
    country: 'Country is Required',
    city: 'City is Required',
    address: 'Address is Required',
    zipcode: 'Zip Code is Required',
    birthDate: 'Date of birth is Required',
    profilePicture: 'Profile Picture is Required',
    oldPassword: 'Old Password is Required',
    newPassword: 'New Password is Required',
    confirmPassword: 'Confirm Password is Required',
  },
  name: {
    max: 'Name can be at most 100 characters long',
    // The same words as a Bubble's name (bubble.nameInvalid): one rule for shown names.
    invalid: 'The name contains characters that cannot be shown',
  },
  email: {
    invalid: 'Email Address is not Valid',
    exists: 'This Email already exists.',
  },
  password: {
    min: 'Password should be 5 digits long',
    max: 'Password can be at most 128 characters long',
    mismatch: 'Password must be same in above input fields.',
  },
  gender: {
    invalid: 'Please choose one of the listed genders',
  },
  phone: {
    max: 'Phone No. should be less than 15 digits',
    invalid: 'Phone Number can only contain digits, spaces, dashes and a leading +',
  },
  country: {
    invalid: 'Please choose a country from the list',
  },
  city: {
    max: 'City can be at most 100 characters long',
  },
  address: {
    max: 'Address can be at most 200 characters long',
  },
  zipcode: {
    max: 'Zip Code can be at most 20 characters long',
    invalid: 'Zip Code can only contain letters, digits, spaces and dashes',
  },
  birthDate: {
    invalid: 'Please Enter a Valid Birth Date!',
  },
  image: {
    invalid: 'Please choose a PNG, JPEG, WebP or GIF image',
    tooLarge: 'The image can be at most 5 MB',
  },
  about: {
    max: 'About yourself can be at most 1000 characters long',
  },
  terms: {
    required: 'Please accept the terms of use to continue',
  },
  locale: {
    invalid: 'Please choose Danish or English',
  },
  token: {
    invalid: 'This reset link is not valid',
  },
  toggle: {
    invalid: 'Please choose on or off',
  },
  ageRange: {
    invalid: 'Ages must be whole years from 18 to 99',
    order: 'The first age cannot be higher than the second',
  },
  support: {
    topicRequired: 'Please choose what your message is about',
    messageRequired: 'Please write your message',
    messageMax: 'Your message can be at most 2000 characters long',
  },
  paging: {
    page: 'The page must be a whole number from 1',
    limit: 'The number of items per page is out of range',
  },
  plan: {
    required: 'Please choose a plan',
  },
  comment: {
    required: 'Please write a comment or add an image',
    replyRequired: 'Please write a reply',
    max: 'A comment can be at most 2000 characters long',
  },
  // The Bubble form and payloads; bounds chosen in @wob/validation's bubble.ts.
  bubble: {
    nameMax: 'The name can be at most 40 characters long',
    nameInvalid: 'The name contains characters that cannot be shown',
    nameTaken: 'A Bubble with this name already exists',
    titleMax: 'The title can be at most 120 characters long',
    titleInvalid: 'The title contains characters that cannot be shown',
    colorRequired: 'Please choose a colour',
    colorInvalid: 'The colour must be written as #rrggbb, for example #3a7bd5',
    required: 'Please choose a Bubble',
    userRequired: 'Please choose a Wobler',
    sortInvalid: 'Please sort by Popular, Newest or Alphabetical',
    searchMax: 'The search can be at most 100 characters long',
    choiceMax: 'You can pick at most 100 Bubbles at a time',
  },
  // Rules of later capabilities, spec section 5.
  bubbles: {
    required: 'Please select at least one bubble',
  },
  poll: {
    questionRequired: 'Please Enter Question',
    optionRequired: 'Please Enter Option',
    optionsMin: 'Please enter atleast one option',
    questionMax: 'The question can be at most 200 characters long',
    optionMax: 'An option can be at most 100 characters long',
    optionsMax: 'A poll can have at most 10 options',
    optionDuplicate: 'This option is already in the poll',
    voteOptionRequired: 'Please choose an option',
  },
  deck: {
    woblerRequired: 'Choose a Wobler',
    bubblesRequired: 'Choose at least one Bubble, or all Bubbles',
    bubblesMax: 'Choose at most 100 Bubbles',
    distanceInvalid: 'The distance must be a whole number of kilometres from 1 to 1000',
    searchRequired: 'Type something to search for',
    searchMax: 'The search can be at most 100 characters long',
    detailsMax: 'The description can be at most 500 characters long',
    positionInvalid: 'This position could not be read',
  },
  chat: {
    senderRequired: 'Say who sends the message',
    receiverRequired: 'Choose who the message is for',
    receiverTypeInvalid: 'A conversation is with a user or a group',
    messageRequired: 'Choose a message',
    muidRequired: 'The message needs an id made by the app',
    textRequired: 'Write a message',
    textMax: 'A message can be at most 4000 characters long',
    mediaTypeInvalid: 'Send an image, a video, an audio file or a file',
    stickers: { invalid: 'Choose one of the chat’s stickers' },
    polls: {
      optionsMin: 'A poll needs at least two options',
      voteInvalid: 'Choose one of the poll’s options',
    },
    reactions: { emojiInvalid: 'Choose an emoji' },
    calls: {
      sessionRequired: 'Choose a call',
      typeInvalid: 'A call is an audio call or a video call',
      statusInvalid: 'A call is rejected, busy or cancelled',
      signalInvalid: 'The call’s connection data is not valid',
      limitInvalid: 'Ask for 1 to 50 calls',
    },
  },
  group: {
    nameRequired: 'Enter a name for the group',
    nameMax: 'A group name can be at most 100 characters long',
    // The same words as a Wobler's and a Bubble's name: one rule for shown names.
    nameInvalid: 'The name contains characters that cannot be shown',
    typeRequired: 'Choose the type of group',
    passwordRequired: 'Enter a password for the group',
    guidRequired: 'Choose a group',
    memberRequired: 'Choose a member',
    membersRequired: 'Choose at least one person to add',
    membersMax: 'Add at most 30 people at a time',
    scopeInvalid: 'Choose Administrator, Moderator or Participant',
  },
  admin: {
    codeRequired: 'Enter the code from your authenticator app',
    codeInvalid: 'Enter the 6-digit code or one of your recovery codes',
    challengeInvalid: 'Start again with your e-mail and password',
    passwordMin: 'An administrator password must be at least 12 characters long',
    roleInvalid: 'Choose administrator or moderator',
  },
  content: {
    questionRequired: 'Write the question',
    questionMax: 'The question can be at most 200 characters long',
    answerRequired: 'Write the answer',
    answerMax: 'The answer can be at most 2000 characters long',
    titleRequired: 'Write a title',
    titleMax: 'The title can be at most 80 characters long',
    bodyRequired: 'Write the text',
    bodyMax: 'The text can be at most 300 characters long',
    ctaRequired: 'Write the button text',
    ctaMax: 'The button text can be at most 40 characters long',
    linkInvalid: 'Enter a path in Woble (like /premium) or an https:// address',
    periodInvalid: 'The end must come after the start',
    dateInvalid: 'Enter a valid date',
    reasonRequired: 'Write the reason the owner will see',
    reasonMax: 'The reason can be at most 1000 characters long',
    companyRequired: 'Enter the company name',
    cvrInvalid: 'A CVR number has 8 digits',
    addressRequired: 'Enter the address',
    socialInvalid: 'Each link needs a network name (letters, digits, -) and an http(s) address',
    orderInvalid: 'The list has changed; reload the page and try again',
  },
  report: {
    reasonRequired: 'Select One of the reason',
  },
};
