import { groupJunkBases } from './junk-groups';

// The chat calls' base payloads for src/junk.test.ts: every call names a Wobler or a message
// that does not exist (404), or speaks for someone else (403), so junk never stores, changes
// or tells anything. The group calls are junk-groups.ts's.

const nobody = 'no-such-wobler';
const noMessage = '999999999999';
const noCall = 'no-such-call';

export function chatJunkBases(
  userId: string,
): Record<string, () => Promise<Record<string, unknown>>> {
  const bases: Record<string, () => Promise<Record<string, unknown>>> = {};
  bases.awaitAccept = async () => ({ sender_id: userId, receiver_id: nobody });
  bases.addToWaiting = async () => ({ sender_id: userId, receiver_id: nobody });
  bases.acceptMessageRequest = async () => ({ sender_id: nobody });
  bases.chatDeleteConversation = async () => ({ conversationWith: nobody });
  bases.chatSendText = async () => ({ receiverId: nobody, muid: 'junk-text', text: 'Junk' });
  bases.chatSendCustom = async () => ({
    receiverId: nobody,
    muid: 'junk-custom',
    customType: 'extension_sticker',
    customData: { sticker_url: '/junk.png' },
  });
  bases.chatEditMessage = async () => ({ id: noMessage, text: 'Junk' });
  bases.chatDeleteMessage = async () => ({ id: noMessage });
  bases.chatReceipt = async () => ({ id: noMessage, receiptType: 'read' });
  bases.chatTyping = async () => ({ receiverId: nobody, typing: true });
  bases.chatTransient = async () => ({ receiverId: nobody, data: { type: 'live_reaction' } });
  bases.chatPollsCreate = async () => ({
    question: 'Junk?',
    options: ['A', 'B'],
    receiver: nobody,
    muid: 'junk-poll',
  });
  bases.chatPollsVote = async () => ({ id: noMessage, vote: 1 });
  bases.chatReactionsReact = async () => ({ msgId: noMessage, emoji: ':heart:' });
  // Calls: a Wobler who does not exist, a call that does not exist (404).
  bases.chatCallInitiate = async () => ({ receiverId: nobody, type: 'audio' });
  bases.chatCallAccept = async () => ({ sessionId: noCall });
  bases.chatCallReject = async () => ({ sessionId: noCall, status: 'rejected' });
  bases.chatCallEnd = async () => ({ sessionId: noCall });
  bases.chatCallRejoin = async () => ({ sessionId: noCall });
  bases.chatCallSignal = async () => ({
    sessionId: noCall,
    to: nobody,
    signal: { kind: 'candidate', candidate: null },
  });
  return { ...bases, ...groupJunkBases(nobody) };
}
