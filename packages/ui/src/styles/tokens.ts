// The single source of Woble's design tokens. `tokens.css` is rendered from this table
// (`pnpm --filter @wob/ui tokens`), and the contrast test reads the same table, so the
// colours a person sees are the colours the test checks.

/** Colours that change between the light and the dark theme. Keys become `--wob-<kebab-key>`. */
export interface ThemeColors {
  /** Page background. */
  bg: string;
  /** Cards, fields, dialogs. */
  surface: string;
  /** Popovers, menus, toasts: sits above a surface. */
  surfaceRaised: string;
  /** Wells, hovered rows, skeletons, progress tracks. */
  surfaceSunken: string;
  /** Body text. */
  text: string;
  /** Secondary text: descriptions, meta lines. */
  textMuted: string;
  /** Placeholders and the quietest readable text. */
  textSubtle: string;
  /** Decorative dividers (not relied on to find a control). */
  border: string;
  /** Edges of controls (fields, checkboxes, secondary buttons): 3:1 against surfaces. */
  borderStrong: string;
  /** Brand accent for primary actions. */
  accent: string;
  accentHover: string;
  /** Text and icons on the accent. */
  onAccent: string;
  /** Accent used as text (links) on surfaces. */
  accentText: string;
  /** Tinted background for selected items and chips. */
  accentSubtle: string;
  success: string;
  onSuccess: string;
  successText: string;
  warning: string;
  onWarning: string;
  warningText: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  dangerText: string;
  info: string;
  onInfo: string;
  infoText: string;
  focusRing: string;
  /** Backdrop behind modal dialogs. */
  overlay: string;
  /** Second and third bubbles of the logo mark (the first is the accent). */
  logoBubble2: string;
  logoBubble3: string;
  shadowSm: string;
  shadowMd: string;
  shadowLg: string;
}

export const lightColors: ThemeColors = {
  bg: '#F8FAFC',
  surface: '#FFFFFF',
  surfaceRaised: '#FFFFFF',
  surfaceSunken: '#F1F5F9',
  text: '#0F172A',
  textMuted: '#475569',
  textSubtle: '#5B6B80',
  border: '#E2E8F0',
  borderStrong: '#7C8BA1',
  accent: '#C7305A',
  accentHover: '#A82549',
  onAccent: '#FFFFFF',
  accentText: '#B02A50',
  accentSubtle: '#FCE8EE',
  success: '#15803D',
  onSuccess: '#FFFFFF',
  successText: '#15803D',
  warning: '#B45309',
  onWarning: '#FFFFFF',
  warningText: '#B45309',
  danger: '#B91C1C',
  dangerHover: '#991B1B',
  onDanger: '#FFFFFF',
  dangerText: '#B91C1C',
  info: '#1D4ED8',
  onInfo: '#FFFFFF',
  infoText: '#1D4ED8',
  focusRing: '#C7305A',
  overlay: 'rgb(15 23 42 / 0.5)',
  logoBubble2: '#FF9466',
  logoBubble3: '#7C5CFA',
  shadowSm: '0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.08)',
  shadowMd: '0 4px 12px rgb(15 23 42 / 0.08), 0 2px 4px rgb(15 23 42 / 0.06)',
  shadowLg: '0 16px 40px rgb(15 23 42 / 0.16), 0 4px 12px rgb(15 23 42 / 0.08)',
};

export const darkColors: ThemeColors = {
  bg: '#0B1120',
  surface: '#0F172A',
  surfaceRaised: '#1E293B',
  surfaceSunken: '#020617',
  text: '#F1F5F9',
  textMuted: '#CBD5E1',
  textSubtle: '#94A3B8',
  border: '#334155',
  borderStrong: '#7C8BA1',
  accent: '#FF7A98',
  accentHover: '#FF95AD',
  onAccent: '#1A0A10',
  accentText: '#FF8FA8',
  accentSubtle: '#3A1421',
  success: '#4ADE80',
  onSuccess: '#052E16',
  successText: '#4ADE80',
  warning: '#FBBF24',
  onWarning: '#1C1303',
  warningText: '#FBBF24',
  danger: '#F87171',
  dangerHover: '#FCA5A5',
  onDanger: '#1F0707',
  dangerText: '#FCA5A5',
  info: '#60A5FA',
  onInfo: '#0B1A33',
  infoText: '#93C5FD',
  focusRing: '#FF7A98',
  overlay: 'rgb(2 6 23 / 0.7)',
  logoBubble2: '#FFA27A',
  logoBubble3: '#9D85FF',
  shadowSm: '0 1px 2px rgb(0 0 0 / 0.4)',
  shadowMd: '0 4px 12px rgb(0 0 0 / 0.45)',
  shadowLg: '0 16px 40px rgb(0 0 0 / 0.55)',
};

/**
 * Backgrounds for avatar fallbacks, picked from a person's id. White initials sit on them in
 * both themes, so each must reach 4.5:1 with white.
 */
export const avatarColors: readonly string[] = [
  '#C7305A',
  '#7C3AED',
  '#0E7490',
  '#15803D',
  '#B45309',
  '#1D4ED8',
  '#BE185D',
  '#0F766E',
  '#C2410C',
  '#0369A1',
];
export const avatarTextColor = '#FFFFFF';

type ColorKey = keyof ThemeColors;

/** A text/background (or control/background) pair that must meet a minimum contrast. */
export interface ContrastPair {
  fg: ColorKey;
  bg: ColorKey;
  /** 4.5 for text, 3 for large text, icons and control edges (WCAG 1.4.3 and 1.4.11). */
  min: 4.5 | 3;
  use: string;
}

