// Every rejection from the backend arrives here and leaves as an ErrorBody: the Rust commands reject
// with `{code, message}`; anything else (Tauri's own string errors, a thrown Error, a missing
// command) becomes code "unexpected" so the UI only ever switches on `code`.
import type { ErrorBody } from '../bindings/ErrorBody';

export const UNEXPECTED = 'unexpected';

export function toErrorBody(rejection: unknown): ErrorBody {
  if (isErrorBody(rejection)) {
    return { code: rejection.code, message: rejection.message };
  }
  if (typeof rejection === 'string' && rejection.trim() !== '') {
    return { code: UNEXPECTED, message: rejection };
  }
  if (rejection instanceof Error && rejection.message !== '') {
    return { code: UNEXPECTED, message: rejection.message };
  }
  return { code: UNEXPECTED, message: 'Something went wrong that Posse did not expect.' };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    (value as ErrorBody).code !== '' &&
    typeof (value as ErrorBody).message === 'string'
  );
}

/**
 * The sentence to show a person: a wording of our own for the codes listed, otherwise the
 * backend's message (which already names the field and the reason).
 */
export function describeError(error: ErrorBody, wordings: Record<string, string> = {}): string {
  return wordings[error.code] ?? error.message;
}

/** Wordings for the portrait commands' codes. */
export const PORTRAIT_WORDINGS: Record<string, string> = {
  portrait_not_image: 'That file is not a PNG or JPEG picture.',
  portrait_too_large: 'That picture is too large; try a smaller one.',
  portrait_undecodable: 'That picture could not be read; the file may be damaged.',
};

/** Codes on saving a character that mean the roster on screen is out of date. */
export const STALE_CODES: ReadonlySet<string> = new Set(['side_not_found', 'character_not_found']);

/** Wordings for saving a character. */
export const SAVE_WORDINGS: Record<string, string> = {
  side_not_found: 'This side no longer exists, so the character was not saved.',
  character_not_found: 'This character has been removed, so the changes were not saved.',
  database_read_only: 'The campaign file is read-only, so nothing can be saved.',
};

/**
 * A backend message as the app says it: a leading field id (`bleed: …`, `aim: …`, the command
 * line's names) becomes the field's label as the page shows it (`labels`), else the id in words
 * ("back_offset" → "Back offset"). A message with no such prefix is left as it is.
 */
export function spokenError(message: string, labels: Record<string, string> = {}): string {
  const m = /^([a-z][a-z_]*): (.*)$/s.exec(message);
  if (!m) return message;
  const [, id, rest] = m;
  const label = labels[id] ?? id.charAt(0).toUpperCase() + id.slice(1).replace(/_/g, ' ');
  return `${label}: ${rest}`;
}
