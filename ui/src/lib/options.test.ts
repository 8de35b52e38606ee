import { describe, expect, it } from 'vitest';
import { QOTD_OPTIONS_FIXTURE } from '../../../tests/ui-fixtures/recorded/qotd-options';
import { changedCount, choiceRows, qotdOptionsWith } from './options';

// A new QOTD campaign's options, as the real backend shows them (`posse campaign options ID --json`).
const choices = QOTD_OPTIONS_FIXTURE.choices;

describe("a QOTD campaign's options", () => {
  it('are each reading in the backend own words, the default first', () => {
    const rows = choiceRows(choices);
    expect(rows.map((r) => r.id)).toEqual(['misfires', 'brush_with_death']);
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
