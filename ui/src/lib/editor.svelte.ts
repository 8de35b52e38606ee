// What every character editor does, whatever the family (issue 23, item 1): check the sheet live
// after a short pause, show a field's issues once it is touched (all of them after a save attempt),
// save (with a portrait picked before the first save), ask before dropping unsaved changes, and
// save on Enter or Ctrl+S once there is nothing left to fix. EditorShell shows it; the family's
// editor (CharacterEditor, FateCharacterEditor, MwwFigureEditor, TwtwHeroEditor) keeps its sheet
// and its fields.
import { setPortrait } from '../api';
import type { CharacterView } from '../bindings/CharacterView';
import type { ErrorBody } from '../bindings/ErrorBody';
import type { SheetIssue } from '../bindings/SheetIssue';
import type { SideView } from '../bindings/SideView';
import { toErrorBody } from './errors';
import { issuesAt } from './issues';
import { shortcutOf } from './keys';
import { latestAfterPause } from './latest';
import { saveCharacter } from './saving';
import { showToast } from './toast.svelte';
import { fingerprint, UnsavedGuard } from './unsaved.svelte';

/** What every family's editor is given by the roster: a family's own adds what its checks read. */
export type EditorProps<K, V> = {
  /** The family's catalog (types, classes, skills, weapons…). */
  catalog: K;
  /** The side the character is (or will be) of. */
  side: SideView;
  /** The character to edit, or null for a new one. */
  character: V | null;
  onClose: () => void;
  /** Reloads the roster. */
  onSaved: () => Promise<void>;
};

/** A character as stored, whatever its family's sheet. */
export type StoredCharacter = { id: number; name: string; has_portrait: boolean };

export interface EditorSetup<S, V extends StoredCharacter, C extends { issues: SheetIssue[] }> {
  /** The character as opened, or null for a new one. */
  character: V | null;
  /** What the character is called in the editor's words: "character", "figure", "hero". */
  noun: string;
  /** The sheet as it would be sent now (a snapshot: read inside an effect, any change asks again). */
  sheet: () => S;
  /** The backend's check of a sheet: its issues, and the figures it derives. */
  check: (sheet: S) => Promise<C>;
  /** Adds the sheet as a new character (when nothing is stored yet) or edits the stored one. */
  write: (stored: V | null, sheet: S) => Promise<V>;
  /** A character as the portrait commands answer it, read as this family's. */
  asView: (view: CharacterView) => V;
  onClose: () => void;
  /** Reloads the roster. */
  onSaved: () => Promise<void>;
}

export class SheetEditor<S, V extends StoredCharacter, C extends { issues: SheetIssue[] }> {
  /** The stored character being edited: null until a new one is first saved. */
  stored = $state<V | null>(null);
  check = $state<C | null>(null);
  checkError = $state<ErrorBody | null>(null);
  touched = $state<Record<string, boolean>>({});
  /** Every issue is shown, not only those of touched fields: after a save attempt, or when editing. */
  showAll = $state(false);
  saving = $state(false);
  saveError = $state<ErrorBody | null>(null);
  pendingPortrait = $state<string | null>(null);
  portraitError = $state<ErrorBody | null>(null);
  /** The sheet as last saved (or as opened): closing with anything else asks first. */
  private savedPrint = $state('');

  readonly issues = $derived(this.check?.issues ?? []);
  readonly changed = $derived(this.pendingPortrait !== null || fingerprint(this.setup.sheet()) !== this.savedPrint);
  readonly canSave = $derived(!this.saving && this.check !== null && this.issues.length === 0);
  /** Whether this editor added the character (stored now, but not when it opened). */
  readonly added = $derived(this.stored !== null && !this.setup.character);
  readonly guard: UnsavedGuard;

  constructor(private readonly setup: EditorSetup<S, V, C>) {
    this.stored = setup.character;
    this.showAll = setup.character !== null;
    this.savedPrint = fingerprint(setup.sheet());
    this.guard = new UnsavedGuard(() => this.changed, () => setup.onClose());

    const live = latestAfterPause(
      (sheet: S) => setup.check(sheet),
      150,
      (result) => {
        this.check = result;
        this.checkError = null;
      },
      (e) => (this.checkError = toErrorBody(e)),
    );
    $effect(() => {
      live.schedule(setup.sheet());
    });
    $effect(() => () => live.cancel());
  }

  /** The issues shown beside a field: once it has been touched, or all of them after a save attempt. */
  at = (name: string, index: number | null = null): SheetIssue[] =>
    this.shows(name) ? issuesAt(this.issues, name, index) : [];

  /** Whether a field's issues are shown yet. */
  shows = (name: string): boolean => this.showAll || !!this.touched[name];

  touch = (name: string): void => {
    this.touched[name] = true;
  };

  /** The window's title: "Edit Kid Curry", "New figure for The Wild Bunch". */
  title(sideName: string): string {
    return this.stored ? `Edit ${this.stored.name}` : `New ${this.setup.noun} for ${sideName}`;
  }

  /** What "Discard your changes?" calls the character: its name, or "the new figure". */
  get what(): string {
    return this.stored ? this.stored.name : `the new ${this.setup.noun}`;
  }

  /** A character as the portrait commands answer it (PortraitField), stored as this family's. */
  portraitChanged = (view: CharacterView): void => {
    this.stored = this.setup.asView(view);
  };

  save = async (): Promise<void> => {
    const setup = this.setup;
    this.saving = true;
    this.saveError = null;
    try {
      await saveCharacter({
        write: () => setup.write(this.stored, setup.sheet()),
        setPortrait: async (id, dataUrl) => setup.asView(await setPortrait(id, dataUrl)),
        pendingPortrait: () => this.pendingPortrait,
        onStored: (view) => {
          this.stored = view;
          this.savedPrint = fingerprint(setup.sheet());
        },
        onPortraitStored: () => (this.pendingPortrait = null),
        onPortraitError: (error) => (this.portraitError = error),
        onSaveError: (error) => {
          this.saveError = error;
          this.showAll = true;
        },
        onSaved: () => setup.onSaved(),
        onClose: () => {
          showToast(`Saved ${this.stored?.name ?? `the ${setup.noun}`}`);
          setup.onClose();
        },
      });
    } finally {
      this.saving = false;
    }
  };

  /** Enter in a field or Ctrl+S: saves once there is nothing left to fix; before that shows what is. */
  attempt = (): void => {
    if (this.canSave) this.save();
    else this.showAll = true;
  };

  submit = (event: SubmitEvent): void => {
    event.preventDefault();
    this.attempt();
  };

  keys = (event: KeyboardEvent): void => {
    if (shortcutOf(event) !== 'save') return;
    event.preventDefault();
    this.attempt();
  };

  /** "Discard your changes?" answered Save. */
  saveFromGuard = (): void => {
    this.guard.keep();
    this.save();
  };
}
