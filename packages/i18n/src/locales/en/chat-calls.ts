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
    // The acting member when that is the reader: "You joined the call".
    you: 'You',
    // A call message without its details (another client's).
    call: 'Call',
  },
  // "Recent calls" of the user and group details panes: one's last calls with them.
  history: {
    title: 'Recent calls',
    loading: 'Loading calls…',
    empty: 'No calls with {{name}} yet.',
    emptyGroup: 'No calls in this group yet.',
    error: 'The calls could not be loaded.',
    retry: 'Try again',
    // A row's when: "Today, 10:24", "12 May 2025, 18:02".
    when: '{{day}}, {{time}}',
    ongoing: 'In progress',
  },
  // The call screens: buttons, ringing, the call itself and its media problems.
  screen: {
    audioCall: 'Audio call',
    videoCall: 'Video call',
    audioCallWith: 'Audio call with {{name}}',
    videoCallWith: 'Video call with {{name}}',
    callingAudio: 'Audio call · Calling…',
    callingVideo: 'Video call · Calling…',
    incomingAudio: 'Incoming audio call',
    incomingVideo: 'Incoming video call',
    groupCaller: '{{name}} is calling the group',
    accept: 'Accept',
    reject: 'Reject',
    cancel: 'Cancel',
    close: 'Close',
    hangUp: 'Hang up',
    mute: 'Mute',
    cameraOff: 'Turn camera off',
    switchCamera: 'Switch camera',
    controls: 'Call controls',
    you: 'You',
    connecting: 'Connecting…',
    connectionFailed: 'Connection lost',
    waiting: 'Waiting for others to join…',
    duration: 'Call duration',
    mutedBadge: 'Microphone off',
    callWith: 'Call with {{name}}',
    retry: 'Try again',
    permissionTitleAudio: 'Woble may not use your microphone',
    permissionTitleVideo: 'Woble may not use your camera and microphone',
    permissionText:
      'Your browser blocked them. Click the camera or lock icon next to the address bar, allow the microphone and camera for this site, then try again.',
    noDeviceTitleAudio: 'No microphone found',
    noDeviceTitleVideo: 'No camera or microphone found',
    noDeviceText:
      'Connect a microphone (and a camera for video), or check that no other app is using it, then try again.',
    failedTitle: 'The call could not be connected',
    failedText: 'Check your internet connection and try again.',
  },
  // The card on every signed-in page while one's call goes on without this tab (it was reloaded,
  // or another tab has the call): back into it here, or hang up (screen.hangUp).
  rejoin: {
    title: 'You are in a call',
    rejoin: 'Rejoin',
  },
  // The call store's own words (@wob/chat store/call-store.ts): a call the service refused
  // without a message of its own (a block, or one is in a call already).
  client: {
    notAllowed: 'You can’t make this call.',
  },
};
