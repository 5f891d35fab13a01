/** What the browser offers for sharing; every part may be missing. */
export interface ShareEnvironment {
  /** The Web Share API (`navigator.share`): the system's share sheet. */
  share?: (data: ShareData) => Promise<void>;
  /** `navigator.clipboard.writeText`, only in secure contexts. */
  writeText?: (text: string) => Promise<void>;
  /** The last resort: a selected, hidden textarea and `document.execCommand('copy')`. */
  copyWithSelection?: (text: string) => boolean;
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated, but the only copy that works where the Clipboard API does not (plain HTTP).
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** The real browser's share and copy functions, read when used (not at start). */
export function browserShareEnvironment(): ShareEnvironment {
  const nav: Partial<Navigator> = typeof navigator === 'undefined' ? {} : navigator;
  return {
    share:
      typeof nav.share === 'function'
        ? (data) => nav.share?.(data) ?? Promise.resolve()
        : undefined,
    writeText: nav.clipboard?.writeText
      ? (text) => nav.clipboard?.writeText(text) ?? Promise.resolve()
      : undefined,
    copyWithSelection: typeof document === 'undefined' ? undefined : copyWithSelection,
  };
}
