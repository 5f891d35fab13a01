// Audio and video calls (spec chat sections 2, 4, 5 and 8): the call buttons, the ringing and
// call screens, the call bubbles of the message list and the call history. Part of the `chat`
// namespace as `calls` (chat.ts). 'Call rejected', 'Call busy', 'Call unanswered' and the busy
// line are the spec's text.
export const chatCalls = {
  // Spec section 8.
  rejected: 'Call rejected',
  busy: 'Call busy',
  unanswered: 'Call unanswered',
  // Spec section 4: the caller's screen when the callee is on another call.
  busyLine: '{{name}} is on another call.',
  // The call bubbles of the message list (spec section 5): by status, type and direction.
  bubble: {
    outgoingAudio: 'Outgoing audio call',
    outgoingVideo: 'Outgoing video call',
    incomingAudio: 'Incoming audio call',
    incomingVideo: 'Incoming video call',
    ongoing: 'Call started',
    ended: 'Call ended',
    endedAfter: 'Call ended · {{duration}}',
    missedAudio: 'Missed audio call',
    missedVideo: 'Missed video call',
    cancelled: 'Call cancelled',
    // A group call's members (the message's sender is who did it).
    groupStartedAudio: '{{name}} started an audio call',
    groupStartedVideo: '{{name}} started a video call',
    joined: '{{name}} joined the call',
    declined: '{{name}} declined the call',
    left: '{{name}} left the call',
  },
  // The call store's own words (@wob/chat store/call-store.ts): a call the service refused
  // without a message of its own (a block, or one is in a call already).
  client: {
    notAllowed: 'You can’t make this call.',
  },
};
