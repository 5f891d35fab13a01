import type { TranslationShape } from '../../translation-shape';
import type { validation as en } from '../en/validation';

export const validation = {
  invalid: 'Værdien er ikke gyldig',
  required: {
    name: 'Navn skal udfyldes',
    email: 'E-mail skal udfyldes',
    password: 'Adgangskode skal udfyldes',
    gender: 'Køn skal vælges',
    phone: 'Telefonnummer skal udfyldes',
    country: 'Land skal vælges',
    city: 'By skal udfyldes',
    address: 'Adresse skal udfyldes',
    zipcode: 'Postnummer skal udfyldes',
    birthDate: 'Fødselsdato skal udfyldes',
    profilePicture: 'Profilbillede skal vælges',
    oldPassword: 'Nuværende adgangskode skal udfyldes',
    newPassword: 'Ny adgangskode skal udfyldes',
    confirmPassword: 'Gentag adgangskoden',
  },
  name: {
    max: 'Navnet må højst være på 100 tegn',
    // The same words as a Bubble's name (bubble.nameInvalid): one rule for shown names.
    invalid: 'Navnet indeholder tegn, der ikke kan vises',
  },
  email: {
    invalid: 'E-mailadressen er ikke gyldig',
    exists: 'Denne e-mail findes allerede.',
  },
  password: {
    min: 'Adgangskoden skal være på mindst 5 tegn',
    max: 'Adgangskoden må højst være på 128 tegn',
    mismatch: 'Adgangskoderne i de to felter skal være ens.',
  },
  gender: {
    invalid: 'Vælg et af de viste køn',
  },
  phone: {
    max: 'Telefonnummeret må højst have 15 cifre',
    invalid: 'Telefonnummeret må kun indeholde cifre, mellemrum, bindestreger og et + forrest',
  },
  country: {
    invalid: 'Vælg et land på listen',
  },
  city: {
    max: 'Bynavnet må højst være på 100 tegn',
  },
  address: {
    max: 'Adressen må højst være på 200 tegn',
  },
  zipcode: {
    max: 'Postnummeret må højst være på 20 tegn',
    invalid: 'Postnummeret må kun indeholde bogstaver, cifre, mellemrum og bindestreger',
  },
  birthDate: {
    invalid: 'Angiv en gyldig fødselsdato!',
  },
  image: {
    invalid: 'Vælg et billede i PNG, JPEG, WebP eller GIF',
    tooLarge: 'Billedet må højst fylde 5 MB',
  },
  about: {
    max: 'Teksten om dig må højst være på 1000 tegn',
  },
  terms: {
    required: 'Du skal acceptere vilkårene for at fortsætte',
  },
  locale: {
    invalid: 'Vælg dansk eller engelsk',
  },
  token: {
    invalid: 'Linket til nulstilling er ikke gyldigt',
  },
  toggle: {
    invalid: 'Vælg til eller fra',
  },
  ageRange: {
    invalid: 'Alder skal være et helt antal år fra 18 til 99',
    order: 'Den første alder må ikke være højere end den anden',
  },
  support: {
    topicRequired: 'Vælg, hvad din besked handler om',
    messageRequired: 'Skriv din besked',
    messageMax: 'Din besked må højst være 2000 tegn',
  },
  paging: {
    page: 'Siden skal være et helt tal fra 1',
    limit: 'Antallet pr. side er uden for det tilladte',
  },
  plan: {
    required: 'Vælg en plan',
  },
  comment: {
    required: 'Skriv en kommentar, eller tilføj et billede',
    replyRequired: 'Skriv et svar',
    max: 'En kommentar må højst være 2000 tegn',
  },
  bubble: {
    nameMax: 'Navnet må højst være 40 tegn',
    nameInvalid: 'Navnet indeholder tegn, der ikke kan vises',
    nameTaken: 'Der findes allerede en Bubble med dette navn',
    titleMax: 'Titlen må højst være 120 tegn',
    titleInvalid: 'Titlen indeholder tegn, der ikke kan vises',
    colorRequired: 'Vælg en farve',
    colorInvalid: 'Farven skal skrives som #rrggbb, for eksempel #3a7bd5',
    required: 'Vælg en Bubble',
    userRequired: 'Vælg en Wobler',
    sortInvalid: 'Sortér efter Populære, Nyeste eller Alfabetisk',
    searchMax: 'Søgningen må højst være 100 tegn',
    choiceMax: 'Du kan højst vælge 100 Bubbles ad gangen',
  },
  bubbles: {
    required: 'Vælg mindst én Bubble',
  },
  poll: {
    questionRequired: 'Skriv et spørgsmål',
    optionRequired: 'Skriv en svarmulighed',
    optionsMin: 'Tilføj mindst én svarmulighed',
    questionMax: 'Spørgsmålet må højst være 200 tegn',
    optionMax: 'En svarmulighed må højst være 100 tegn',
    optionsMax: 'En afstemning kan højst have 10 svarmuligheder',
    optionDuplicate: 'Denne svarmulighed findes allerede i afstemningen',
    voteOptionRequired: 'Vælg en svarmulighed',
  },
  deck: {
    woblerRequired: 'Vælg en Wobler',
    bubblesRequired: 'Vælg mindst én Bubble, eller alle Bubbles',
    bubblesMax: 'Vælg højst 100 Bubbles',
    distanceInvalid: 'Afstanden skal være et helt antal kilometer fra 1 til 1000',
    searchRequired: 'Skriv noget at søge efter',
    searchMax: 'Søgningen må højst være 100 tegn',
    detailsMax: 'Beskrivelsen må højst være 500 tegn',
    positionInvalid: 'Positionen kunne ikke læses',
  },
  chat: {
    senderRequired: 'Angiv, hvem der sender beskeden',
    receiverRequired: 'Vælg, hvem beskeden er til',
    receiverTypeInvalid: 'En samtale er med en bruger eller en gruppe',
    messageRequired: 'Vælg en besked',
    muidRequired: 'Beskeden mangler et id fra appen',
    textRequired: 'Skriv en besked',
    textMax: 'En besked må højst være 4000 tegn lang',
    mediaTypeInvalid: 'Send et billede, en video, en lydfil eller en fil',
    stickers: { invalid: 'Vælg et af chattens klistermærker' },
    polls: {
      optionsMin: 'En afstemning skal have mindst to svarmuligheder',
      voteInvalid: 'Vælg en af afstemningens svarmuligheder',
    },
    reactions: { emojiInvalid: 'Vælg en emoji' },
    calls: {
      sessionRequired: 'Vælg et opkald',
      typeInvalid: 'Et opkald er et lydopkald eller et videoopkald',
      statusInvalid: 'Et opkald er afvist, optaget eller annulleret',
      signalInvalid: 'Opkaldets forbindelsesdata er ikke gyldige',
      limitInvalid: 'Bed om 1 til 50 opkald',
    },
  },
  group: {
    nameRequired: 'Skriv et navn til gruppen',
    nameMax: 'Et gruppenavn må højst være 100 tegn',
    nameInvalid: 'Navnet indeholder tegn, der ikke kan vises',
    typeRequired: 'Vælg gruppens type',
    passwordRequired: 'Skriv en adgangskode til gruppen',
    guidRequired: 'Vælg en gruppe',
    memberRequired: 'Vælg et medlem',
    membersRequired: 'Vælg mindst én person at tilføje',
    membersMax: 'Tilføj højst 30 personer ad gangen',
    scopeInvalid: 'Vælg Administrator, Moderator eller Deltager',
  },
  admin: {
    codeRequired: 'Skriv koden fra din godkendelsesapp',
    codeInvalid: 'Skriv den 6-cifrede kode eller en af dine gendannelseskoder',
    challengeInvalid: 'Start forfra med din e-mail og adgangskode',
    passwordMin: 'En administrators adgangskode skal være på mindst 12 tegn',
    roleInvalid: 'Vælg administrator eller moderator',
  },
  report: {
    reasonRequired: 'Vælg en af grundene',
  },
} satisfies TranslationShape<typeof en>;
