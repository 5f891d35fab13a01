import type { TranslationShape } from '../../translation-shape';
import type { errors as en } from '../en/errors';

export const errors = {
  client: {
    emailExists: 'E-mailen findes allerede.',
    unprocessable: 'Anmodningen kunne ikke behandles',
    unexpected: 'Der opstod en uventet fejl',
    network: 'Kunne ikke få forbindelse til Woble. Tjek din forbindelse, og prøv igen.',
    timeout: 'Serveren var for længe om at svare. Prøv igen.',
    tooManyAttempts: 'For mange forsøg. Vent et øjeblik, og prøv igen.',
    languageSwitchFailed: 'Sproget kunne ikke skiftes.',
  },
  account: {
    // Protocol text matched literally by clients; see the English file.
    usernameExists: 'Username Already Exist.',
    registered: 'Du er nu oprettet. Du kan logge ind.',
    loggedIn: 'Du er logget ind.',
    loggedOut: 'Du er logget ud.',
    invalidCredentials: 'E-mail eller adgangskode er forkert.',
    accountDeleted: 'Denne konto er slettet.',
    accountDisabled: 'Denne konto er deaktiveret.',
    sessionInvalid: 'Din session er ugyldig eller udløbet. Log ind igen.',
    resetEmailSent:
      'Hvis der findes en konto med denne e-mail, har vi sendt et link til at nulstille adgangskoden.',
    resetLinkInvalid: 'Linket til nulstilling er ugyldigt, udløbet eller allerede brugt.',
    passwordReset: 'Adgangskoden er nulstillet!',
    oldPasswordWrong: 'Den nuværende adgangskode er forkert.',
    passwordChanged: 'Din adgangskode er ændret.',
    profileUpdated: 'Din profil er opdateret.',
    pictureRemoved: 'Dit profilbillede er fjernet.',
    deleted: 'Din konto er slettet.',
    userNotFound: 'Denne Wobler blev ikke fundet.',
  },
  request: {
    malformed: 'Anmodningen kunne ikke læses.',
    unauthorized: 'Log ind for at fortsætte.',
    forbidden: 'Du har ikke lov til at gøre dette.',
    notFound: 'Ikke fundet.',
    payloadTooLarge: 'Filen er for stor.',
    rateLimited: 'For mange forsøg. Vent et øjeblik, og prøv igen.',
    internal: 'Noget gik galt hos os. Prøv igen senere.',
    unsupportedMediaType: 'Anmodningen skal sendes som JSON.',
    mediaLinkInvalid: 'Linket er udløbet eller ugyldigt.',
    webAppNotBuilt:
      'Woble-webappen er ikke bygget endnu. Kør `pnpm build` (eller `pnpm start`), og genindlæs siden.',
  },
  mail: {
    resetPassword: {
      subject: 'Nulstil din adgangskode til Woble',
      text: 'Hej {{name}}\n\nNogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til din Woble-konto. Åbn dette link for at vælge en ny adgangskode:\n\n{{link}}\n\nLinket virker én gang og udløber om {{hours}} time. Har du ikke bedt om det, kan du se bort fra denne e-mail: din adgangskode forbliver den samme.\n\nWoble',
      html: '<p>Hej {{name}}</p><p>Nogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til din Woble-konto. Åbn dette link for at vælge en ny adgangskode:</p><p><a href="{{link}}">Vælg en ny adgangskode</a></p><p>Linket virker én gang og udløber om {{hours}} time. Har du ikke bedt om det, kan du se bort fra denne e-mail: din adgangskode forbliver den samme.</p><p>Woble</p>',
    },
  },
} satisfies TranslationShape<typeof en>;
