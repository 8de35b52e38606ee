// Closing an editor never drops an edit silently (issue 15, item 5): Escape, the ✕ and Cancel ask
// first when something was changed since the editor opened (or since it last saved).

/** A value as compared for changes: its JSON (the editors compare the sheet as they would send it). */
export function fingerprint(value: unknown): string {
  return JSON.stringify(value);
}

/** The question "discard your changes?", asked only when there are changes. */
export class UnsavedGuard {
  asking = $state(false);

  /** `changed` says whether there is anything unsaved; `close` closes without asking. */
  constructor(
    private readonly changed: () => boolean,
    private readonly close: () => void,
  ) {}

  /** Closes at once when nothing changed; otherwise asks. */
  request = (): void => {
    if (this.changed()) this.asking = true;
    else this.close();
  };

  /** Back to editing, nothing lost. */
  keep = (): void => {
    this.asking = false;
  };

  /** Closes, dropping the changes. */
  discard = (): void => {
    this.asking = false;
    this.close();
  };
}
