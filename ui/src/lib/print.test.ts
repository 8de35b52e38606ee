import { describe, expect, it } from 'vitest';
import {
  blankSheetForm,
  defaultPaper,
  editOf,
  pdfFileName,
  printablesFor,
  printerForm,
  profileOf,
  rosterFileName,
  savedMessage,
  settingsOf,
  shopMessage,
} from './print';

describe('rosterFileName', () => {
  it('is the campaign name followed by -roster.pdf', () => {
    expect(rosterFileName('Showdown at Dry Gulch')).toBe('Showdown at Dry Gulch-roster.pdf');
  });

  it('drops characters a file name cannot hold', () => {
    expect(rosterFileName('Tombstone 1881/82: "The O.K."')).toBe('Tombstone 1881 82 The O.K.-roster.pdf');
    expect(rosterFileName('../etc')).toBe('etc-roster.pdf');
    expect(rosterFileName('  ')).toBe('campaign-roster.pdf');
  });
});

describe('defaultPaper', () => {
  it('offers Letter in the US and Canada and A4 elsewhere', () => {
    expect(defaultPaper('en-US')).toBe('letter');
    expect(defaultPaper('fr-CA')).toBe('letter');
    expect(defaultPaper('en-GB')).toBe('a4');
    expect(defaultPaper('de')).toBe('a4');
    expect(defaultPaper(undefined)).toBe('a4');
  });
});

describe('savedMessage', () => {
  it('says how many pages went where', () => {
    expect(savedMessage({ path: '/home/jo/roster.pdf', pages: 3, bytes: 18000 })).toBe(
      'Saved 3 pages to /home/jo/roster.pdf',
    );
    expect(savedMessage({ path: 'r.pdf', pages: 1, bytes: 9000 })).toBe('Saved 1 page to r.pdf');
  });
});

describe('printablesFor', () => {
  it('offers the roster always, a fate campaign its deck and chits, a saved QOTD cast its pack', () => {
    expect(printablesFor('qotd', false)).toEqual(['roster', 'alignment_test']);
    expect(printablesFor('qotd', true)).toEqual(['roster', 'pack', 'alignment_test']);
    expect(printablesFor('fate', true)).toEqual(['roster', 'fate_deck', 'chits', 'alignment_test']);
  });

  it('offers a saved MWW cast its turn deck, and no MWW campaign without a cast', () => {
    expect(printablesFor('mww', true)).toEqual(['roster', 'turn_cards', 'alignment_test']);
    expect(printablesFor('mww', false)).toEqual(['roster', 'alignment_test']);
  });
});

describe('pdfFileName', () => {
  it('names the file after the cast or the campaign and what it holds', () => {
    expect(pdfFileName('roster', 'Dry Gulch', null)).toBe('Dry Gulch-roster.pdf');
    expect(pdfFileName('fate_deck', 'Tin Cup', 'Tonight: the bank')).toBe('Tonight the bank-fate-deck.pdf');
    expect(pdfFileName('chits', 'Tin Cup', null)).toBe('Tin Cup-chits.pdf');
    expect(pdfFileName('alignment_test', 'Tin Cup', null)).toBe('alignment-test.pdf');
    expect(pdfFileName('turn_cards', 'Wild Bunch', 'The Dry Creek Bank Job')).toBe('The Dry Creek Bank Job-turn-deck.pdf');
  });
});

describe('settingsOf', () => {
  it('sends the turn deck its card size, bleed and marks, and never a chit setting', () => {
    const form = { ...blankSheetForm(), card: 'bridge', bleed: '2', marks: 'cut_guides' as const, chitShape: 'square' as const };
    expect(settingsOf(form, 'turn_cards')).toEqual({ landscape: false, card: 'bridge', bleed_mm: 2, marks: 'cut_guides' });
  });

  it('sends nothing that was not asked, so the printer profile and the defaults decide', () => {
    expect(settingsOf(blankSheetForm(), 'fate_deck')).toEqual({ landscape: false });
  });

  it('sends what was asked, numbers as numbers, and custom sizes as typed', () => {
    const form = {
      ...blankSheetForm(),
      printer: 'Office laser',
      paper: 'custom',
      customPaper: ' 148x210 ',
      card: 'bridge',
      bleed: '3',
      marks: 'cut_guides' as const,
      duplex: 'short' as const,
      offsetX: '0,8',
      offsetY: '−1.2',
      ruler: '99.2',
    };
    expect(settingsOf(form, 'pack')).toEqual({
      landscape: false,
      printer: 'Office laser',
      paper: '148x210',
      card: 'bridge',
      bleed_mm: 3,
      marks: 'cut_guides',
      duplex: 'short',
      back_offset_mm: [0.8, -1.2],
      measured_ruler_mm: 99.2,
    });
  });

  it('leaves out what does not apply to the printable', () => {
    const form = { ...blankSheetForm(), card: 'tarot', chitShape: 'square' as const, chitSize: '25', bleed: '2', marks: 'none' as const };
    expect(settingsOf(form, 'chits')).toEqual({ landscape: false, chit_shape: 'square', chit_size_mm: 25, bleed_mm: 2, marks: 'none' });
    expect(settingsOf(form, 'alignment_test')).toEqual({ landscape: false, card: 'tarot' });
    expect(settingsOf({ ...blankSheetForm(), offsetY: '2' }, 'fate_deck').back_offset_mm).toEqual([0, 2]);
  });
});

describe('shopMessage', () => {
  it('says how many pages, cards and sheets went where', () => {
    const report = {
      cards: 54, cols: 3, rows: 3, per_sheet: 9, sheets: 6, pages: 12,
      paper_w_mm: 210, paper_h_mm: 297, card_w_mm: 63.5, card_h_mm: 88.9, ruler: 'bottom',
    };
    const outcome = { path: '/home/jo/pack.pdf', bytes: 1, printable: 'pack', report, warnings: [], notes: [], settings: '', printer: null };
    expect(shopMessage(outcome)).toBe('Saved 12 pages to /home/jo/pack.pdf: 54 cards on 6 sheets, 9 to a sheet.');
    expect(shopMessage({ ...outcome, report: { ...report, cards: 0, sheets: 1, pages: 2 } })).toBe(
      'Saved 2 pages to /home/jo/pack.pdf: 1 sheet, 9 to a sheet.',
    );
  });
});

describe('printer profiles', () => {
  it('are made from the form, an edit renaming only when the name changed', () => {
    const form = { name: ' Laser ', paper: 'letter', duplex: 'short' as const, offsetX: '0.8', offsetY: '-1,2', ruler: '99.2' };
    expect(profileOf(form)).toEqual({
      name: 'Laser', paper: 'letter', duplex: 'short', back_offset_x_mm: 0.8, back_offset_y_mm: -1.2, measured_ruler_mm: 99.2,
    });
    expect(editOf(form, 'Laser').name).toBeUndefined();
    expect(editOf({ ...form, name: 'Den' }, 'Laser')).toEqual({
      name: 'Den', paper: 'letter', duplex: 'short', back_offset_mm: [0.8, -1.2], measured_ruler_mm: 99.2,
    });
    expect(printerForm(null).ruler).toBe('100');
  });
});
