import { endpoints, type RequestState } from '@wob/api';
import type { ChatReport } from '../port';
import type { CometChatContext } from './context';
import type { CometChatSession } from './session';

// The cometchat adapter's message requests (spec chat section 4): they are Woble's, not
// CometChat's, so the product API answers them (api/chat/await-accept, add-to-waiting,
// accept, and the deck's like for Like Back). A report of a message is the product's too
// (api/report/content): the moderators' queue is Woble's, whichever service carries the chat.

export type CometChatRequests = ReturnType<typeof createRequests>;

export function createRequests({ options }: CometChatContext, session: CometChatSession) {
  const { run } = session;

  return {
    // The port's message requests.
    getRequestState: (uid: string): Promise<RequestState | null> =>
      run(
        async ({ uid: mine }) =>
          (await options.api.call(endpoints.awaitAccept, { sender_id: mine, receiver_id: uid }))
            .data ?? null,
      ),
    addToWaiting: (uid: string): Promise<RequestState | null> =>
      run(
        async ({ uid: mine }) =>
          (await options.api.call(endpoints.addToWaiting, { sender_id: mine, receiver_id: uid }))
            .data ?? null,
      ),
    acceptRequest: (uid: string): Promise<RequestState | null> =>
      run(
        async () =>
          (await options.api.call(endpoints.acceptMessageRequest, { sender_id: uid })).data ?? null,
      ),
    likeBack: (uid: string): Promise<{ matched: boolean; message: string }> =>
      run(async () => {
        const answer = await options.api.call(endpoints.likeWobler, { _id: uid });
        return { matched: answer.data?.matched === true, message: answer.message ?? '' };
      }),
    reportMessage: (id: string, report: ChatReport): Promise<void> =>
      run(async () => {
        await options.api.call(endpoints.reportContent, { kind: 'message', id, ...report });
      }),
  };
}
