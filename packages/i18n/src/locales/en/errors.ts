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
  },
  request: {
    malformed: 'The request could not be read.',
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
  // The password-reset e-mail, in the account's language. {{link}} and {{name}} are filled in
  // by the server (escaped for the HTML part).
  mail: {
    resetPassword: {
      subject: 'Reset your Woble password',
      text: 'Hi {{name}},\n\nSomeone (hopefully you) asked to reset the password of your Woble account. Open this link to choose a new password:\n\n{{link}}\n\nThe link works once and expires in {{hours}} hour. If you did not ask for it, you can ignore this e-mail: your password stays as it is.\n\nWoble',
      html: '<p>Hi {{name}},</p><p>Someone (hopefully you) asked to reset the password of your Woble account. Open this link to choose a new password:</p><p><a href="{{link}}">Choose a new password</a></p><p>The link works once and expires in {{hours}} hour. If you did not ask for it, you can ignore this e-mail: your password stays as it is.</p><p>Woble</p>',
    },
  },
};
