import type { SupportTicketView } from '@wob/api';
import { endpoints } from '@wob/api';
import type { ActionResult } from '@wob/store';
import type { SupportTicketOutput } from '@wob/validation';
import type { PremiumSliceKit } from './premium-kit';

export type TicketResult = ActionResult<{ ticket?: SupportTicketView }>;

export interface SupportSlice {
  /** Sends a support request; success toasts the server's message (priority or not). */
  sendTicket(input: SupportTicketOutput): Promise<TicketResult>;
}

export function createSupportSlice({
  deps,
  feedback,
}: PremiumSliceKit<SupportSlice>): SupportSlice {
  return {
    async sendTicket(input) {
      try {
        const answer = await deps.api.call(endpoints.createSupportTicket, input);
        feedback.toastSuccess(answer.message);
        return { ok: true, ticket: answer.data?.ticket };
      } catch (error) {
        feedback.toastFailure(error);
        return feedback.failure(error);
      }
    },
  };
}
