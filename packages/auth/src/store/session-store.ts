import type { ApiClient, ApiError, CallOptions, RequestInput, User } from '@wob/api';
import {
  DUPLICATE_EMAIL_MESSAGE,
  describeApiError,
  endpoints,
  isApiError,
  readStored,
  removeStored,
  UserSchema,
  writeStored,
} from '@wob/api';
import type { Locale } from '@wob/validation';
import { MESSAGES } from '@wob/validation';
import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** What a form needs to know about a finished action. */
export type ActionResult =
  | { ok: true }
  | {
      ok: false;
      /** HTTP status, 0 when the network failed. */
      status: number;
      /** Per-field messages: i18n keys of the client or texts the server already translated. */
      fieldErrors: Record<string, string>;
    };

/** How the store tells a person about an action; the app passes @wob/ui's toast. */
export interface Notifier {
  success(text: string): void;
  error(text: string): void;
}

export interface SessionDeps {
  api: ApiClient;
  /** Where the store sends the browser after logout, a 401 or account deletion. */
  navigate?: (to: string) => void;
  notify?: Notifier;
  /** Turns the client's own i18n keys (e.g. 'errors:client.emailExists') into text. */
  translate?: (key: string) => string;
  /** The app's language switch (loads copy, stores it, sets <html lang>). */
  changeLanguage?: (locale: Locale) => Promise<void>;
  /** The language the UI shows now; the server is told about it after login. */
  getLocale?: () => Locale;
}

export type RegisterPayload = RequestInput<typeof endpoints.register>;
export type LoginPayload = RequestInput<typeof endpoints.login>;
export type UpdateProfilePayload = RequestInput<typeof endpoints.updateProfile>;
export type ChangePasswordPayload = RequestInput<typeof endpoints.changePassword>;
export type ResetPasswordPayload = RequestInput<typeof endpoints.resetPassword>;

export interface ActionOptions {
  onUploadProgress?: CallOptions['onUploadProgress'];
  /** Show no success toast (the page shows its own quiet state); failures still toast. */
  quiet?: boolean;
}

export interface SessionState {
  /** Bearer token of this browser's session; null when signed out. */
  token: string | null;
  /** The signed-in user as the server last answered; null when signed out or unknown. */
  user: User | null;
  /** The user's Bubbles as login answered them; later capabilities read them. */
  bubbles: readonly unknown[];
  /**
   * Where the last sign-out sends the browser ('/' after deleting the account, else login).
   * The guard of signed-in routes follows it, so it never races the store's own navigation.
   */
  exitPath: string | null;

  login(input: LoginPayload): Promise<ActionResult>;
  logout(): Promise<void>;
  /** A 401 on a signed-in call: show the server's message, then sign out and go to login. */
  handleUnauthorized(error: ApiError): void;
  register(input: RegisterPayload, options?: ActionOptions): Promise<ActionResult>;
  forgotPassword(input: { email: string }): Promise<ActionResult>;
  resetPassword(input: ResetPasswordPayload): Promise<ActionResult>;
  /** Silent fetch of the own profile; the result tells a page whether to show an error state. */
  refreshProfile(): Promise<ActionResult>;
  updateProfile(input: UpdateProfilePayload, options?: ActionOptions): Promise<ActionResult>;
  removePicture(): Promise<ActionResult>;
  changePassword(input: ChangePasswordPayload): Promise<ActionResult>;
  deleteAccount(): Promise<ActionResult>;
  /** Switches the UI language and, when signed in, stores the choice on the server. */
  setLanguage(locale: Locale): Promise<void>;
  /** Tells the server about a language chosen elsewhere (the header); silent. */
  syncLanguage(locale: Locale): Promise<void>;
}

export type SessionStore = StoreApi<SessionState>;

const SIGNED_OUT = { token: null, user: null, bubbles: [], exitPath: null } as const;

function storedUser(): User | null {
  // The stored copy may come from an older version: a user that no longer fits is refetched.
  const result = v.safeParse(UserSchema, readStored('user'));
  return result.success ? result.output : null;
}

const defaultNotifier: Notifier = {
  success: () => undefined,
  error: () => undefined,
};

function failure(error: unknown, fieldErrors: Record<string, string> = {}): ActionResult {
  return {
    ok: false,
    status: isApiError(error) ? error.status : 0,
    fieldErrors: isApiError(error) ? { ...error.fieldErrors, ...fieldErrors } : fieldErrors,
  };
}

const OK: ActionResult = { ok: true };

/**
 * The session of this browser: token and user, persisted through @wob/api's storage helpers,
 * and every account action. Actions toast the server's message on success and the spec's
 * error catalogue on failure; fetches stay silent.
 */
