import { describe, expect, it } from 'vitest';
import { blankSheetForm } from './print';
import { castDeckOf, centerFileName, centerHint, centerPrintables, centerSettings, jobOf, previewSummary, wholeNumber, type JobContext } from './printCenter';

const ctx: JobContext = {
  campaignId: 4, ruleset: 'fate', castId: 9, sideId: null, player: null, leaveOutDead: false, deckFrom: 'cast', blanks: null, seed: null,
};

describe('the print center', () => {
  it('offers what the campaign and its cast can print', () => {
    expect(centerPrintables('fate', true)).toEqual(['roster', 'cast_sheet', 'playsheet', 'fate_deck', 'chits', 'alignment_test']);
    expect(centerPrintables('qotd', false)).toEqual(['roster', 'playsheet', 'alignment_test']);
    expect(centerPrintables('qotd', true)).toContain('pack');
    expect(centerPrintables('twtw', false)).toEqual(['roster', 'playsheet', 'action_cards', 'alignment_test']);
    expect(centerPrintables('mww', true)).toEqual(['roster', 'cast_sheet', 'playsheet', 'turn_cards', 'alignment_test']);
    expect(centerPrintables('mww', false)).not.toContain('turn_cards');
    expect(centerPrintables('twtw', true)).toEqual(['roster', 'cast_sheet', 'playsheet', 'action_cards', 'alignment_test']);
    // Each family exactly what it has: no family is offered another's deck.
    expect(centerPrintables('qotd', true)).toEqual(['roster', 'cast_sheet', 'playsheet', 'pack', 'alignment_test']);
    for (const r of ['qotd', 'mww', 'twtw'] as const) expect(centerPrintables(r, true)).not.toContain('fate_deck');
    expect(castDeckOf('twtw')).toBe('action_cards');
    expect(castDeckOf('mww')).toBe('turn_cards');
  });

  it("sends an MWW cast's turn deck, with a template when one is given", () => {
    expect(jobOf('turn_cards', { ...ctx, ruleset: 'mww' })).toEqual({ what: 'turn_cards', cast_id: 9 });
    expect(jobOf('turn_cards', { ...ctx, ruleset: 'mww', castId: null })).toBeNull();
    const form = blankSheetForm();
    expect(centerSettings(form, 'turn_cards', 'mine.toml').template).toBe('mine.toml');
    expect(centerSettings(form, 'alignment_test', 'mine.toml').template).toBeUndefined();
  });

  it('sends the job for the campaign, the cast or a side', () => {
    expect(jobOf('roster', { ...ctx, sideId: 3, leaveOutDead: true })).toEqual({ what: 'roster', campaign_id: 4, options: { side_id: 3, leave_out_dead: true } });
    expect(jobOf('cast_sheet', { ...ctx, player: 'Ann' })).toEqual({ what: 'cast_sheet', cast_id: 9, player: 'Ann' });
    expect(jobOf('cast_sheet', { ...ctx, castId: null })).toBeNull();
    expect(jobOf('playsheet', ctx)).toEqual({ what: 'playsheet', ruleset: 'fate', campaign_id: 4 });
    expect(jobOf('playsheet', { ...ctx, ruleset: 'qotd' })).toEqual({ what: 'playsheet', ruleset: 'qotd', campaign_id: null });
    expect(jobOf('fate_deck', ctx)).toEqual({ what: 'fate_deck', source: { from: 'cast', cast_id: 9 }, blanks: null });
    expect(jobOf('fate_deck', { ...ctx, deckFrom: 'campaign', sideId: 2 })).toEqual({ what: 'fate_deck', source: { from: 'campaign', campaign_id: 4, side_id: 2 }, blanks: null });
    expect(jobOf('alignment_test', ctx)).toEqual({ what: 'alignment_test' });
    // Blank fate cards, and the action deck's seed (null: the deck Posse ships).
    expect(jobOf('fate_deck', { ...ctx, blanks: 0 })).toMatchObject({ blanks: 0 });
    expect(jobOf('action_cards', { ...ctx, ruleset: 'twtw', seed: 42 })).toEqual({ what: 'action_cards', seed: 42 });
  });

  it('reads a whole number as typed, naming the field of one that is not', () => {
    expect(wholeNumber(' ', 'blanks')).toEqual({ value: null });
    expect(wholeNumber(' 12 ', 'blanks')).toEqual({ value: 12 });
    expect(wholeNumber('1.5', 'blanks')).toEqual({ error: 'blanks: "1.5" is not a whole number' });
    expect(wholeNumber('-3', 'seed')).toEqual({ error: 'seed: "-3" is not a whole number' });
    expect(wholeNumber('99999999999999999999', 'seed')).toHaveProperty('error');
  });

  it('sends a sheet only its paper and template, cards what applies', () => {
    const form = { ...blankSheetForm(), paper: 'letter', bleed: '3', card: 'mini', marks: 'none' as const };
    expect(centerSettings(form, 'cast_sheet', ' my.toml ')).toEqual({ landscape: false, paper: 'letter', template: 'my.toml' });
    expect(centerSettings({ ...form, paper: 'custom' }, 'roster', '')).toEqual({ landscape: false });
    expect(centerSettings(form, 'fate_deck', 'deck.toml')).toMatchObject({ paper: 'letter', bleed_mm: 3, card: 'mini', marks: 'none', template: 'deck.toml' });
    expect(centerSettings(form, 'chits', '').card).toBeUndefined();
    expect(centerSettings(form, 'action_cards', '').card).toBeUndefined();
    expect(centerSettings(form, 'alignment_test', 'x.toml').template).toBeUndefined();
    // Chits their shape and size; a custom paper, landscape, a printer profile, the back offset and ruler.
    const chits = { ...blankSheetForm(), chitShape: 'square' as const, chitSize: '25', landscape: true, paper: 'custom', customPaper: '148x210' };
    expect(centerSettings(chits, 'chits', '')).toEqual({ landscape: true, paper: '148x210', chit_shape: 'square', chit_size_mm: 25 });
    const printer = { ...blankSheetForm(), printer: 'Office laser', offsetX: '0.8', ruler: '99.2' };
    expect(centerSettings(printer, 'pack', '')).toEqual({ landscape: false, printer: 'Office laser', back_offset_mm: [0.8, 0], measured_ruler_mm: 99.2 });
  });

  it('says what the preview holds, and names the file', () => {
    const p = { printable: 'fate deck', pages: 6, sheets: 3, warnings: [], notes: [], settings: 'A4, poker 63.5 × 88.9 mm' };
    expect(previewSummary(p)).toBe('3 sheets (6 pages) · A4, poker 63.5 × 88.9 mm');
    expect(previewSummary({ ...p, pages: 1, sheets: 1, settings: 'Letter' })).toBe('1 page · Letter');
    const names = { campaign: 'Tombstone: 1881', cast: 'Showdown / Dry Gulch', player: null };
    expect(centerFileName('cast_sheet', names)).toBe('Showdown Dry Gulch-cast-sheets.pdf');
    expect(centerFileName('cast_sheet', { ...names, player: 'Ann' })).toBe('Showdown Dry Gulch-Ann.pdf');
    expect(centerFileName('pack', names)).toBe('Showdown Dry Gulch-pack.pdf');
    expect(centerFileName('roster', names)).toBe('Tombstone 1881-roster.pdf');
    expect(centerFileName('playsheet', { ...names, campaign: '..' })).toBe('posse-playsheet.pdf');
    expect(centerFileName('fate_deck', { ...names, cast: null })).toBe('Tombstone 1881-fate-deck.pdf');
    expect(centerFileName('alignment_test', names)).toBe('alignment-test.pdf');
  });

  it("says what each printable is, the fate playsheet with the campaign's own rules", () => {
    expect(centerHint('playsheet', 'fate')).toMatch(/with this campaign’s options and house tables/);
    expect(centerHint('playsheet', 'qotd')).toMatch(/^Every chart of Reels 3 to 7/);
    expect(centerHint('alignment_test', 'qotd')).toMatch(/Keep both in a printer profile/);
    // Each family's cast sheets say what that family's sheet holds.
    expect(centerHint('cast_sheet', 'mww')).toMatch(/chances to hit at every range/);
    expect(centerHint('cast_sheet', 'twtw')).toMatch(/wound track and Conc/);
    expect(centerHint('cast_sheet', 'qotd')).toMatch(/cards, dice, defence/);
  });
});
