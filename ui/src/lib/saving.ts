// Saving a character from an editor, whatever its family: add or edit it, then store the portrait
// picked before it was first saved. The SheetEditor of every family's editor saves through it.
import type { ErrorBody } from '../bindings/ErrorBody';
import { STALE_CODES, toErrorBody } from './errors';

export interface SaveSteps<V extends { id: number }> {
  /** Adds or edits the character, answering it as stored. */
  write: () => Promise<V>;
  /** Stores a portrait for the character, answering it as stored. */
  setPortrait: (id: number, dataUrl: string) => Promise<V>;
  /** The portrait waiting for the character to be saved, if any. */
  pendingPortrait: () => string | null;
  /** The character as stored now (after the write, and again after the portrait). */
  onStored: (view: V) => void;
  onPortraitStored: () => void;
  onPortraitError: (error: ErrorBody) => void;
  onSaveError: (error: ErrorBody) => void;
  /** Reloads the roster. */
  onSaved: () => Promise<void>;
  onClose: () => void;
}

/**
 * Saves, then reloads the roster and closes the editor. If the portrait is refused the character
 * stays saved and the editor open, showing why; if the save itself is refused the editor shows
 * why, and reloads the roster when the side or the character has gone.
 */
export async function saveCharacter<V extends { id: number }>(steps: SaveSteps<V>): Promise<void> {
  try {
    const stored = await steps.write();
    steps.onStored(stored);
    const pending = steps.pendingPortrait();
    if (pending) {
      try {
        steps.onStored(await steps.setPortrait(stored.id, pending));
        steps.onPortraitStored();
      } catch (e) {
        steps.onPortraitError(toErrorBody(e));
        await steps.onSaved();
        return;
      }
    }
    await steps.onSaved();
    steps.onClose();
  } catch (e) {
    const error = toErrorBody(e);
    steps.onSaveError(error);
    if (STALE_CODES.has(error.code)) await steps.onSaved();
  }
}