export function createSessionStore(deps: SessionDeps): SessionStore {
  const { api } = deps;
  const navigate = deps.navigate ?? ((to: string) => window.location.assign(to));
  const notify = deps.notify ?? defaultNotifier;
  const translate = deps.translate ?? ((key: string) => key);
  // While logging out, a 401 for the logout call itself is expected, not news for the user.
  let loggingOut = false;
  let languageInFlight: Locale | null = null;
  // 401 answers that handleUnauthorized has told the user about, so actions do not toast twice.
  const handled = new WeakSet<ApiError>();

  const token = readStored('token');
  const store = createStore<SessionState>()((set, get) => {
    function signOut(exitPath: string): void {
      set({ ...SIGNED_OUT, exitPath });
      navigate(exitPath);
    }

    function toastSuccess(message: string | undefined, quiet = false): void {
      if (message && !quiet) notify.success(message);
    }

    function toastFailure(error: unknown): void {
      if (isApiError(error) && handled.has(error)) return;
      notify.error(errorText(error, translate));
    }

    async function action<T>(
      run: () => Promise<T>,
      onSuccess: (answer: T) => void,
    ): Promise<ActionResult> {
      try {
        onSuccess(await run());
        return OK;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return failure(error);
        toastFailure(error);
        return failure(error);
      }
    }

    return {
      ...SIGNED_OUT,
      token,
      user: token ? storedUser() : null,

      login: (input) =>
        action(
          () => api.call(endpoints.login, input),
          (answer) => {
            const user = answer.data?.user;
            if (!answer.token || !user) throw new Error('Login answered without a session');
            set({ token: answer.token, user, bubbles: answer.data?.bubbles ?? [], exitPath: null });
            toastSuccess(answer.message);
            const locale = deps.getLocale?.();
            if (locale) void get().syncLanguage(locale);
          },
        ),

      async logout() {
        if (get().token) {
          loggingOut = true;
          try {
            const answer = await api.call(endpoints.logout, {});
            toastSuccess(answer.message);
          } catch {
            // The session ends here whatever the server said; a revoked token is revoked.
          } finally {
            loggingOut = false;
          }
        }
        signOut('/auth/login');
      },

      handleUnauthorized(error) {
        handled.add(error);
        if (loggingOut || get().token === null) return;
        notify.error(errorText(error, translate));
        signOut('/auth/login');
      },

      async register(input, options = {}) {
        try {
          const answer = await api.call(endpoints.register, input, {
            onUploadProgress: options.onUploadProgress,
          });
          toastSuccess(answer.message, options.quiet);
          return OK;
        } catch (error) {
          if (isApiError(error) && error.status === 422 && isDuplicateEmail(error)) {
            // Spec section 8: toast 'Email already exists.', and the field says it too.
            notify.error(translate('errors:client.emailExists'));
            return failure(error, { email: MESSAGES.email.exists });
          }
          toastFailure(error);
          return failure(error);
        }
      },

      forgotPassword: (input) =>
        action(
          () => api.call(endpoints.forgotPassword, input),
          (answer) => toastSuccess(answer.message),
        ),

      resetPassword: (input) =>
        action(
          () => api.call(endpoints.resetPassword, input),
          (answer) => toastSuccess(answer.message),
        ),

      async refreshProfile() {
        try {
          const answer = await api.call(endpoints.getUserProfile, {});
          const user = answer.data?.user;
          if (answer.data?.self && user && v.is(UserSchema, user)) set({ user });
          return OK;
        } catch (error) {
          // Fetches are only logged (spec section 8); the page shows its error state.
          console.warn('get-user-profile failed', error);
          return failure(error);
        }
      },

      updateProfile: (input, options = {}) =>
        action(
          () =>
            api.call(endpoints.updateProfile, input, {
              onUploadProgress: options.onUploadProgress,
              suppressNotification: options.quiet,
            }),
          (answer) => {
            const user = answer.data?.user;
            if (user) set({ user });
            toastSuccess(answer.message, options.quiet);
          },
        ),

      removePicture: () =>
        action(
          () =>
            api.call(endpoints.removeUserImage, {
              image: get().user?.profilePicture ?? undefined,
            }),
          (answer) => {
            const user = answer.data?.user;
            if (user) set({ user });
            toastSuccess(answer.message);
          },
        ),

      changePassword: (input) =>
        action(
          () => api.call(endpoints.changePassword, input),
          (answer) => {
            // The server revokes every session and issues this browser a new one.
            if (answer.token) set({ token: answer.token });
            toastSuccess(answer.message);
          },
        ),

      deleteAccount: () =>
        action(
          () => api.call(endpoints.deleteAccount, {}),
          (answer) => {
            toastSuccess(answer.message);
            signOut('/');
          },
        ),

      async setLanguage(locale) {
        await deps.changeLanguage?.(locale);
        await get().syncLanguage(locale);
      },

      async syncLanguage(locale) {
        const { token: current, user } = get();
        if (!current || !user || user.language === locale || languageInFlight === locale) return;
        languageInFlight = locale;
        try {
          const answer = await api.call(
            endpoints.updateProfile,
            { language: locale },
            { suppressNotification: true },
          );
          const updated = answer.data?.user;
          if (updated && get().token === current) set({ user: updated });
        } catch (error) {
          // The language is kept in this browser anyway; the server learns it next time.
          console.warn('storing the language failed', error);
        } finally {
          languageInFlight = null;
        }
      },
    };
  });

  // Persist the session: what survives a reload is the token and the last known user.
  store.subscribe((state, previous) => {
    if (state.token !== previous.token) {
      if (state.token) writeStored('token', state.token);
      else removeStored('token');
    }
    if (state.user !== previous.user) {
      if (state.user) writeStored('user', state.user);
      else removeStored('user');
    }
  });

  return store;
}

/** The text of a failed action per the spec's error catalogue. */
export function errorText(error: unknown, translate: (key: string) => string): string {
  const description = describeApiError(error);
  if ('text' in description) return description.text;
  return translate(description.key);
}

function isDuplicateEmail(error: ApiError): boolean {
  return (
    error.serverMessage === DUPLICATE_EMAIL_MESSAGE ||
    error.fieldErrors.email === MESSAGES.email.exists
  );
}
