import type { TranslationShape } from '../../translation-shape';
import type { premium as en } from '../en/premium';

// Dansk tekst til /premium: abonnementet, dets tilstand og handlinger, hvad Premium giver,
// og opfordringen, som andre funktioner viser, når de kræver Premium.
export const premium = {
  title: 'Woble Premium',
  intro: 'Få mere ud af dine Bubbles: afstemninger, styring af medlemmer og support døgnet rundt.',
  loading: 'Henter dit abonnement …',
  loadError: 'Dit abonnement kunne ikke hentes.',
  retry: 'Prøv igen',
  plansTitle: 'Vælg dit abonnement',
  plansTitleSubscribed: 'Abonnementer',
  plan: {
    name: 'Premium',
    interval: {
      month: 'Månedligt',
    },
    perInterval: {
      month: 'om måneden',
    },
    weekly: 'ca. {{price}} om ugen',
    bestValue: 'Bedste værdi',
    trialBadge: '{{days}} dages gratis prøveperiode',
    trialTerms:
      'Gratis i {{days}} dage, derefter {{price}} om måneden. Opsig senest 24 timer før prøveperioden slutter, så betaler du ingenting.',
    renewTerms:
      'Fornyes automatisk hver måned og betales forud. Opsig senest 24 timer før en periode slutter.',
    startTrial: 'Prøv gratis i {{days}} dage',
    subscribe: 'Abonnér',
    current: 'Dit abonnement',
    switchTo: 'Skift til dette abonnement',
  },
  localInstallation:
    'Dette er en lokal installation af Woble: der trækkes ingen penge fra et kort, og abonnementet fornyes gratis.',
  checkout: {
    success: 'Betalingen er gennemført. Velkommen til Woble Premium!',
    cancelled: 'Betalingen blev afbrudt. Der er ikke trukket noget.',
  },
  state: {
    title: 'Dit abonnement',
    status: {
      trialing: 'Gratis prøveperiode',
      active: 'Aktivt',
      cancelled: 'Opsagt',
      past_due: 'Betalingen fejler',
    },
    trialEnds: 'Din gratis prøveperiode slutter den {{date}}.',
    trialThen: 'Derefter fornyes Premium til {{price}} om måneden.',
    renewsOn: 'Fornyes den {{date}} til {{price}} om måneden.',
    renewsOnDate: 'Fornyes den {{date}}.',
    activeUntil: 'Opsagt — aktivt indtil {{date}}.',
    activeUntilText: 'Det fornyes ikke. Fortryder du? Genoptag, så fornyes det som før.',
    pastDue:
      'Din seneste betaling gik ikke igennem. Opdatér din betalingsmetode for at beholde Premium.',
    refundUntil: 'Du kan bede om at få din seneste betaling refunderet indtil den {{date}}.',
    refundRequested: 'Du bad om refusion den {{date}}.',
  },
  actions: {
    cancel: 'Opsig abonnement',
    resume: 'Genoptag abonnement',
    refund: 'Bed om refusion',
    managePayment: 'Administrér betaling',
  },
  confirmCancel: {
    title: 'Opsig Premium?',
    trial: 'Din gratis prøveperiode fortsætter indtil den {{date}}, og du bliver ikke opkrævet.',
    period: 'Premium fortsætter indtil den {{date}}, og du bliver ikke opkrævet igen.',
    lastDay:
      'Din nuværende periode slutter inden for 24 timer. Ifølge vores vilkår træder en opsigelse i periodens sidste 24 timer først i kraft efter den næste periode: Premium fortsætter indtil den {{date}}, og den periode bliver opkrævet.',
    confirm: 'Opsig abonnement',
    keep: 'Behold Premium',
  },
  confirmRefund: {
    title: 'Bed om refusion?',
    message:
      'Premium stopper med det samme, og din seneste betaling bliver refunderet. Det kan ikke fortrydes.',
    confirm: 'Bed om refusion',
    keep: 'Behold Premium',
  },
  confirmSwitch: {
    title: 'Skift abonnement?',
    message: 'Du betaler {{price}} om måneden fra din næste fornyelse den {{date}}.',
    confirm: 'Skift abonnement',
    keep: 'Behold mit abonnement',
  },
  benefits: {
    title: 'Det giver Premium dig',
    moderatorPage: 'Adgang til moderatorsiden',
    polls: 'Opret afstemninger i dine Bubbles',
    groupNotifications: 'Gruppenotifikationer',
    members: 'Styr aktive og ventende Woblers',
    support: 'Support døgnet rundt',
  },
  required: {
    title: 'Det her er en del af Woble Premium',
    text: 'Premium giver dig afstemninger, styring af medlemmer, gruppenotifikationer og support døgnet rundt.',
    action: 'Se Premium',
  },
} satisfies TranslationShape<typeof en>;
