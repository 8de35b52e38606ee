// The app's keyboard: Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo a campaign's changes, Ctrl+S
// saves the sheet or form that is open, Escape closes it. Cmd stands in for Ctrl on a Mac. What a
// key press means depends on where the focus is: typing in a field keeps its own undo.

export type Shortcut = 'undo' | 'redo' | 'save' | null;

/** The shortcut a key press is, if any. */
export function shortcutOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): Shortcut {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  if (key === 's' && !e.shiftKey) return 'save';
  return null;
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
