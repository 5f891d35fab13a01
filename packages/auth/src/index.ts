// Public API of @wob/auth. Pages are also reachable one by one through `routes` (lazy).
export type { AuthLayoutProps, PageFrameProps } from './components/auth-layout';
export { AuthLayout, PageFrame } from './components/auth-layout';
export type { PixelArea } from './components/picture/crop-image';
export { cropToSquareDataUrl, fitsSizeLimit } from './components/picture/crop-image';
export type { PictureChooserProps } from './components/picture/picture-chooser';
export { PictureChooser } from './components/picture/picture-chooser';
export type { PictureCropDialogProps } from './components/picture/picture-crop-dialog';
export { PictureCropDialog } from './components/picture/picture-crop-dialog';
export type { PicturePickerProps } from './components/picture/picture-picker';
export { PicturePicker } from './components/picture/picture-picker';
export type { FieldErrors } from './forms/field-errors';
export { flattenFieldErrors } from './forms/field-errors';
export { useMessage } from './forms/use-message';
export type { FormState, SchemaFormOptions } from './forms/use-schema-form';
export { FIRST_INVALID, onSubmit, useSchemaForm } from './forms/use-schema-form';
export type { TextDraft, TextList, TextListOptions } from './forms/use-text-list';
export { useTextList } from './forms/use-text-list';
export type { GuardProps } from './guards/guards';
export { HOME_PATH, LOGIN_PATH, RedirectIfAuthed, RequireAuth } from './guards/guards';
export { ChangePasswordPage } from './pages/change-password-page';
export { ForgotPasswordPage } from './pages/forgot-password-page';
export { LoginPage } from './pages/login-page';
export type { ProfileViewProps } from './pages/profile-page';
export { ProfilePage } from './pages/profile-page';
export type { RegisterFormProps, RegisterValues } from './pages/register-page';
export {
  EMPTY_REGISTER_VALUES,
  REGISTER_STEPS,
  RegisterForm,
  RegisterPage,
  stepOfFirstError,
  yearsBefore,
} from './pages/register-page';
export { RESET_SUCCESS_PATH, ResetPasswordPage } from './pages/reset-password-page';
export { ResetSuccessPage } from './pages/reset-success-page';
export { SettingsPage } from './pages/settings-page';
export type { ReportDialogProps, ReportKind, ReportSubject } from './report/report-dialog';
export { ReportDialog } from './report/report-dialog';
export { requireAuthRoute, routes } from './routes';
export type { SessionProviderProps } from './store/session-context';
export {
  SessionProvider,
  sessionContext,
  useSessionStore,
  useSessionStoreApi,
} from './store/session-context';
export type {
  ActionOptions,
  ChangePasswordPayload,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  SessionDeps,
  SessionState,
  SessionStore,
  UpdateProfilePayload,
} from './store/session-store';
export { createSessionStore } from './store/session-store';
