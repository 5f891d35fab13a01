import type { ChatMessage, MessageListener } from '../../port';
import { type CometChatTab, createCometChatTestWorld } from './world';

// What the cometchat adapter's tests (../adapter-*.test.ts) share: three people on a scripted
// CometChat, a text send, and a recorder of what a tab's listeners hear.

export const PEOPLE = [
  { uid: 'ann', name: 'Ann' },
  { uid: 'bob', name: 'Bob' },
  { uid: 'cy', name: 'Cy' },
];

export function world() {
  return createCometChatTestWorld(PEOPLE);
}

export const text = (tab: CometChatTab, to: string, body: string, muid = `${tab.uid}-${body}`) =>
  tab.service.sendMessage({ receiverId: to, receiverType: 'user', muid, text: body });

export function recorder(tab: CometChatTab) {
  const events: string[] = [];
  const messages: ChatMessage[] = [];
  const listener: MessageListener = {
    onTextMessageReceived: (message) => {
      messages.push(message);
      events.push(`text ${message.text}`);
    },
    onMediaMessageReceived: (message) => {
      messages.push(message);
      events.push(`media ${message.type}`);
    },
    onMessageEdited: (message) => events.push(`edited ${message.id} ${message.text}`),
    onMessageDeleted: (message) => events.push(`deleted ${message.id}`),
    onMessagesDelivered: (receipt) =>
      events.push(`delivered ${receipt.messageId} by ${receipt.sender}`),
    onMessagesRead: (receipt) => events.push(`read ${receipt.messageId} by ${receipt.sender}`),
    onTypingStarted: (indicator) => events.push(`typing ${indicator.sender.name}`),
    onTypingEnded: (indicator) => events.push(`stopped ${indicator.sender.name}`),
    onTransientMessageReceived: (message) =>
      events.push(`transient ${JSON.stringify(message.data)}`),
  };
  tab.service.addMessageListener(listener);
  tab.service.addConnectionListener({
    onConnected: () => events.push('connected'),
    onDisconnected: () => events.push('disconnected'),
  });
  return { events, messages };
}
