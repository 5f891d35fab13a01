import type {
  ApiClient,
  ApiError,
  CallOptions,
  DataExportView,
  RequestInput,
  User,
} from '@wob/api';
import {
  DUPLICATE_EMAIL_MESSAGE,
  endpoints,
  isApiError,
  readStored,
  removeStored,
  UserSchema,
  writeStored,
} from '@wob/api';
import { type ActionResult, createFeedback, isAbort, type Notifier, OK } from '@wob/store';
import type { Locale } from '@wob/validation';
import { MESSAGES } from '@wob/validation';
import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The sources the session's actions toast under (one per form). */
export const SESSION_TOAST_SOURCES = {
  login: 'login',
  register: 'register',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  updateProfile: 'update-profile',
  removePicture: 'remove-picture',
  changePassword: 'change-password',
  deleteAccount: 'delete-account',
  dataExport: 'data-export',
} as const;

type ToastSource = (typeof SESSION_TOAST_SOURCES)[keyof typeof SESSION_TOAST_SOURCES];
const S = SESSION_TOAST_SOURCES;

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
  /** "Download my data": the newest export; null when none, undefined until fetched. */
  dataExport: DataExportView | null | undefined;

  login(input: LoginPayload): Promise<ActionResult>;
  logout(): Promise<void>;
  /** A 401 on a signed-in call: show the server's message, then sign out and go to login. */
  handleUnauthorized(error: ApiError): void;
  register(input: RegisterPayload, options?: ActionOptions): Promise<ActionResult>;
  /** Sign-up's first step: is this address still free? Failures toast as register's do. */
  checkEmail(email: string): Promise<ActionResult>;
  forgotPassword(input: { email: string }): Promise<ActionResult>;
  resetPassword(input: ResetPasswordPayload): Promise<ActionResult>;
  /** Silent fetch of the own profile; the result tells a page whether to show an error state. */
  refreshProfile(): Promise<ActionResult>;
  updateProfile(input: UpdateProfilePayload, options?: ActionOptions): Promise<ActionResult>;
  removePicture(): Promise<ActionResult>;
  changePassword(input: ChangePasswordPayload): Promise<ActionResult>;
  deleteAccount(): Promise<ActionResult>;
  /** Silent fetch of the newest data export (its state, a fresh download link when ready). */
  refreshDataExport(): Promise<ActionResult>;
  /** Starts a data export (or shows the one being prepared); toasts the server's answer. */
  startDataExport(): Promise<ActionResult>;
  /** Switches the UI language and, when signed in, stores the choice on the server. */
  setLanguage(locale: Locale): Promise<void>;
  /** Tells the server about a language chosen elsewhere (the header); silent. */
  syncLanguage(locale: Locale): Promise<void>;
}

export type SessionStore = StoreApi<SessionState>;

const SIGNED_OUT = {
  token: null,
  user: null,
  bubbles: [],
  exitPath: null,
  dataExport: undefined,
} as const;

function storedUser(): User | null {
  // The stored copy may come from an older version: a user that no longer fits is refetched.
  const result = v.safeParse(UserSchema, readStored('user'));
  return result.success ? result.output : null;
}

/**
 * The session of this browser: token and user, persisted through @wob/api's storage helpers,
 * and every account action. Actions toast the server's message on success and the spec's
 * error catalogue on failure; fetches stay silent.
 */
