import { describe, expect, it } from 'vitest';
import { QOTD_OPTIONS_FIXTURE } from '../../../tests/ui-fixtures/recorded/qotd-options';
import { changedCount, choiceRows, qotdOptionsWith } from './options';

// A new QOTD campaign's options, as the real backend shows them (`posse campaign options ID --json`).
const choices = QOTD_OPTIONS_FIXTURE.choices;

describe("a QOTD campaign's options", () => {
  it('are each reading in the backend own words, the default first', () => {
    const rows = choiceRows(choices);
    expect(rows.map((r) => r.id)).toEqual(['misfires', 'brush_with_death', 'perfect_reroll', 'preloaded_misfires', 'flintlock_misfires']);
    // Issue 21: "Got Them! … ignoring any 1's rolled", the preloaded cylinder "misfires on a 3 and
    // 2", the flintlock's misfires; each its rule and source, the reading closest to the text first.
    const preloaded = rows.find((r) => r.id === 'preloaded_misfires')!;
    expect(preloaded.values.map((v) => v.value)).toEqual(['three_and_two', 'jams_on_two']);
    expect(preloaded.rule).toMatch(/misfires on a 3 and on a 2, and still jams on a 1/);
    expect(preloaded.source).toMatch(/misfires on a 3 and 2/);
    expect(rows.find((r) => r.id === 'perfect_reroll')!.source).toMatch(/ignoring any 1's rolled/);
    expect(rows.find((r) => r.id === 'flintlock_misfires')!.values[1].label).toBe('On any miss (1 to 4)');
    const brush = rows.find((r) => r.id === 'brush_with_death')!;
    expect(brush.values.map((v) => v.value)).toEqual(['keep', 'replace']);
    expect(brush.value).toBe('keep');
    expect(brush.isDefault).toBe(true);
    // Issue 10, item 10: "they have gained the Cautious Trait" keeps the personality by default.
    expect(brush.rule).toBe(brush.values[0].rule);
    expect(brush.rule).toMatch(/keeps their personality/);
    expect(brush.source).toMatch(/Reel 6/);
    expect(changedCount(QOTD_OPTIONS_FIXTURE)).toBe(0);
  });

  it('are sent as only the choices that differ from the defaults', () => {
    expect(qotdOptionsWith(choices, 'brush_with_death', 'replace')).toEqual({ brush_with_death: 'replace' });
    expect(qotdOptionsWith(choices, 'brush_with_death', 'keep')).toEqual({});
    const changed = choices.map((c) => (c.id === 'misfires' ? { ...c, value: 'any_die', is_default: false } : c));
    expect(qotdOptionsWith(changed, 'brush_with_death', 'replace')).toEqual({ misfires: 'any_die', brush_with_death: 'replace' });
    expect(changedCount({ ...QOTD_OPTIONS_FIXTURE, choices: changed })).toBe(1);
  });
});