/** The pairs components actually use. Each is checked in both themes by the contrast test. */
export const contrastPairs: readonly ContrastPair[] = [
  { fg: 'text', bg: 'bg', min: 4.5, use: 'body text on the page' },
  { fg: 'text', bg: 'surface', min: 4.5, use: 'text on cards and fields' },
  { fg: 'text', bg: 'surfaceRaised', min: 4.5, use: 'text in menus, toasts, dialogs' },
  { fg: 'text', bg: 'surfaceSunken', min: 4.5, use: 'text in wells and hovered rows' },
  { fg: 'text', bg: 'accentSubtle', min: 4.5, use: 'selected menu item, chips' },
  { fg: 'textMuted', bg: 'bg', min: 4.5, use: 'descriptions on the page' },
  { fg: 'textMuted', bg: 'surface', min: 4.5, use: 'descriptions on cards' },
  { fg: 'textMuted', bg: 'surfaceRaised', min: 4.5, use: 'meta text in popovers' },
  { fg: 'textMuted', bg: 'surfaceSunken', min: 4.5, use: 'meta text in wells' },
  { fg: 'textSubtle', bg: 'bg', min: 4.5, use: 'placeholders on the page' },
  { fg: 'textSubtle', bg: 'surface', min: 4.5, use: 'placeholders in fields' },
  { fg: 'textSubtle', bg: 'surfaceRaised', min: 4.5, use: 'quiet text in popovers' },
  { fg: 'textSubtle', bg: 'surfaceSunken', min: 4.5, use: 'quiet text in wells' },
  { fg: 'onAccent', bg: 'accent', min: 4.5, use: 'primary button label' },
  { fg: 'onAccent', bg: 'accentHover', min: 4.5, use: 'hovered primary button label' },
  { fg: 'onAccent', bg: 'accent', min: 4.5, use: 'own chat message: its text and its time' },
  { fg: 'onAccent', bg: 'accent', min: 4.5, use: 'poll percentage on the fill (above 90 %)' },
  { fg: 'textMuted', bg: 'surface', min: 4.5, use: 'time of a received chat message' },
  { fg: 'accentText', bg: 'bg', min: 4.5, use: 'links on the page' },
  { fg: 'accentText', bg: 'surface', min: 4.5, use: 'links on cards' },
  { fg: 'accentText', bg: 'surfaceRaised', min: 4.5, use: 'links in popovers' },
  { fg: 'accent', bg: 'surface', min: 3, use: 'selected checkbox, switch, radio, progress fill' },
  { fg: 'accent', bg: 'surfaceSunken', min: 3, use: 'progress fill on its track' },
  { fg: 'onDanger', bg: 'danger', min: 4.5, use: 'danger button label' },
  { fg: 'onDanger', bg: 'dangerHover', min: 4.5, use: 'hovered danger button label' },
  { fg: 'dangerText', bg: 'surface', min: 4.5, use: 'field error messages' },
  { fg: 'dangerText', bg: 'bg', min: 4.5, use: 'error messages on the page' },
  { fg: 'dangerText', bg: 'surfaceRaised', min: 4.5, use: 'danger menu item' },
  { fg: 'danger', bg: 'surface', min: 3, use: 'invalid field edge' },
  { fg: 'onSuccess', bg: 'success', min: 4.5, use: 'text on success fill' },
  { fg: 'successText', bg: 'surfaceRaised', min: 4.5, use: 'success text in toasts' },
  { fg: 'onWarning', bg: 'warning', min: 4.5, use: 'text on warning fill' },
  { fg: 'warningText', bg: 'surface', min: 4.5, use: 'warning text' },
  { fg: 'onInfo', bg: 'info', min: 4.5, use: 'text on info fill' },
  { fg: 'infoText', bg: 'surfaceRaised', min: 4.5, use: 'info text in toasts' },
  { fg: 'borderStrong', bg: 'surface', min: 3, use: 'field and checkbox edges on cards' },
  { fg: 'borderStrong', bg: 'bg', min: 3, use: 'field edges on the page' },
  { fg: 'borderStrong', bg: 'surfaceRaised', min: 3, use: 'field edges in dialogs' },
  { fg: 'focusRing', bg: 'bg', min: 3, use: 'focus ring on the page' },
  { fg: 'focusRing', bg: 'surface', min: 3, use: 'focus ring on cards' },
  { fg: 'focusRing', bg: 'surfaceRaised', min: 3, use: 'focus ring in dialogs' },
];

/** Theme-independent scales. Keys become `--wob-<group>-<key>`. */
export const scales = {
  font: {
    sans: '"Figtree Variable", ui-sans-serif, system-ui, "Segoe UI", sans-serif',
  },
  text: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', '2xl': '2rem' },
  leading: { tight: '1.2', snug: '1.35', normal: '1.5' },
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  // A 4 px grid: --wob-space-N is N × 4 px.
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  radius: { sm: '8px', md: '12px', lg: '16px', full: '9999px' },
  duration: { fast: '150ms', base: '200ms', slow: '250ms' },
  ease: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    out: 'cubic-bezier(0, 0, 0.2, 1)',
  },
  focus: { width: '2px', offset: '2px' },
  // 44 px is the smallest touch target; sm controls keep it through padding or spacing.
  control: { sm: '2.25rem', md: '2.75rem', lg: '3.25rem', target: '2.75rem' },
  z: { dropdown: '1000', overlay: '1100', toast: '1200' },
} as const;

export const tokens = { light: lightColors, dark: darkColors, avatarColors, scales } as const;
