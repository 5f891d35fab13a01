import type { SupportTicketView } from '@wob/api';
import { endpoints } from '@wob/api';
import type { ActionResult } from '@wob/auth';
import type { SupportTicketOutput } from '@wob/validation';
import { failure } from './actions';
import type { SliceDeps } from './premium-store';

export type TicketResult = ActionResult & { ticket?: SupportTicketView };

export interface SupportSlice {
  /** Sends a support request; success toasts the server's message (priority or not). */
  sendTicket(input: SupportTicketOutput): Promise<TicketResult>;
}

export function createSupportSlice(deps: SliceDeps): SupportSlice {
  return {
    async sendTicket(input) {
      try {
        const answer = await deps.api.call(endpoints.createSupportTicket, input);
        deps.toasts.success(answer.message);
        return { ok: true, ticket: answer.data?.ticket };
      } catch (error) {
        deps.toasts.failure(error);
        return failure(error);
      }
    },
  };
}
