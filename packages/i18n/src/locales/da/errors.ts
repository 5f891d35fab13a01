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
  admin: {
    invalidCredentials: 'Forkert e-mail eller adgangskode.',
    codeWrong: 'Koden er forkert. Brug den nyeste kode fra din godkendelsesapp.',
    signInExpired: 'Dit login er udløbet. Start forfra med din e-mail og adgangskode.',
    sessionInvalid: 'Din administratorsession er slut. Log ind igen.',
    signedOut: 'Du er logget ud.',
    administratorsOnly: 'Kun administratorer kan gøre dette.',
    localOnly: 'Dette kan kun gøres på serverens egen maskine.',
    serverKeyInvalid: 'Serverens nøgle mangler eller er forkert.',
    emailTaken: 'Der findes allerede en administrator med denne e-mail.',
    created: 'Administratoren er oprettet.',
  },
  content: {
    faqNotFound: 'Denne FAQ findes ikke længere. Genindlæs listen.',
    adNotFound: 'Denne annonce findes ikke længere. Genindlæs listen.',
    bubbleNotFound: 'Denne Bubble findes ikke længere.',
    orderChanged: 'Listen er blevet ændret imens. Genindlæs den, og prøv igen.',
    faqSaved: 'FAQ’en er gemt.',
    faqDeleted: 'FAQ’en er slettet.',
    adSaved: 'Annoncen er gemt.',
    adDeleted: 'Annoncen er slettet.',
    bubbleTakenDown: 'Bubblen er taget ned. Ejeren har fået besked om hvorfor.',
    bubbleRestored: 'Bubblen er synlig igen.',
    operatorSaved: 'Oplysningerne er gemt og vises nu på forsiden.',
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
    // {{until}}: hvornår suspenderingen slutter, dato og klokkeslæt på læserens sprog.
    suspended: 'Din konto er suspenderet indtil {{until}}. Du kan ikke logge ind før da.',
    banned: 'Din konto er lukket af Woble, fordi reglerne er blevet brudt.',
    emailBanned: 'Denne e-mailadresse kan ikke bruges til at oprette en konto på Woble.',
  },
  request: {
    malformed: 'Anmodningen kunne ikke læses.',
    tooDeep: 'Anmodningen er indlejret for dybt til at kunne læses.',
    uploadMalformed: 'Uploaden kunne ikke læses. Prøv igen.',
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
  premium: {
    required:
      'Dette er en del af Woble Premium. Start din gratis prøveperiode på 7 dage på Premium-siden.',
    alreadySubscribed: 'Du har allerede Woble Premium.',
    notSubscribed: 'Du har ikke et Woble Premium-abonnement.',
    planUnknown: 'Denne plan findes ikke.',
    samePlan: 'Du har allerede denne plan.',
    trialStarted: 'Din gratis prøveperiode på 7 dage er startet. Velkommen til Woble Premium!',
    subscribed: 'Velkommen til Woble Premium!',
    checkoutStarted: 'Vi sender dig videre til den sikre betalingsside.',
    planSwitched: 'Din plan er ændret. Den nye pris gælder fra næste fornyelse.',
    cancelled: 'Dit abonnement er opsagt. Premium fortsætter til og med {{date}}.',
    alreadyCancelled: 'Dit abonnement er allerede opsagt.',
    resumed: 'Dit abonnement fornyes igen.',
    notCancelled: 'Dit abonnement er ikke opsagt.',
    refundRequested:
      'Din anmodning om refusion er registreret. Premium er stoppet, og pengene tilbagebetales inden for 14 dage.',
    refundNotAvailable: 'Du kan kun bede om refusion inden for 14 dage efter en betaling.',
    portalUnavailable: 'Betalingsindstillinger findes kun, når du betaler med kort.',
    providerUnavailable: 'Betalingstjenesten kunne ikke nås. Prøv igen om lidt.',
    webhookInvalid: 'Webhookens signatur mangler eller er ugyldig.',
    webhookEarly: 'Hændelsen hører til et abonnement, vi ikke kender endnu. Prøv igen.',
    refundMail: {
      subject: 'Anmodning om refusion: {{amount}} fra {{name}}',
      text: 'Et medlem har bedt om refusion. Premium er stoppet for medlemmet; refundér betalingen inden for 14 dage.\n\nFra: {{name}} <{{email}}>\nBeløb: {{amount}}\nOpkrævet: {{chargedAt}}\nPeriode: {{periodStart}} til {{periodEnd}}\nUdbyder: {{provider}} {{providerRef}}\nBetaling: {{charge}}\nAbonnement: {{subscription}}',
      html: '<p>Et medlem har bedt om refusion. Premium er stoppet for medlemmet; refundér betalingen inden for 14 dage.</p><p><strong>Fra:</strong> {{name}} &lt;{{email}}&gt;<br><strong>Beløb:</strong> {{amount}}<br><strong>Opkrævet:</strong> {{chargedAt}}<br><strong>Periode:</strong> {{periodStart}} til {{periodEnd}}<br><strong>Udbyder:</strong> {{provider}} {{providerRef}}<br><strong>Betaling:</strong> {{charge}}<br><strong>Abonnement:</strong> {{subscription}}</p>',
    },
  },
  // Each section belongs to one module (bubbles, board, polls).
  bubbles: {
    notFound: 'Denne Bubble findes ikke.',
    joinFirst: 'Meld dig ind i denne Bubble for at være med.',
    moderatorsOnly: 'Kun ejeren og moderatorerne af denne Bubble kan gøre dette.',
    ownerOnly: 'Kun ejeren af denne Bubble kan gøre dette.',
    chatClosed: 'Bubblen er taget ned, så dens chat er lukket, indtil Woble genåbner den.',
    created: 'Din Bubble er oprettet.',
    updated: 'Bubblen er opdateret.',
    deleted: 'Bubblen er slettet.',
    createLimit: 'Du har oprettet flere Bubbles på kort tid. Vent lidt, før du opretter en til.',
    joined: 'Du er nu med i Bubblen.',
    pending: 'Venter på godkendelse',
    left: 'Du har forladt Bubblen.',
    requestWithdrawn: 'Din anmodning om at blive medlem er trukket tilbage.',
    ownerCannotLeave:
      'Du ejer denne Bubble og kan derfor ikke forlade den. Du kan slette den i stedet.',
    memberNotFound: 'Denne Wobler er ikke medlem af denne Bubble.',
    memberApproved: 'Wobleren er nu medlem af denne Bubble.',
    memberRemoved: 'Wobleren er fjernet fra denne Bubble.',
    cannotKickOwner: 'Ejeren af en Bubble kan ikke fjernes.',
    cannotKickModerator: 'Kun ejeren kan fjerne en moderator.',
    ownerRoleFixed: 'Ejerens rolle kan ikke ændres.',
    activateFirst: 'Godkend først denne Wobler som medlem.',
    moderatorAdded: 'Wobleren er nu moderator i denne Bubble.',
    moderatorRemoved: 'Wobleren er ikke længere moderator i denne Bubble.',
    markedPublic: 'Bubblen er nu offentlig. Alle, der ventede på godkendelse, er lukket ind.',
    markedPrivate: 'Bubblen er nu privat. Nye medlemmer skal vente på godkendelse.',
    notificationsOn: 'Du får besked om ny aktivitet i denne Bubble.',
    notificationsOff: 'Du får ikke længere besked om aktivitet i denne Bubble.',
  },
  board: {
    commentAdded: 'Din kommentar er tilføjet.',
    replyAdded: 'Dit svar er tilføjet.',
    commentDeleted: 'Kommentaren er slettet.',
    replyDeleted: 'Svaret er slettet.',
    commentNotFound: 'Kommentaren findes ikke.',
    replyNotFound: 'Svaret findes ikke.',
    deleteNotAllowed:
      'Kun forfatteren samt ejeren og moderatorerne af denne Bubble kan slette dette.',
    pollComment: 'Denne kommentar er en afstemning. Slet afstemningen i stedet.',
  },
  polls: {
    created: 'Din afstemning er oprettet.',
    voted: 'Tak for din stemme.',
    deleted: 'Afstemningen er slettet.',
    notFound: 'Denne afstemning findes ikke.',
    optionNotFound: 'Denne svarmulighed hører ikke til afstemningen.',
    alreadyVoted: 'Du har allerede stemt',
    deleteNotAllowed:
      'Kun den, der har oprettet afstemningen, og ejeren og moderatorerne af Bubblen kan slette den.',
    tooMany:
      'Du har oprettet mange afstemninger på kort tid. Vent lidt, før du opretter den næste.',
  },
  support: {
    ticketCreated: 'Tak! Vi har fået din besked og svarer dig på e-mail.',
    ticketCreatedPriority:
      'Tak! Som premium-medlem kommer din besked forrest i køen, døgnet rundt.',
    mail: {
      subject: '{{priority}}Supporthenvendelse: {{topic}} fra {{name}}',
      text: 'Emne: {{topic}}\nFra: {{name}} <{{email}}>\nPremium: {{premium}}\nSprog: {{locale}}\nSag: {{ticket}}\n\n{{message}}',
      html: '<p><strong>Emne:</strong> {{topic}}<br><strong>Fra:</strong> {{name}} &lt;{{email}}&gt;<br><strong>Premium:</strong> {{premium}}<br><strong>Sprog:</strong> {{locale}}<br><strong>Sag:</strong> {{ticket}}</p><p style="white-space:pre-wrap">{{message}}</p>',
    },
  },
  mail: {
    // Gruppenotifikationer (premium): højst én i timen pr. Bubble, på medlemmets sprog.
    bubbleActivity: {
      subject: 'Nyt i {{bubble}} på Woble',
      text_one:
        'Hej {{name}},\n\nDer er {{count}} nyt opslag i {{bubble}}, siden du sidst kiggede. Det seneste, fra {{author}}: "{{excerpt}}"\n\nÅbn Bubblen: {{link}}\n\nDu får højst én sådan e-mail i timen for hver Bubble. Slå dem fra for denne Bubble under Bubble-indstillinger, eller alle e-mails under Indstillinger, "Modtag notifikationer".\n\nWoble',
      text_other:
        'Hej {{name}},\n\nDer er {{count}} nye opslag i {{bubble}}, siden du sidst kiggede. Det seneste, fra {{author}}: "{{excerpt}}"\n\nÅbn Bubblen: {{link}}\n\nDu får højst én sådan e-mail i timen for hver Bubble. Slå dem fra for denne Bubble under Bubble-indstillinger, eller alle e-mails under Indstillinger, "Modtag notifikationer".\n\nWoble',
      html_one:
        '<p>Hej {{name}},</p><p>Der er {{count}} nyt opslag i <strong>{{bubble}}</strong>, siden du sidst kiggede. Det seneste, fra {{author}}:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Åbn Bubblen</a></p><p>Du får højst én sådan e-mail i timen for hver Bubble. Slå dem fra for denne Bubble under Bubble-indstillinger, eller alle e-mails under Indstillinger, "Modtag notifikationer".</p><p>Woble</p>',
      html_other:
        '<p>Hej {{name}},</p><p>Der er {{count}} nye opslag i <strong>{{bubble}}</strong>, siden du sidst kiggede. Det seneste, fra {{author}}:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Åbn Bubblen</a></p><p>Du får højst én sådan e-mail i timen for hver Bubble. Slå dem fra for denne Bubble under Bubble-indstillinger, eller alle e-mails under Indstillinger, "Modtag notifikationer".</p><p>Woble</p>',
    },
    resetPassword: {
      subject: 'Nulstil din adgangskode til Woble',
      text: 'Hej {{name}}\n\nNogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til din Woble-konto. Åbn dette link for at vælge en ny adgangskode:\n\n{{link}}\n\nLinket virker én gang og udløber om {{hours}} time. Har du ikke bedt om det, kan du se bort fra denne e-mail: din adgangskode forbliver den samme.\n\nWoble',
      html: '<p>Hej {{name}}</p><p>Nogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til din Woble-konto. Åbn dette link for at vælge en ny adgangskode:</p><p><a href="{{link}}">Vælg en ny adgangskode</a></p><p>Linket virker én gang og udløber om {{hours}} time. Har du ikke bedt om det, kan du se bort fra denne e-mail: din adgangskode forbliver den samme.</p><p>Woble</p>',
    },
  },
  // Reaktioner mellem Woblers. {{name}} er den anden Woblers navn.
  relations: {
    self: 'Det kan du ikke gøre med din egen profil.',
    unblockFirst: 'Du har blokeret denne Wobler. Fjern blokeringen først.',
    connectedRemoveFirst: 'Du er forbundet med denne Wobler. Fjern forbindelsen først.',
    notConnected: 'Du er ikke forbundet med denne Wobler.',
    liked: 'Du synes godt om {{name}}.',
    matched: 'Du og {{name}} synes godt om hinanden. I er nu forbundet!',
    saved: '{{name}} er gemt til senere.',
    unsaved: '{{name}} er ikke længere gemt.',
    connectionRemoved: '{{name}} er fjernet fra dine forbindelser.',
    blocked: '{{name}} er blokeret.',
    unblocked: '{{name}} er ikke længere blokeret.',
    reported: 'Tak. Din anmeldelse er sendt til vores moderatorer.',
  },
  // E-mailen om nye likes og forbindelser, højst én i timen, på modtagerens sprog.
  notifications: {
    mail: {
      subject_one: '{{count}} Wobler synes godt om dig på Woble',
      subject_other: '{{count}} Woblers synes godt om dig på Woble',
      text: 'Hej {{name}},\n\n{{summary}}\n\nSe dine notifikationer på Woble: {{link}}\n\nDu får højst én sådan e-mail i timen. Slå dem fra under Indstillinger, "Modtag notifikationer".\n\nWoble',
      html: '<p>Hej {{name}},</p><p>{{summary}}</p><p><a href="{{link}}">Se dine notifikationer på Woble</a></p><p>Du får højst én sådan e-mail i timen. Slå dem fra under Indstillinger, "Modtag notifikationer".</p><p>Woble</p>',
      likes_one: '{{names}} synes godt om din profil.',
      likes_other: '{{names}} synes godt om din profil.',
      connections_one: 'Du og {{names}} synes godt om hinanden: I er nu forbundet.',
      connections_other: 'Du er nu forbundet med {{names}}: I synes godt om hinanden.',
      others_one: '{{count}} anden',
      others_other: '{{count}} andre',
      // Bubble-notifikationer, til modtagere med premium.
      subjectBubbles: 'Nyt fra dine Bubbles på Woble',
      joinRequests_one: '{{names}} vil gerne være med i {{bubble}}.',
      joinRequests_other: '{{names}} vil gerne være med i {{bubble}}.',
      approved: 'Din anmodning om at blive medlem af {{bubble}} er godkendt: du er nu medlem.',
      replies_one: '{{names}} har svaret på din kommentar i {{bubble}}.',
      replies_other: '{{names}} har svaret på dine kommentarer i {{bubble}}.',
    },
  },
  // The deck, profiles, saved Woblers, the menu search and the caller's place.
  deck: {
    woblerNotFound: 'Denne Wobler blev ikke fundet.',
    locationDevice: 'Afstande måles nu fra din nuværende position.',
    locationCity: 'Afstande måles nu fra din by.',
    locationUnknown: 'Din by kunne ikke findes på kortet, så afstande kan ikke vises.',
  },
  // Chatten og dens beskedanmodninger.
  chat: {
    blockedYou: 'Denne bruger har blokeret dig.',
    unblockFirst: 'Du har blokeret denne bruger. Fjern blokeringen for at chatte.',
    userNotFound: 'Denne bruger blev ikke fundet.',
    groupNotFound: 'Denne gruppe blev ikke fundet.',
    self: 'Du kan ikke sende beskeder til dig selv.',
    notYourself: 'Det kan du kun gøre for dig selv.',
    messagesOff: 'Denne Wobler modtager kun beskeder fra sine forbindelser.',
    requestLimit:
      'Din beskedanmodning rummer så mange beskeder, som den kan. Vent på et svar, før du sender flere.',
    requestRejected: 'Din beskedanmodning blev afvist.',
    noRequest: 'Der er ingen beskedanmodning fra denne bruger.',
    requestAccepted: 'Beskedanmodningen er accepteret.',
    messageNotFound: 'Beskeden blev ikke fundet.',
    notYourMessage: 'Du kan kun redigere eller slette dine egne beskeder.',
    editTextOnly: 'Kun tekstbeskeder kan redigeres.',
    messageDeleted: 'Beskeden er slettet.',
    receiptNotYours: 'Kun modtageren af en besked kan markere den som leveret eller læst.',
    muidReused: 'Dette besked-id er allerede brugt til en anden besked.',
    parentInvalid: 'Der kan kun svares på en besked i denne samtale, som ikke selv er et svar.',
    mediaMissing: 'Vælg en fil at sende.',
    imageInvalid: 'Billedet kan ikke læses. Send et JPEG-, PNG-, WebP- eller GIF-billede.',
    videoInvalid: 'Filen er ikke en video, der kan sendes.',
    audioInvalid: 'Filen er ikke en lydoptagelse, der kan sendes.',
    imageTooLarge: 'Billeder må højst fylde 10 MB.',
    videoTooLarge: 'Videoer må højst fylde 100 MB.',
    audioTooLarge: 'Lydoptagelser må højst fylde 20 MB.',
    fileTooLarge: 'Filer må højst fylde 25 MB.',
    alreadyVoted: 'Du har allerede stemt i denne afstemning.',
    notAPoll: 'Denne besked er ikke en afstemning.',
    notReactable: 'Der kan ikke reageres på denne besked.',
    reactionsLimit: 'Du kan højst give 20 forskellige reaktioner på en besked.',
  },
  // Message search on the self-hosted chat service (apps/server modules/chat search-*.ts).
  chatSearch: {
    queryRequired: 'Skriv et ord at søge efter.',
    queryTooLong: 'En søgning må højst være på 100 tegn.',
  },
  // Lyd- og videoopkald i den selvhostede chat (apps/server modules/chat calls-*.ts).
  chatCalls: {
    notFound: 'Opkaldet blev ikke fundet.',
    alreadyInCall: 'Du er allerede i et opkald.',
    notRinging: 'Opkaldet ringer ikke længere.',
    notInCall: 'Opkaldet er ikke i gang længere.',
    full: 'Opkaldet er fuldt.',
    nobodyToCall: 'Der er ingen i gruppen at ringe til.',
    requestPending: 'Du kan ringe, når de har accepteret din beskedanmodning.',
  },
  // Group chats on the self-hosted chat service (apps/server modules/chat groups-*.ts).
  chatGroups: {
    notMember: 'Det kan kun gruppens medlemmer gøre.',
    notAllowed: 'Din rolle i gruppen giver ikke lov til det.',
    ownerCannotLeave:
      'Du ejer denne gruppe. Overdrag ejerskabet til et andet medlem, før du forlader den.',
    wrongPassword: 'Adgangskoden til gruppen er forkert.',
    passwordLocked: 'For mange forkerte adgangskoder til gruppen. Prøv igen senere.',
    banned: 'Du er udelukket fra denne gruppe.',
    memberNotFound: 'Personen er ikke medlem af gruppen.',
    notBanned: 'Personen står ikke på gruppens liste over udelukkede.',
    followsBubble: 'Denne chat følger Bubblens medlemmer.',
  },
  // CometChat, when it is the chat service (apps/server modules/cometchat).
  cometchat: {
    unavailable: 'Chattjenesten kunne ikke nås. Prøv igen om lidt.',
    // Navnet en anonymiseret kontos chatbruger beholder (chatten viser det til alle).
    anonymisedName: 'Tidligere Wobler',
  },
  // Link previews of chat messages (apps/server modules/chat link-preview-*.ts).
  linkPreview: {
    notInMessage: 'Linket står ikke i beskeden.',
  },
  // "Download my data" (apps/server modules/data-export): answers, the ready e-mail and the
  // README.txt inside the ZIP.
  // Anmeldelse af indhold og moderatorernes handlinger.
  moderation: {
    ownContent: 'Du kan ikke anmelde dit eget indhold.',
    reported: 'Tak. Vores moderatorer kigger på din anmeldelse.',
    reportNotFound: 'Anmeldelsen kunne ikke findes.',
    personNotFound: 'Personen kunne ikke findes.',
    sessionNotFound: 'Sessionen kunne ikke findes.',
    alreadyHandled: 'Anmeldelsen er allerede behandlet.',
    untilRequired: 'Vælg, hvor længe suspenderingen varer.',
    untilPast: 'Suspenderingen skal slutte ude i fremtiden.',
    untilTooFar: 'En suspendering kan højst vare et år.',
    removeWobler: 'En profil kan ikke fjernes. Suspendér eller udeluk personen i stedet.',
    nothingToLift: 'Personen er hverken suspenderet eller udelukket.',
    done: 'Udført.',
    sessionsRevoked: 'Personen er blevet logget ud.',
    warningMail: {
      subject: 'En advarsel fra Woble',
      text: 'Hej {{name}}\n\nVores moderatorer har givet dig en advarsel:\n\n{{reason}}\n\nFølg venligst reglerne på Woble. Sker det igen, kan din konto blive suspenderet eller lukket.\n\nWoble',
      html: '<p>Hej {{name}}</p><p>Vores moderatorer har givet dig en advarsel:</p><blockquote>{{reason}}</blockquote><p>Følg venligst reglerne på Woble. Sker det igen, kan din konto blive suspenderet eller lukket.</p><p>Woble</p>',
    },
  },
  dataExport: {
    started: 'Vi gør dine data klar. Du får en e-mail, når de er klar.',
    running: 'Dine data er allerede ved at blive gjort klar.',
    linkInvalid:
      'Dette downloadlink virker ikke længere. Åbn Indstillinger for at downloade dine data.',
    expired: 'Denne download er udløbet. Du kan bede om dine data igen under Indstillinger.',
    mail: {
      subject: 'Dine data fra Woble er klar',
      text: 'Dine data kan downloades indtil {{until}}.\n\nÅbn Indstillinger på Woble, og vælg "Download":\n{{link}}\n\nHar du ikke bedt om dine data, så skift din adgangskode.',
      html: '<p>Dine data kan downloades indtil {{until}}.</p><p><a href="{{link}}">Åbn Indstillinger på Woble</a>, og vælg "Download".</p><p>Har du ikke bedt om dine data, så skift din adgangskode.</p>',
    },
    readme: {
      title: 'Dine data fra Woble',
      intro:
        'Denne ZIP-fil indeholder de data, Woble har om dig, som JSON-filer (UTF-8) og de filer, du har uploadet. Andre personer står kun med deres id og navn. Tidspunkter er i UTC (ISO 8601).',
      media:
        'De filer, du har uploadet (profilbilleder, billeder på tavler, filer i chatten), én mappe pr. art.',
      files: {
        profile:
          'Din profil: navn, e-mail, køn, fødselsdato, telefon, adresse, by, om-mig-tekst, hvor du er (hvis du har delt det), og hvornår kontoen blev oprettet og sidst var aktiv.',
        settingsAndConsents:
          'Dine indstillinger (privatliv, notifikationer, sprog), de samtykker, du har givet (vilkår, markedsføringsmails), og dine logins (hvornår hver session startede og sidst blev brugt; aldrig adgangskoden eller nøglen).',
        bubblesAndMemberships:
          'De Bubbles, du har oprettet, og de Bubbles, du er medlem af, med din rolle og status.',
        comments:
          'De kommentarer, du har skrevet på tavlerne i Bubbles (tekst, billede, hvilken Bubble, hvornår).',
        replies:
          'Dine svar på kommentarer, med den kommentar, de svarer på, og navnet på dens forfatter.',
        pollsAndVotes:
          'De afstemninger, du har oprettet, med deres svarmuligheder, og dine stemmer i afstemninger.',
        likes:
          'De likes og dislikes, du har givet, og de likes, du har fået (den anden person med id og navn).',
        connections: 'Dine forbindelser: de Woblere, der likede dig tilbage, og siden hvornår.',
        savedWoblers: 'De Woblere, du har gemt til senere.',
        blocks: 'De Woblere, du har blokeret.',
        reportsMade:
          'De anmeldelser af andre Woblere, du har lavet, med den årsag og de detaljer, du gav.',
        subscriptionAndPayments:
          'Dine Premium-abonnementer, betalingerne for dem, og hvornår du brugte den gratis prøveperiode.',
        chatConversations:
          'Dine chatsamtaler (med hvem, eller hvilken gruppe), de beskedanmodninger, du har sendt og fået, og grupper, du er blevet udelukket fra.',
        chatMessages:
          'De chatbeskeder, du har sendt (tekst, filer, afstemninger, stickers, rettelser og sletninger), dine reaktioner og dine stemmer i chatafstemninger. Beskeder, andre har sendt dig, er deres og er ikke med.',
        chatCalls:
          'De lyd- og videoopkald, du har foretaget eller er blevet ringet op i: hvornår, hvordan de gik, og om du var med.',
        notifications:
          'Det, klokken har fortalt dig: likes, forbindelser, anmodninger om at blive medlem, godkendelser, svar og omtaler.',
        supportRequests: 'De henvendelser, du har sendt til Wobles support.',
        moderation:
          'Hvad Wobles moderatorer har besluttet om dig (advarsler, fjernet indhold, suspenderinger, udelukkelser og ophævelse af dem), med begrundelse og tidspunkt.',
        media:
          'En liste over de filer, du har uploadet, som ligger i mappen media, med deres art, type og størrelse.',
      },
    },
  },
} satisfies TranslationShape<typeof en>;
