import { describeApiError, isApiError } from '@wob/api';
import type { Translate } from '@wob/i18n';
import type { ActionFailure } from './result';

/** What a toast is about: the form or action that raised it (see @wob/ui's toast). */
export interface NotifyOptions {
  source?: string;
}

/**
 * How a store tells a person about an action; the app passes @wob/ui's toast. An action may
 * name itself as the source, so its success removes the errors it toasted before.
 */
export interface Notifier {
  success(text: string, options?: NotifyOptions): void;
  error(text: string, options?: NotifyOptions): void;
  /** Removes the error toasts of one source when it succeeds without a toast of its own. */
  clearErrors?(source: string): void;
}

/** Tells nobody: a store created without a notifier (tests of state only). */
export const silentNotifier: Notifier = Object.freeze({
  success: () => undefined,
  error: () => undefined,
});

/**
 * A 401 on a signed-in call: the session has already said so and signed the person out, so
 * an action does not toast it a second time.
 */
export function toldBySession(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

export interface FeedbackDeps {
  notify?: Notifier;
  /** Turns the error catalogue's keys ('errors:client.network') into text. */
  translate?: Translate;
  /**
   * Failures someone else has already told the person about: no toast. Every store but the
   * session's uses the default, a 401 (`toldBySession`).
   */
  alreadyTold?: (error: unknown) => boolean;
}

/** The one failure-then-toast helper of every store. */
export interface Feedback {
  notify: Notifier;
  translate: Translate;
  /** A failure in words, per the spec's error catalogue (@wob/api's describeApiError). */
  describe(error: unknown): string;
  /** The result of a failed action; `fieldErrors` adds to (and wins over) the server's. */
  failure(error: unknown, fieldErrors?: Record<string, string>): ActionFailure;
  /** Toasts a failure unless it was already told (a 401). */
  toastFailure(error: unknown, options?: NotifyOptions): void;
  /**
   * Toasts the server's success message; without one, the errors of `options.source` are
   * cleared (the action succeeded, its earlier failure no longer holds).
   */
  toastSuccess(message: string | undefined, options?: NotifyOptions): void;
}

export function createFeedback(deps: FeedbackDeps = {}): Feedback {
  const notify = deps.notify ?? silentNotifier;
  const translate: Translate = deps.translate ?? ((key: string) => key);
  const alreadyTold = deps.alreadyTold ?? toldBySession;
  const describe = (error: unknown): string => {
    const description = describeApiError(error);
    return 'text' in description ? description.text : translate(description.key);
  };
  return {
    notify,
    translate,
    describe,
    failure(error, fieldErrors = {}) {
      return {
        ok: false,
        status: isApiError(error) ? error.status : 0,
        message: describe(error),
        fieldErrors: isApiError(error) ? { ...error.fieldErrors, ...fieldErrors } : fieldErrors,
      };
    },
    toastFailure(error, options) {
      if (alreadyTold(error)) return;
      notify.error(describe(error), options);
    },
    toastSuccess(message, options) {
      if (message) notify.success(message, options);
      else if (options?.source) notify.clearErrors?.(options.source);
    },
  };
}
