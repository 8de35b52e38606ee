import { describe, expect, it } from 'vitest';
import {
  blankSheetForm,
  defaultPaper,
  editOf,
  numberFaults,
  printerForm,
  profileFaults,
  profileOf,
  settingsOf,
} from './print';

describe('defaultPaper', () => {
  it('offers Letter in the US and Canada and A4 elsewhere', () => {
    expect(defaultPaper('en-US')).toBe('letter');
    expect(defaultPaper('fr-CA')).toBe('letter');
    expect(defaultPaper('en-GB')).toBe('a4');
    expect(defaultPaper('de')).toBe('a4');
    expect(defaultPaper(undefined)).toBe('a4');
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
    // The action deck is laid out for poker cards only: no card size, but bleed and marks.
    expect(settingsOf(form, 'action_cards')).toEqual({ landscape: false, bleed_mm: 2, marks: 'none' });
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

describe('numberFaults', () => {
  it('names every number field that holds no number, only where it applies (issue 29, item 3)', () => {
    const form = { ...blankSheetForm(), bleed: 'abc', chitSize: '2x', offsetX: '0,8', offsetY: '−1.2', ruler: '99.2mm', paper: 'custom', customPaper: '148 × 210' };
    expect(numberFaults(form, 'fate_deck')).toEqual([
      { field: 'bleed', message: 'Bleed (mm): "abc" is not a number' },
      { field: 'ruler', message: 'Ruler (mm): "99.2mm" is not a number' },
    ]);
    expect(numberFaults(form, 'chits').map((f) => f.field)).toEqual(['chitSize', 'bleed', 'ruler']);
    expect(numberFaults({ ...blankSheetForm(), bleed: 'abc' }, 'alignment_test')).toEqual([]);
    expect(numberFaults({ ...blankSheetForm(), card: 'custom', customCard: 'big' }, 'pack')[0].message)
      .toBe('Card size (W × H mm): "big" is not a width × height in millimetres, e.g. 63x88');
    expect(numberFaults({ ...blankSheetForm(), paper: 'custom' }, 'pack')[0].message)
      .toBe('Paper (W × H mm): type the width × height in millimetres, e.g. 148x210');
    expect(numberFaults(blankSheetForm(), 'pack')).toEqual([]);
    // A size typed with spaces or a × is sent as the backend reads it.
    expect(settingsOf(form, 'pack').paper).toBe('148x210');
  });

  it('names a profile field that holds no number', () => {
    const form = { name: 'Laser', paper: 'a4', duplex: 'long' as const, offsetX: 'x', offsetY: '0', ruler: '' };
    expect(profileFaults(form)).toEqual([{ field: 'offsetX', message: 'Back offset X (mm): "x" is not a number' }]);
  });
});