export function createSessionStore(deps: SessionDeps): SessionStore {
  const { api } = deps;
  const navigate = deps.navigate ?? ((to: string) => window.location.assign(to));
  // While logging out, a 401 for the logout call itself is expected, not news for the user.
  let loggingOut = false;
  let languageInFlight: Locale | null = null;
  // 401 answers that handleUnauthorized has told the user about, so actions do not toast twice.
  // Other 401s (a wrong password at login) are the action's own failure and are toasted.
  const handled = new WeakSet<ApiError>();
  const feedback = createFeedback({
    notify: deps.notify,
    translate: deps.translate,
    alreadyTold: (error) => isApiError(error) && handled.has(error),
  });
  const { notify, translate, failure } = feedback;

  const token = readStored('token');
  const store = createStore<SessionState>()((set, get) => {
    function signOut(exitPath: string): void {
      set({ ...SIGNED_OUT, exitPath });
      navigate(exitPath);
    }

    // A success removes the error toasts of its own form, with or without a toast of its own.
    function toastSuccess(source: ToastSource, message: string | undefined, quiet = false): void {
      feedback.toastSuccess(quiet ? undefined : message, { source });
    }

    function toastFailure(source: ToastSource, error: unknown): void {
      feedback.toastFailure(error, { source });
    }

    async function action<T>(
      source: ToastSource,
      run: () => Promise<T>,
      onSuccess: (answer: T) => void,
      /** Failures the form shows inline on its fields need no toast as well. */
      inlineOnly = false,
    ): Promise<ActionResult> {
      try {
        onSuccess(await run());
        return OK;
      } catch (error) {
        if (isAbort(error)) return failure(error);
        if (!(inlineOnly && shownOnFields(error))) toastFailure(source, error);
        return failure(error);
      }
    }

    // Sign-up's failures, from the step-one check or the final send: a taken address is
    // toasted as the spec's 'Email already exists.' and said under the field as well.
    function registerFailure(error: unknown): ActionResult {
      if (isApiError(error) && error.status === 422 && isDuplicateEmail(error)) {
        notify.error(translate('errors:client.emailExists'), { source: S.register });
        return failure(error, { email: MESSAGES.email.exists });
      }
      toastFailure(S.register, error);
      return failure(error);
    }

    return {
      ...SIGNED_OUT,
      token,
      user: token ? storedUser() : null,

      login: (input) =>
        action(
          S.login,
          () => api.call(endpoints.login, input),
          (answer) => {
            const user = answer.data?.user;
            if (!answer.token || !user) throw new Error('Login answered without a session');
            set({ token: answer.token, user, bubbles: answer.data?.bubbles ?? [], exitPath: null });
            toastSuccess(S.login, answer.message);
            const locale = deps.getLocale?.();
            if (locale) void get().syncLanguage(locale);
          },
        ),

      async logout() {
        if (get().token) {
          loggingOut = true;
          try {
            const answer = await api.call(endpoints.logout, {});
            if (answer.message) notify.success(answer.message);
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
        notify.error(feedback.describe(error));
        signOut('/auth/login');
      },

      async register(input, options = {}) {
        try {
          const answer = await api.call(endpoints.register, input, {
            onUploadProgress: options.onUploadProgress,
          });
          toastSuccess(S.register, answer.message, options.quiet);
          return OK;
        } catch (error) {
          return registerFailure(error);
        }
      },

      async checkEmail(email) {
        try {
          await api.call(endpoints.checkEmail, { email });
          // The address is free: an earlier 'Email already exists.' is no longer true.
          notify.clearErrors?.(S.register);
          return OK;
        } catch (error) {
          return registerFailure(error);
        }
      },

      forgotPassword: (input) =>
        action(
          S.forgotPassword,
          () => api.call(endpoints.forgotPassword, input),
          (answer) => toastSuccess(S.forgotPassword, answer.message),
        ),

      resetPassword: (input) =>
        action(
          S.resetPassword,
          () => api.call(endpoints.resetPassword, input),
          (answer) => toastSuccess(S.resetPassword, answer.message),
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
          S.updateProfile,
          () =>
            api.call(endpoints.updateProfile, input, {
              onUploadProgress: options.onUploadProgress,
              suppressNotification: options.quiet,
            }),
          (answer) => {
            const user = answer.data?.user;
            if (user) set({ user });
            toastSuccess(S.updateProfile, answer.message, options.quiet);
          },
        ),

      removePicture: () =>
        action(
          S.removePicture,
          () =>
            api.call(endpoints.removeUserImage, {
              image: get().user?.profilePicture ?? undefined,
            }),
          (answer) => {
            const user = answer.data?.user;
            if (user) set({ user });
            toastSuccess(S.removePicture, answer.message);
          },
        ),

      // A wrong old password is said under its field; a toast saying it again is noise.
      changePassword: (input) =>
        action(
          S.changePassword,
          () => api.call(endpoints.changePassword, input),
          (answer) => {
            // The server revokes every session and issues this browser a new one.
            if (answer.token) set({ token: answer.token });
            toastSuccess(S.changePassword, answer.message);
          },
          true,
        ),

      deleteAccount: () =>
        action(
          S.deleteAccount,
          () => api.call(endpoints.deleteAccount, {}),
          (answer) => {
            toastSuccess(S.deleteAccount, answer.message);
            signOut('/');
          },
        ),

      async refreshDataExport() {
        try {
          const answer = await api.call(endpoints.latestDataExport, {});
          set({ dataExport: answer.data?.export ?? null });
          return OK;
        } catch (error) {
          console.warn('latest data export failed', error);
          return failure(error);
        }
      },

      startDataExport: () =>
        action(
          S.dataExport,
          () => api.call(endpoints.startDataExport, {}),
          (answer) => {
            if (answer.data) set({ dataExport: answer.data.export });
            toastSuccess(S.dataExport, answer.message);
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

/** A 422 whose every complaint names a field: the form says it under those fields. */
function shownOnFields(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && Object.keys(error.fieldErrors).length > 0;
}

function isDuplicateEmail(error: ApiError): boolean {
  return (
    error.serverMessage === DUPLICATE_EMAIL_MESSAGE ||
    error.fieldErrors.email === MESSAGES.email.exists
  );
}
