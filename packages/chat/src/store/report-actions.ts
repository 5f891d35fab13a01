import { type ActionResult, OK } from '@wob/store';
import type { ReportFormInput, ReportReason } from '@wob/validation';
import { isChatError } from '../service/port';
import type { ChatActions } from './chat-types';
import { alreadyTold, type ChatKit } from './kit';

// Reporting someone else's message (the message's menu, in a one-to-one or group chat and in
// a thread): the service sends it to the product's report queue (api/report/content). The
// report dialog (@wob/auth) shows a refusal itself, so a failure is answered, never toasted;
// the thanks is a toast, as the dialog closes.

export function createReportActions(kit: ChatKit): Pick<ChatActions, 'reportMessage'> {
  return {
    async reportMessage(id: string, input: ReportFormInput): Promise<ActionResult> {
      try {
        await kit.deps.service.reportMessage(id, {
          // The dialog has checked the form with ReportFormSchema before it sends.
          reason: input.reason as ReportReason,
          details: input.details ?? '',
        });
        kit.deps.notify.success(kit.deps.translate('report:sent'));
        return OK;
      } catch (error) {
        const status = isChatError(error) ? (error.status ?? 0) : 0;
        // 429: the server's words about reports; the chat's own 'request-limit' text is about
        // message requests, so without words the dialog says it in its own.
        const message = alreadyTold(error)
          ? ''
          : status === 429
            ? error instanceof Error
              ? error.message
              : ''
            : kit.describe(error);
        return { ok: false, status, message, fieldErrors: {} };
      }
    },
  };
}
