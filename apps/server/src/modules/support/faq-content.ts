// The FAQs a new installation starts with, in both languages. They are product content, not
// demo data: `ensureFaqs` writes them into an empty `faqs` table in every mode, and from then
// on the table is the truth (operators edit rows; a restart never overwrites them).

export interface FaqContent {
  id: string;
  da: { question: string; answer: string };
  en: { question: string; answer: string };
}

export const FAQ_CONTENT: readonly FaqContent[] = [
  {
    id: 'faq-what-is-woble',
    en: {
      question: 'What is Woble?',
      answer:
        'Woble is a place for adults to meet through shared interests. You join Bubbles (interest communities), talk on their boards, discover other Woblers one at a time, and chat when you both like each other.',
    },
    da: {
      question: 'Hvad er Woble?',
      answer:
        'Woble er et sted, hvor voksne mødes gennem fælles interesser. Du melder dig ind i Bubbles (interessefællesskaber), skriver på deres opslagstavler, møder andre Woblers én ad gangen og chatter, når I begge synes om hinanden.',
    },
  },
  {
    id: 'faq-bubbles',
    en: {
      question: 'What is a Bubble?',
      answer:
        'A Bubble is a community around one interest, with its own colour and board. Public Bubbles are open to everyone; a private Bubble lets you in once its owner or a moderator approves you.',
    },
    da: {
      question: 'Hvad er en Bubble?',
      answer:
        'En Bubble er et fællesskab om én interesse med sin egen farve og opslagstavle. Offentlige Bubbles er åbne for alle; i en privat Bubble kommer du ind, når ejeren eller en moderator har godkendt dig.',
    },
  },
  {
    id: 'faq-connections',
    en: {
      question: 'How do connections work?',
      answer:
        'When you like a Wobler and they like you back, you are connected. Connections appear in the bell menu, and you can message each other. You can remove a connection at any time.',
    },
    da: {
      question: 'Hvordan fungerer forbindelser?',
      answer:
        'Når du synes godt om en Wobler, og vedkommende synes godt om dig igen, er I forbundet. Forbindelser ses under klokken, og I kan skrive sammen. Du kan altid fjerne en forbindelse igen.',
    },
  },
  {
    id: 'faq-privacy',
    en: {
      question: 'Who can see my profile and my location?',
      answer:
        'Other Woblers see your name, age and about text. In Settings you decide whether they also see your gender, your city and distance, and your picture, and whether your profile is only shown to a certain age range.',
    },
    da: {
      question: 'Hvem kan se min profil og hvor jeg bor?',
      answer:
        'Andre Woblers ser dit navn, din alder og din tekst om dig selv. Under Indstillinger bestemmer du, om de også ser dit køn, din by og afstand og dit billede, og om din profil kun vises for en bestemt aldersgruppe.',
    },
  },
  {
    id: 'faq-premium',
    en: {
      question: 'What does Woble Premium give me?',
      answer:
        'Premium lets you create polls, get notifications from your Bubbles, manage active and pending members as an owner or moderator, and puts your support requests first, day and night. It costs DKK 9.00 a month and starts with a 7-day free trial.',
    },
    da: {
      question: 'Hvad får jeg med Woble Premium?',
      answer:
        'Med Premium kan du oprette afstemninger, få notifikationer fra dine Bubbles og styre aktive og ventende medlemmer som ejer eller moderator, og dine supporthenvendelser kommer forrest i køen døgnet rundt. Det koster 9,00 kr. om måneden og starter med 7 dages gratis prøveperiode.',
    },
  },
  {
    id: 'faq-trial',
    en: {
      question: 'How does the free trial work?',
      answer:
        'Your first 7 days of Premium are free. The trial can be used once per e-mail address. If you do not cancel at least 24 hours before it ends, the subscription continues at DKK 9.00 a month.',
    },
    da: {
      question: 'Hvordan fungerer den gratis prøveperiode?',
      answer:
        'Dine første 7 dage med Premium er gratis. Prøveperioden kan bruges én gang pr. e-mailadresse. Opsiger du ikke senest 24 timer før den slutter, fortsætter abonnementet til 9,00 kr. om måneden.',
    },
  },
  {
    id: 'faq-cancel',
    en: {
      question: 'How do I cancel my subscription?',
      answer:
        'Open Premium in the menu and choose Cancel subscription. Premium stays on until the end of the period you have paid for. Cancel at least 24 hours before a period ends, or the next period is charged too.',
    },
    da: {
      question: 'Hvordan opsiger jeg mit abonnement?',
      answer:
        'Åbn Premium i menuen, og vælg Opsig abonnement. Premium fortsætter til udgangen af den periode, du har betalt for. Opsig senest 24 timer før en periode slutter, ellers trækkes den næste periode også.',
    },
  },
  {
    id: 'faq-refund',
    en: {
      question: 'Can I get a refund?',
      answer:
        'Purchases are non-refundable, except that you may ask for a full refund within 14 days of a payment. Use the refund button on the Premium page; your Premium ends when you ask.',
    },
    da: {
      question: 'Kan jeg få pengene tilbage?',
      answer:
        'Køb refunderes ikke, men du kan bede om at få hele beløbet tilbage inden for 14 dage efter en betaling. Brug knappen om refusion på Premium-siden; dit Premium stopper, når du beder om det.',
    },
  },
  {
    id: 'faq-report',
    en: {
      question: 'Someone is behaving badly. What can I do?',
      answer:
        'Report the Wobler from their profile or from the deck and choose a reason. You can also block them: a blocked Wobler can no longer see you or message you. For anything urgent, write to us with the form below.',
    },
    da: {
      question: 'En opfører sig dårligt. Hvad kan jeg gøre?',
      answer:
        'Anmeld Wobleren fra vedkommendes profil eller fra bunken, og vælg en grund. Du kan også blokere: en blokeret Wobler kan ikke længere se dig eller skrive til dig. Er det akut, så skriv til os med formularen nedenfor.',
    },
  },
  {
    id: 'faq-delete-account',
    en: {
      question: 'What happens when I delete my account?',
      answer:
        'Your account is closed at once and nobody can see your profile any more. We keep your data for 3 months for security and then delete it for good.',
    },
    da: {
      question: 'Hvad sker der, når jeg sletter min konto?',
      answer:
        'Din konto lukkes med det samme, og ingen kan længere se din profil. Vi gemmer dine data i 3 måneder af sikkerhedshensyn og sletter dem derefter for altid.',
    },
  },
  {
    id: 'faq-language',
    en: {
      question: 'Can I use Woble in English?',
      answer:
        'Yes. Woble speaks Danish and English. Switch the language at the top of any page or under Settings; your choice is remembered.',
    },
    da: {
      question: 'Kan jeg bruge Woble på engelsk?',
      answer:
        'Ja. Woble findes på dansk og engelsk. Skift sprog øverst på siden eller under Indstillinger; dit valg bliver husket.',
    },
  },
  {
    id: 'faq-age',
    en: {
      question: 'Why must I be 18?',
      answer:
        'Woble is made for adults only. Everyone gives their date of birth when they sign up, and only people aged 18 or over can create an account.',
    },
    da: {
      question: 'Hvorfor skal jeg være 18?',
      answer:
        'Woble er kun for voksne. Alle oplyser deres fødselsdato, når de opretter sig, og kun personer på 18 år eller derover kan oprette en konto.',
    },
  },
];
