// The app's keyboard: Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo a campaign's changes, Ctrl+S
// saves the sheet or form that is open, Escape closes it. On a Mac the same keys are ⌘Z, ⇧⌘Z and ⌘S
// (Cmd, as every Mac app; Ctrl there is left to the system and text fields), and the UI's hints
// say so. What a key press means depends on where the focus is: typing in a field keeps its own undo.

export type Shortcut = 'undo' | 'redo' | 'save' | null;

/** The keyboard's conventions: a Mac's, or everyone else's (Windows, Linux). */
export type Platform = 'mac' | 'other';

/**
 * The platform the app runs on, as its webview tells it: every Mac's WKWebView says "MacIntel"
 * (Apple silicon too); WebView2 says "Win32", WebKitGTK "Linux x86_64".
 */
export function platformOf(nav: { platform?: string; userAgent?: string } | undefined): Platform {
  if (!nav) return 'other';
  const said = `${nav.platform ?? ''} ${nav.userAgent ?? ''}`;
  return /\bMac/.test(said) && !/iPhone|iPad/.test(said) ? 'mac' : 'other';
}

/** This app's platform (outside a browser, as in the unit tests: 'other'). */
export const PLATFORM: Platform = platformOf(typeof navigator === 'undefined' ? undefined : navigator);

/** The shortcut a key press is, if any: Cmd on a Mac, Ctrl elsewhere (Ctrl+Y redoes off a Mac only). */
export function shortcutOf(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
  platform: Platform = PLATFORM,
): Shortcut {
  const mac = platform === 'mac';
  const command = mac ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey;
  if (!command || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey && !mac) return 'redo';
  if (key === 's' && !e.shiftKey) return 'save';
  return null;
}

/** The keys of each shortcut besides Ctrl or Cmd: Shift or not, and the letter. */
const KEYS: Record<NonNullable<Shortcut>, [boolean, string]> = { undo: [false, 'Z'], redo: [true, 'Z'], save: [false, 'S'] };

/** How a shortcut is written on this platform, as its menus write it: "Ctrl+Shift+Z", "⇧⌘Z". */
export function shortcutLabel(shortcut: NonNullable<Shortcut>, platform: Platform = PLATFORM): string {
  const [shift, letter] = KEYS[shortcut];
  if (platform === 'mac') return `${shift ? '⇧' : ''}⌘${letter}`;
  return `Ctrl+${shift ? 'Shift+' : ''}${letter}`;
}

/** The same for assistive technology (`aria-keyshortcuts`): "Control+Shift+Z", "Meta+Shift+Z". */
export function ariaShortcut(shortcut: NonNullable<Shortcut>, platform: Platform = PLATFORM): string {
  const [shift, letter] = KEYS[shortcut];
  return `${platform === 'mac' ? 'Meta' : 'Control'}+${shift ? 'Shift+' : ''}${letter}`;
}

/** Whether the element is one a person types in (where Ctrl+Z undoes their typing, not the campaign). */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  if (el.tagName === 'TEXTAREA') return true;
  if (el.tagName !== 'INPUT') return false;
  const type = (el as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}

/** Whether a modal window (a native <dialog> opened as a modal) is open over the page. */
export function modalOpen(doc: Pick<Document, 'querySelector'> = document): boolean {
  return doc.querySelector('dialog[open]') !== null;
}
