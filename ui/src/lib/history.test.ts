import { describe, expect, it } from 'vitest';
import { backupFileName, backupMessage, redoLabel, redoTitle, undoLabel, undoTitle } from './history';

const step = (summary: string) => ({ operation_id: 4, summary, at: 1_750_000_000 });

describe('undo and redo labels', () => {
  it('say what the button would do', () => {
    const state = { campaign_id: 1, can_undo: step('Added Wyatt Earp (Hero) to The Earps'), can_redo: step('Edited Doc') };
    expect(undoLabel(state)).toBe('Undo: Added Wyatt Earp (Hero) to The Earps');
    expect(redoLabel(state)).toBe('Redo: Edited Doc');
    expect(undoTitle(state)).toBe('Undo "Added Wyatt Earp (Hero) to The Earps"');
    expect(redoTitle(state)).toBe('Redo "Edited Doc"');
  });

  it('are the bare verb, with a reason in the tooltip, when there is nothing to do', () => {
    const state = { campaign_id: 1, can_undo: null, can_redo: null };
    expect(undoLabel(state)).toBe('Undo');
    expect(redoLabel(null)).toBe('Redo');
    expect(undoTitle(state)).toContain('Nothing to undo');
    expect(redoTitle(state)).toBe('Nothing to redo');
  });

  it('keep a long summary whole: the button wraps rather than cut it', () => {
    const long = 'Removed Johnny Ringo the Younger from The Cowboys of Charleston';
    const state = { campaign_id: 1, can_undo: step(long), can_redo: null };
    expect(undoLabel(state)).toBe(`Undo: ${long}`);
    expect(undoTitle(state)).toContain(long);
  });
});

describe('backups', () => {
  it('are offered under the date', () => {
    expect(backupFileName(new Date(2026, 10, 2, 23, 59))).toBe('posse-backup-2026-11-02.sqlite');
  });

  it('say how many campaigns went where', () => {
    expect(backupMessage({ path: '/home/jo/b.sqlite', bytes: 9000, campaigns: 2 })).toBe('Backed up 2 campaigns to /home/jo/b.sqlite');
    expect(backupMessage({ path: 'b.sqlite', bytes: 9000, campaigns: 1 })).toBe('Backed up 1 campaign to b.sqlite');
  });
});
