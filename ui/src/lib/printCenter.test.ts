import { describe, expect, it } from 'vitest';
import { blankSheetForm } from './print';
import { centerFileName, centerPrintables, centerSettings, jobOf, previewSummary, type JobContext } from './printCenter';

const ctx: JobContext = { campaignId: 4, ruleset: 'fate', castId: 9, sideId: null, player: null, leaveOutDead: false, deckFrom: 'cast' };

describe('the print center', () => {
  it('offers what the campaign and its cast can print', () => {
    expect(centerPrintables('fate', true)).toEqual(['roster', 'cast_sheet', 'playsheet', 'fate_deck', 'chits', 'alignment_test']);
    expect(centerPrintables('qotd', false)).toEqual(['roster', 'playsheet', 'alignment_test']);
    expect(centerPrintables('qotd', true)).toContain('pack');
    expect(centerPrintables('twtw', false)).toEqual(['roster', 'playsheet', 'action_cards', 'alignment_test']);
    expect(centerPrintables('mww', true)).toEqual(['roster', 'playsheet', 'turn_cards', 'alignment_test']);
    expect(centerPrintables('mww', false)).not.toContain('turn_cards');
  });

  it("sends an MWW cast's turn deck, never with a template (it has none)", () => {
    expect(jobOf('turn_cards', { ...ctx, ruleset: 'mww' })).toEqual({ what: 'turn_cards', cast_id: 9 });
    expect(jobOf('turn_cards', { ...ctx, ruleset: 'mww', castId: null })).toBeNull();
    const form = blankSheetForm();
    expect(centerSettings(form, 'turn_cards', 'mine.toml').template).toBeUndefined();
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
  });

  it('sends a sheet only its paper and template, cards what applies', () => {
    const form = { ...blankSheetForm(), paper: 'letter', bleed: '3', card: 'mini', marks: 'none' as const };
    expect(centerSettings(form, 'cast_sheet', ' my.toml ')).toEqual({ landscape: false, paper: 'letter', template: 'my.toml' });
    expect(centerSettings({ ...form, paper: 'custom' }, 'roster', '')).toEqual({ landscape: false });
    expect(centerSettings(form, 'fate_deck', 'deck.toml')).toMatchObject({ paper: 'letter', bleed_mm: 3, card: 'mini', marks: 'none', template: 'deck.toml' });
    expect(centerSettings(form, 'chits', '').card).toBeUndefined();
    expect(centerSettings(form, 'action_cards', '').card).toBeUndefined();
    expect(centerSettings(form, 'alignment_test', 'x.toml').template).toBeUndefined();
  });

  it('says what the preview holds, and names the file', () => {
    const p = { printable: 'fate deck', pages: 6, sheets: 3, warnings: [], notes: [], settings: 'A4, poker 63.5 × 88.9 mm' };
    expect(previewSummary(p)).toBe('3 sheets (6 pages) · A4, poker 63.5 × 88.9 mm');
    expect(previewSummary({ ...p, pages: 1, sheets: 1, settings: 'Letter' })).toBe('1 page · Letter');
    expect(centerFileName('cast_sheet', 'Tin Cup: night')).toBe('Tin Cup night-cast-sheet.pdf');
    expect(centerFileName('alignment_test', 'x')).toBe('alignment-test.pdf');
  });
});
