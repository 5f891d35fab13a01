// Terms of use, privacy policy and cookie policy (spec sections 1 and 9, ARCHITECTURE
// 'Operator details'). The operator's details are interpolated: {{company}}, {{cvr}},
// {{address}}, {{email}}. When a text changes, bump its version in legal-documents.ts, since
// consent records store the version a user accepted.
export const legal = {
  terms: {
    title: 'Terms of Use',
    updated: 'Last updated: 22 November 2026',
    sections: [
      {
        heading: '1. About these terms',
        paragraphs: [
          'Woble is a service for adults who want to meet people through shared interests. Woble is operated by {{company}}, CVR no. {{cvr}}, {{address}} ("Woble", "we" or "us"). You can reach us at {{email}}.',
          'These terms of use are the agreement between you and us about your use of the Woble website and app (the "service"). By creating an account, you accept these terms. Our privacy policy and cookie policy explain how we handle your personal data and what we store on your device.',
        ],
      },
      {
        heading: '2. Who can use Woble',
        paragraphs: [
          'You must be at least 18 years old to create an account and use Woble. When you sign up, you confirm that you are 18 or older. If we learn that a user is under 18, we close the account.',
          'Each person may have only one account. You may not create multiple accounts, share your account with others, create an account for someone else or use Woble in the name of another person.',
          'The information you give about yourself must be true, and you must keep it up to date.',
        ],
      },
      {
        heading: '3. Your account and password',
        paragraphs: [
          'Keep your password to yourself and choose one you do not use elsewhere. You are responsible for what happens through your account. If you suspect that someone else has access to it, change your password at once and contact us.',
        ],
      },
      {
        heading: '4. Your content and how you behave',
        paragraphs: [
          'You keep the rights to the content you share on Woble, such as your profile, pictures, comments, polls and messages. You give us a non-exclusive, royalty-free right to store, copy, adapt (for example resize) and show that content to other users as far as needed to run the service. This right ends when the content or your account is deleted, except for copies we must keep by law or for security, as described in the privacy policy.',
          "You may only share content you have the right to share. You must not harass, threaten or discriminate against others; share content that is illegal, violent, hateful or sexually explicit, or that exposes another person; pretend to be someone else or create fake profiles; send spam or advertising; collect other users' data; or try to break, overload or get around the security of the service.",
          'You can report a Wobler for inappropriate content, inappropriate behaviour, a fake profile or another reason. We review reports and may remove content, limit features, or suspend or close an account that breaks these terms or the law. We tell you the reason for such a decision, and you can object to it by writing to {{email}}.',
        ],
      },
      {
        heading: '5. Bubbles and moderators',
        paragraphs: [
          'Bubbles are communities created by users. The owner and the moderators of a Bubble can approve and remove members and delete comments and replies in the Bubble. They must use these rights fairly and in line with these terms. We can step in if they do not.',
        ],
      },
      {
        heading: '6. Premium subscription',
        paragraphs: [
          'Woble Premium gives access to extra features, such as creating polls, group notifications, the moderator view, managing active and pending members, and support around the clock. The price is DKK 9.00 per month including VAT. The subscription is billed monthly in advance.',
          'New subscribers get a free trial of 7 days. If you do not cancel at least 24 hours before the trial ends, the subscription starts automatically and the first monthly payment is charged when the trial ends. You can get the free trial only once.',
          'If you subscribe without a trial, the first payment is charged within 24 hours of the purchase. The subscription renews automatically every month, and each new period is charged in advance when it begins.',
          'To stop the subscription from renewing, cancel it in Woble at least 24 hours before the current period ends. You keep Premium until the end of the period you have paid for; after that, no further payments are taken.',
          'We may change the price. We tell you at least 30 days before a new price applies to you, and you can cancel before it takes effect.',
        ],
      },
      {
        heading: '7. Right of withdrawal and refunds',
        paragraphs: [
          'You can withdraw from a Premium purchase within 14 days from the day you buy Premium or start the free trial. We then refund everything you have paid for the subscription, in full, no later than 14 days after we receive your message, using the payment method you used. If you live in the EU or the EEA, this is your statutory right of withdrawal under consumer law, and it applies even if you have started using Premium.',
          'To withdraw, send us a clear message, for example an e-mail to {{email}} saying that you withdraw from the Premium purchase. It is enough that you send it before the 14 days have passed.',
          'Apart from the right of withdrawal, payments are not refunded. When you cancel, the subscription ends at the end of the period you have paid for.',
        ],
      },
      {
        heading: '8. Deleting your account',
        paragraphs: [
          'You can delete your account at any time under Settings. The deletion takes effect at once: your account is disabled, your profile disappears from Woble and you can no longer log in.',
          'We keep the data of a deleted account for 3 months for security reasons, for example to handle reports and prevent misuse, and then delete it permanently. The privacy policy has the details.',
          'Deleting your account also cancels a Premium subscription. Because Premium is billed monthly in advance, the subscription ends at the latest one month later, at the end of the period you have already paid for, and no further payments are taken. Payments already made are not refunded, except under the right of withdrawal in section 7.',
          "We may close your account with one month's notice by e-mail, for example if we stop offering the service. If you seriously or repeatedly break these terms, we may close your account at once. If we close your account without you having broken the terms, we refund the part of a paid period that you can no longer use.",
        ],
      },
      {
        heading: '9. Availability and changes',
        paragraphs: [
          'We work to keep Woble running and secure, but we cannot promise that the service is always available or free of errors. We may change, add or remove features.',
          'If we change these terms in a way that matters to you, we tell you by e-mail or in the service at least 30 days before the change takes effect. If you do not accept the change, you can delete your account before then. If you continue to use Woble after the change, you accept the new terms.',
        ],
      },
      {
        heading: '10. Liability',
        paragraphs: [
          'Woble brings people together, but we do not control what users say or do. We are not responsible for content shared by other users or for their behaviour on or off Woble. Be careful when you share information or meet someone you know from Woble.',
          'We are not liable for indirect losses, such as lost profit or lost data. Our total liability to you is limited to the amount you have paid us in the 24 months before the event that caused the claim.',
          'These limits do not apply where the law does not allow liability to be limited, for example in case of intent or gross negligence, and they do not limit your mandatory rights as a consumer.',
        ],
      },
      {
        heading: '11. Rights to Woble',
        paragraphs: [
          'The name Woble, the logo, the design and the software belong to {{company}}. You may use the service for your own, non-commercial purposes as these terms allow, but you may not copy, sell or reverse-engineer it.',
        ],
      },
      {
        heading: '12. Complaints, governing law and courts',
        paragraphs: [
          'If you are not satisfied, write to us at {{email}}, and we will try to find a solution.',
          'These terms are governed by Danish law. Disputes are settled by the Danish courts, unless mandatory rules give you the right to bring the case in the country where you live. As a consumer, you can also complain to the Danish Consumer Complaints Board (Forbrugerklagenævnet) through Nævnenes Hus, www.naevneneshus.dk. If you live in another EU or EEA country, you keep the protection of the mandatory rules of the country where you live.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated: 22 November 2026',
    sections: [
      {
        heading: '1. Who is responsible for your data',
        paragraphs: [
          '{{company}}, CVR no. {{cvr}}, {{address}}, is the data controller for the personal data processed when you use Woble. If you have questions about this policy or your data, write to {{email}}.',
        ],
      },
      {
        heading: '2. What data we process',
        paragraphs: [
          'Profile data: your name, e-mail address, gender, date of birth, phone number, country, city, address, zip code, profile picture, the text about yourself, your settings and language, and the Bubbles you join. Your password is stored only as a secure hash that we cannot read.',
          "Location: we use your city and country (or, if you allow it, your browser's position, rounded to city level) to show distances to other Woblers. We do not track where you go and never show your exact position to others. We remove location data (such as GPS tags) from the pictures you upload.",
          'Content and activity: comments, replies, polls and votes, messages and the media you send, likes, dislikes, saved Woblers, connections, blocks and reports.',
          'Usage logs: IP address, browser and device type, the time and kind of requests, and error reports, which arise when you use the service.',
          'Subscription: whether you have Premium, the dates of your trial and payments, and the reference from our payment provider. Card details are handled by the payment provider; we never see your full card number.',
          'Consent records: when you accepted which version of the terms, and when you said yes or no to marketing e-mails.',
        ],
      },
      {
        heading: '3. Why we process it, and our legal basis',
        paragraphs: [
          'To create and run your account and give you the features of Woble, including showing your profile to other Woblers as your settings allow, matching, Bubbles and messages. Legal basis: the agreement with you (GDPR Article 6(1)(b)).',
          'To handle Premium payments and keep accounts. Legal basis: the agreement (Article 6(1)(b)) and our legal obligations under the Danish Bookkeeping Act (Article 6(1)(c)).',
          'To keep Woble safe: to check age, prevent fraud, spam and misuse, handle reports and protect the service. Legal basis: our legitimate interest in a safe service (Article 6(1)(f)), and legal obligations where they apply.',
          'To send you service e-mails, such as password reset links and notice of changes to the terms. Legal basis: the agreement (Article 6(1)(b)).',
          'To send you marketing e-mails, but only if you have said yes. Legal basis: your consent (Article 6(1)(a)), which you can withdraw at any time in your settings.',
          'Gender options such as transgender or intersex, and what you write about yourself, may reveal sensitive information. You decide whether to give it, and you can hide your gender from others in your settings. We process it only to show it as you choose, based on your explicit consent (Article 9(2)(a)).',
        ],
      },
      {
        heading: '4. Who can see your data',
        paragraphs: [
          'Other Woblers see your profile as your settings allow: you decide whether your location and gender are shown, whether people can message you, whether your pictures are shown to everyone and which age group can see your profile. Members of a Bubble see what you post in it.',
          'We use processors who handle data on our behalf under a data processing agreement: hosting, e-mail delivery, payment processing and, where used, chat infrastructure. They may only use the data to provide their service to us.',
          'We do not sell your personal data, and we do not share it with advertisers. We disclose data to authorities only when the law requires it.',
          "If a processor handles data outside the EU/EEA, we make sure the transfer is lawful, for example through an adequacy decision of the European Commission or the Commission's standard contractual clauses.",
        ],
      },
      {
        heading: '5. How long we keep your data',
        paragraphs: [
          'We keep your data while you have an account.',
          'When you delete your account, it is disabled at once. We keep the data for 3 months for security reasons, for example to handle reports and prevent misuse, and then delete it permanently.',
          'If you have not used your account for 2 years, we delete or anonymise your data.',
          'Usage logs (traffic data) are kept for 1 year. Records of your consents are kept for 5 years, so that we can document them. Accounting records of payments are kept for 5 years, as the Danish Bookkeeping Act requires.',
        ],
      },
      {
        heading: '6. How we protect your data',
        paragraphs: [
          'We use encrypted connections (HTTPS), store passwords only as strong hashes, hand out pictures through links that expire, and limit access to data to those who need it. If a security breach puts your data at risk, we tell you and the Danish Data Protection Agency as the law requires.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: [
          'You have the right to see the data we hold about you, to have wrong data corrected, to have data deleted, to restrict our processing, to object to processing based on our legitimate interest, and to receive the data you have given us in a machine-readable format (data portability). Where we rely on your consent, you can withdraw it at any time; this does not affect the processing that took place before.',
          'You can see and change much of your data yourself under Profile and Settings. For everything else, write to {{email}}. We answer within one month.',
          'We do not make decisions about you that are based solely on automated processing and have legal or similarly significant effects.',
          'You can complain to the Danish Data Protection Agency (Datatilsynet), Carl Jacobsens Vej 35, 2500 Valby, Denmark, www.datatilsynet.dk. We would be glad if you contact us first, so that we can try to solve the problem.',
        ],
      },
      {
        heading: '8. Children',
        paragraphs: [
          'Woble is only for people who are 18 or older. We do not knowingly process data about children, and we close the accounts of users we learn are under 18.',
        ],
      },
      {
        heading: '9. Changes to this policy',
        paragraphs: [
          'If we change this policy in a way that matters to you, we tell you by e-mail or in the service before the change takes effect. The date at the top shows when it was last changed.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie Policy',
    updated: 'Last updated: 22 November 2026',
    sections: [
      {
        heading: '1. In short',
        paragraphs: [
          'Woble does not use cookies for tracking, statistics or advertising, and there are no third-party trackers. We only store what the service needs in order to work, which is why we do not ask for your consent to cookies.',
        ],
      },
      {
        heading: '2. What we store on your device',
        paragraphs: [
          "Instead of cookies, Woble uses your browser's local storage for a few strictly necessary items:",
          'Session token: keeps you logged in. It is removed when you log out.',
          'Language (user-locale): remembers whether you use Woble in Danish or English.',
          'Saved search filter (searched-woblers-filter): remembers the filter of your Wobler search, so that you can continue where you left off.',
          'Navigation details (searchedVal, selectedWobler, ViewPoll): remember your latest search text, the Wobler you want to message and the poll you are viewing while you move between pages.',
          'None of these items is shared with others or used to follow you on other websites.',
        ],
      },
      {
        heading: '3. Why no consent is needed',
        paragraphs: [
          'Danish and EU rules allow information to be stored on your device without consent when it is strictly necessary to provide a service you have asked for. All the items above are of that kind. If we ever want to use cookies that are not strictly necessary, we will ask for your consent first and update this policy.',
        ],
      },
      {
        heading: '4. Payment',
        paragraphs: [
          "When you buy Premium, you pay on our payment provider's page. The payment provider may set its own strictly necessary cookies there, for example to prevent fraud. The provider's own cookie policy applies to them.",
        ],
      },
      {
        heading: '5. How to remove the data',
        paragraphs: [
          'Logging out removes your session token. You can remove everything Woble has stored by clearing the site data for Woble in your browser settings. You will then be logged out, and Woble will start in Danish again.',
        ],
      },
      {
        heading: '6. Contact',
        paragraphs: ['If you have questions about this policy, write to {{company}} at {{email}}.'],
      },
    ],
  },
};
