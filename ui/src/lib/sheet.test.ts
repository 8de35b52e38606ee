import { describe, expect, it } from 'vitest';
import type { QotdCharacterView } from './sheet';
import { CATALOG_FIXTURE as catalog } from '../../../tests/ui-fixtures/catalog';
import {
  addTrait,
  addWeapon,
  blankSheet,
  catalogFigures,
  figuresWhileInvalid,
  canAddTrait,
  removeTrait,
  removeWeapon,
  sameSheet,
  setTraitParam,
  sheetOf,
  brushMarks,
  sheetToSend,
} from './sheet';

describe('a blank sheet', () => {
  it('has nothing chosen but the lightest armour', () => {
    expect(blankSheet(catalog)).toEqual({
      name: '',
      type: '',
      personality: '',
      traits: [],
      weapons: [],
      armour: 'none',
      shield: false,
      notes: '',
    });
    expect(blankSheet(null).armour).toBe('');
  });
});

describe('traits', () => {
  it('are added once, except those that name a skill or weapon', () => {
    let sheet = addTrait(blankSheet(catalog), catalog, 'tough');
    expect(canAddTrait(sheet, catalog, 'tough')).toBe(false);
    expect(addTrait(sheet, catalog, 'tough').traits).toEqual([{ id: 'tough' }]);
    sheet = addTrait(addTrait(sheet, catalog, 'good_in_skill'), catalog, 'good_in_skill');
    expect(sheet.traits).toEqual([{ id: 'tough' }, { id: 'good_in_skill', param: '' }, { id: 'good_in_skill', param: '' }]);
    expect(canAddTrait(sheet, catalog, 'no_such_trait')).toBe(false);
  });

  it('take a parameter per row and are removed by row', () => {
    const before = addTrait(addTrait(blankSheet(catalog), catalog, 'good_in_skill'), catalog, 'expert');
    const after = setTraitParam(before, 1, 'cartridge_revolver');
    expect(after.traits[1]).toEqual({ id: 'expert', param: 'cartridge_revolver' });
    expect(before.traits[1]).toEqual({ id: 'expert', param: '' });
    expect(removeTrait(after, 0).traits).toEqual([{ id: 'expert', param: 'cartridge_revolver' }]);
  });
});

describe('weapons', () => {
  it('are carried once each and removed by row', () => {
    let sheet = addWeapon(addWeapon(blankSheet(catalog), 'cartridge_revolver'), 'cartridge_revolver');
    sheet = addWeapon(addWeapon(addWeapon(sheet, ''), 'knife'), 'bow');
    expect(sheet.weapons).toEqual(['cartridge_revolver', 'knife', 'bow']);
    expect(removeWeapon(sheet, 1).weapons).toEqual(['cartridge_revolver', 'bow']);
  });
});

describe('the sheet sent to the backend', () => {
  it('trims the name and parameters and drops empty parameters', () => {
    const typed = {
      ...blankSheet(catalog),
      name: '  Jed Clayton ',
      traits: [{ id: 'good_in_skill', param: '  Tracking ' }, { id: 'expert', param: '   ' }, { id: 'tough' }],
    };
    expect(sheetToSend(typed)).toEqual({
      ...typed,
      name: 'Jed Clayton',
      traits: [{ id: 'good_in_skill', param: 'Tracking' }, { id: 'expert' }, { id: 'tough' }],
    });
  });

  it('is the same whether or not whitespace differs', () => {
    const a = { ...blankSheet(catalog), name: 'Jed' };
    expect(sameSheet(a, { ...a, name: ' Jed ' })).toBe(true);
    expect(sameSheet(a, { ...a, shield: true })).toBe(false);
  });
});

describe('sheetOf', () => {
  it('keeps only the sheet fields of a stored character', () => {
    const view: QotdCharacterView = {
      id: 7,
      side_id: 2,
      has_portrait: true,
      derived: {
        cards: 1,
        action_dice: { dice: 1, keep: 'best' },
        reduced_dice: { dice: 2, keep: 'worst' },
        dv: 0,
        move_paces: 8,
        max_traits: 1,
      },
      name: 'Deputy Hank',
      type: 'minor',
      personality: 'cautious',
      traits: [{ id: 'tough', param: null }],
      weapons: ['cartridge_revolver'],
      armour: 'none',
      shield: false,
      notes: 'Owes the barber $2',
    };
    const sheet = sheetOf(view);
    expect(Object.keys(sheet).sort()).toEqual(
      ['armour', 'name', 'notes', 'personality', 'shield', 'traits', 'type', 'weapons'].sort(),
    );
    sheet.traits.push({ id: 'brawler' });
    expect(view.traits).toHaveLength(1);
    // What a brush with death wrote on the sheet survives an edit (QOTD Reel 6, Needs Extensive
    // Medical Care!), and is said in words.
    const shaken = sheetOf({ ...view, personality: 'lucky', cautious: true, courage_tests: true });
    expect([shaken.cautious, shaken.courage_tests]).toEqual([true, true]);
    expect(brushMarks(shaken)).toEqual(['Cautious since a brush with death', 'Takes Courage Tests since a brush with death']);
    expect(brushMarks(sheet)).toEqual([]);
  });
});

describe('catalogFigures', () => {
  it('gives the type table and armour figures while the backend has none', () => {
    const sheet = { ...blankSheet(catalog), type: 'supporting', armour: 'minimal' };
    expect(catalogFigures(sheet, catalog)).toEqual({
      cards: 2,
      action_dice: { dice: 1, keep: 'best' },
      reduced_dice: { dice: 2, keep: 'worst' },
      max_traits: 2,
      dv: 1,
    });
    expect(catalogFigures({ ...sheet, type: '' }, catalog)).toEqual({ dv: 1 });
    expect(catalogFigures({ ...sheet, type: '', armour: '' }, catalog)).toBeNull();
  });
});

describe('figuresWhileInvalid', () => {
  it('keeps the last Move the backend gave while an unrelated issue stands, and the catalog’s type and armour', () => {
    const known = { cards: 3, action_dice: { dice: 2, keep: 'best' as const }, reduced_dice: { dice: 1, keep: 'best' as const }, dv: 0, move_paces: 10, max_traits: 3 };
    const sheet = { ...blankSheet(catalog), name: '', type: 'hero', armour: 'minimal' };
    const shown = figuresWhileInvalid(known, sheet, catalog)!;
    expect(shown.move_paces).toBe(10);
    expect([shown.cards, shown.dv, shown.max_traits]).toEqual([4, 1, 4]);
    expect(figuresWhileInvalid(null, sheet, catalog)).toEqual(catalogFigures(sheet, catalog));
  });
});
