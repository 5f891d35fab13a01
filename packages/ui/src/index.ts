// Public API of @wob/ui. Light components (no React Aria) first: they are safe on the
// landing page's first load. The React Aria based ones follow. Styles: '@wob/ui/styles.css'.

// Light
export type { AvatarProps, AvatarSize } from './components/avatar/avatar';
export { Avatar, avatarColorIndex, initialOf } from './components/avatar/avatar';
export type { BadgeProps, BadgeTone } from './components/badge/badge';
export { Badge, formatBadgeCount } from './components/badge/badge';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button/button';
export { Button, buttonClassName } from './components/button/button';
export type { CardPadding, CardProps } from './components/card/card';
export { Card } from './components/card/card';
export type { EmptyStateProps } from './components/empty-state/empty-state';
export { EmptyState } from './components/empty-state/empty-state';
export type { ErrorStateProps } from './components/error-state/error-state';
export { ErrorState } from './components/error-state/error-state';
export type { LogoProps } from './components/logo/logo';
export { BRAND_NAME, Logo } from './components/logo/logo';
export type { ProgressBarProps } from './components/progress-bar/progress-bar';
export { ProgressBar } from './components/progress-bar/progress-bar';
export type { SkeletonProps, SkeletonShape } from './components/skeleton/skeleton';
export { Skeleton } from './components/skeleton/skeleton';
export type { SocialLink, SocialLinksProps } from './components/social-links/social-links';
export { networkName, SocialLinks } from './components/social-links/social-links';
export type { SpinnerProps, SpinnerSize } from './components/spinner/spinner';
export { Spinner } from './components/spinner/spinner';
export type { SpaceStep, StackProps } from './components/stack/stack';
export { Stack } from './components/stack/stack';
export type { ToastItem, ToastOptions, ToastTone } from './components/toast/toast-store';
export { DEFAULT_TOAST_DURATION, getToasts, toast } from './components/toast/toast-store';
export type { ToasterProps } from './components/toast/toaster';
export { Toaster } from './components/toast/toaster';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';
export type { ContrastPair, ThemeColors } from './styles/tokens';
export {
  avatarColors,
  contrastPairs,
  darkColors,
  lightColors,
  scales,
  tokens,
} from './styles/tokens';
export {
  contrastRatio,
  isHexColor,
  readableTextColor,
  relativeLuminance,
} from './utils/contrast';
export { cx } from './utils/cx';
export type {
  DateClock,
  DateLabels,
  RelativeDateOptions,
  RelativeDateWords,
} from './utils/relative-date';
export {
  formatFullDate,
  formatRelativeDate,
  intlLocaleOf,
  relativeDates,
} from './utils/relative-date';
export { pageTitle, usePageTitle } from './utils/use-page-title';

// React Aria based (keep them off the landing's first load)
export type { CheckboxProps } from './components/checkbox/checkbox';
export { Checkbox } from './components/checkbox/checkbox';
export type { ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { ConfirmDialog } from './components/confirm-dialog/confirm-dialog';
export type { DateFieldProps } from './components/date-field/date-field';
export { DateField, parseIsoDate } from './components/date-field/date-field';
export type { DialogProps, DialogSize } from './components/dialog/dialog';
export { Dialog } from './components/dialog/dialog';
export type { MenuItemData, MenuProps } from './components/menu/menu';
export { Menu } from './components/menu/menu';
export type { PasswordFieldProps } from './components/password-field/password-field';
export { PasswordField } from './components/password-field/password-field';
export type { RadioGroupProps, RadioOption } from './components/radio-group/radio-group';
export { RadioGroup } from './components/radio-group/radio-group';
export type { SelectOption, SelectProps } from './components/select/select';
export { Select } from './components/select/select';
export type { SwitchProps } from './components/switch/switch';
export { Switch } from './components/switch/switch';
export type { TabItem, TabsProps } from './components/tabs/tabs';
export { Tabs } from './components/tabs/tabs';
export type { TextAreaProps, TextFieldProps } from './components/text-field/text-field';
export { TextArea, TextField } from './components/text-field/text-field';
export type { LocaleProviderProps } from './components/locale-provider/locale-provider';
export { LocaleProvider } from './components/locale-provider/locale-provider';
