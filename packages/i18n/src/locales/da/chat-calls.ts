// Opkald (spec chat afsnit 2, 4, 5 og 8). Del af `chat`-navnerummet som `calls` (chat.ts).
export const chatCalls = {
  rejected: 'Opkald afvist',
  busy: 'Optaget',
  unanswered: 'Opkaldet blev ikke besvaret',
  busyLine: '{{name}} er i et andet opkald.',
  bubble: {
    outgoingAudio: 'Udgående lydopkald',
    outgoingVideo: 'Udgående videoopkald',
    incomingAudio: 'Indgående lydopkald',
    incomingVideo: 'Indgående videoopkald',
    ongoing: 'Opkaldet begyndte',
    ended: 'Opkaldet sluttede',
    endedAfter: 'Opkaldet sluttede · {{duration}}',
    missedAudio: 'Ubesvaret lydopkald',
    missedVideo: 'Ubesvaret videoopkald',
    cancelled: 'Opkaldet blev annulleret',
    groupStartedAudio: '{{name}} startede et lydopkald',
    groupStartedVideo: '{{name}} startede et videoopkald',
    joined: '{{name}} deltager i opkaldet',
    declined: '{{name}} afviste opkaldet',
    left: '{{name}} forlod opkaldet',
  },
  // Opkaldenes egne ord i @wob/chat (store/call-store.ts): et opkald, som tjenesten afviste uden
  // en besked fra serveren (en blokering, eller man er allerede i et opkald).
  client: {
    notAllowed: 'Du kan ikke foretage dette opkald.',
  },
};
