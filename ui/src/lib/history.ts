// The words of the Undo and Redo buttons and of a backup: what the button would do, in the
// campaign's own words ("Undo: Added Wyatt Earp (Hero) to The Earps"), on one line (the button
// shortens a long one with "…"; its tooltip has it whole).
import type { BackupInfo } from '../bindings/BackupInfo';
import type { HistoryState } from '../bindings/HistoryState';
import type { HistoryStep } from '../bindings/HistoryStep';
import { today } from './games';
import { plural } from './rulesets';

function label(verb: string, step: HistoryStep | null | undefined): string {
  return step ? `${verb}: ${step.summary}` : verb;
}

/** "Undo: <summary>", or just "Undo" when there is nothing to undo. */
export const undoLabel = (state: HistoryState | null) => label('Undo', state?.can_undo);
/** "Redo: <summary>", or just "Redo" when there is nothing to redo. */
export const redoLabel = (state: HistoryState | null) => label('Redo', state?.can_redo);

/** The tooltip: the whole summary, or why the button is disabled. */
export function undoTitle(state: HistoryState | null): string {
  return state?.can_undo ? `Undo "${state.can_undo.summary}"` : 'Nothing to undo (a campaign’s creation or import cannot be undone)';
}

export function redoTitle(state: HistoryState | null): string {
  return state?.can_redo ? `Redo "${state.can_redo.summary}"` : 'Nothing to redo';
}

/** The file name a backup is offered under: "posse-backup-2026-11-22.sqlite" (local date). */
export function backupFileName(now: Date): string {
  return `posse-backup-${today(now)}.sqlite`;
}

export function backupMessage(info: BackupInfo): string {
  return `Backed up ${plural(info.campaigns, 'campaign')} to ${info.path}`;
}
