import { describe, expect, it } from 'vitest';
import {
  addSkill,
  blankFateSheet,
  canAddSkill,
  changedOptions,
  classOption,
  deckGroups,
  deckSummary,
  fateSheetToSend,
  impliedSkills,
  indianClassesOn,
  maxSkillLevel,
  nonDefaultCount,
  optionRows,
  ownLevel,
  removeSkill,
  setSkillLevel,
  skillLabel,
  weaponsLine,
  woundLabel,
  type FateDeck,
} from './fate';
import { FATE_CATALOG_FIXTURE as catalog } from '../../../tests/ui-fixtures/recorded/fate-catalog';

const sheet = (skills: { id: string; level: number }[] = []) => ({ ...blankFateSheet(), name: 'Wyatt', class: 'shootist', skills });

describe('skills', () => {
  it('are labelled as a card shows them', () => {
    expect(skillLabel('Strong', 1)).toBe('Strong');
    expect(skillLabel('Strong', 2)).toBe('Very Strong');
    expect(skillLabel('Strong', 3)).toBe('Very, Very Strong');
  });

  it('double when a * skill is picked again, up to the campaign\'s most', () => {
    let s = addSkill(sheet(), catalog, 'quick_shot');
    s = addSkill(s, catalog, 'strong');
    s = addSkill(s, catalog, 'strong');
    expect(s.skills).toEqual([{ id: 'quick_shot', level: 1 }, { id: 'strong', level: 2 }]);
    expect(ownLevel(s, 'strong')).toBe(2);
    expect(canAddSkill(s, catalog, 'strong')).toBe(false);
    expect(addSkill(s, catalog, 'strong')).toBe(s);
    expect(canAddSkill(s, catalog, 'strong', 3)).toBe(true);
    expect(addSkill(s, catalog, 'strong', 3).skills[1]).toEqual({ id: 'strong', level: 3 });
  });

  it('take a single skill once only, and no unknown one', () => {
    const s = addSkill(sheet(), catalog, 'deadeye');
    expect(canAddSkill(s, catalog, 'deadeye')).toBe(false);
    expect(canAddSkill(s, catalog, 'no_such_skill')).toBe(false);
  });

  it('set a row\'s level, or remove it at 0', () => {
    const s = sheet([{ id: 'strong', level: 2 }, { id: 'tough', level: 1 }]);
    expect(setSkillLevel(s, 0, 1).skills[0]).toEqual({ id: 'strong', level: 1 });
    expect(setSkillLevel(s, 0, 0).skills).toEqual([{ id: 'tough', level: 1 }]);
    expect(removeSkill(s, 1).skills).toEqual([{ id: 'strong', level: 2 }]);
    expect(s.skills).toHaveLength(2);
  });

  it('show what a skill gives, at its level, unless taken already', () => {
    expect(impliedSkills(sheet([{ id: 'white_knight', level: 2 }]), catalog)).toEqual([
      { id: 'charmed', name: 'Charmed', level: 2, label: 'Very Charmed', by: ['White knight'] },
      { id: 'tough', name: 'Tough', level: 2, label: 'Very Tough', by: ['White knight'] },
    ]);
    const both = impliedSkills(sheet([{ id: 'white_knight', level: 1 }, { id: 'wildman', level: 1 }, { id: 'charmed', level: 1 }]), catalog);
    expect(both.map((s) => [s.id, s.by])).toEqual([
      ['tough', ['White knight', 'Wildman']],
      ['skilled_fighter', ['Wildman']],
      ['true_grit', ['Wildman']],
    ]);
  });
});

describe('the sheet', () => {
  it('is sent trimmed, with whole kills', () => {
    const s = { ...sheet(), name: '  Doc  ', kills: 2.7 };
    expect(fateSheetToSend(s)).toMatchObject({ name: 'Doc', kills: 2 });
    expect(fateSheetToSend({ ...s, kills: Number.NaN }).kills).toBe(0);
    expect(fateSheetToSend({ ...s, kills: -3 }).kills).toBe(0);
  });

  it('words classes, weapons and wounds', () => {
    expect(classOption(catalog.classes.find((c) => c.id === 'shootist')!)).toBe('Shootist: 5 nerve dice, +1 firing die');
    expect(classOption(catalog.classes.find((c) => c.id === 'citizen')!)).toBe('Citizen: 3 nerve dice, −1 firing die');
    expect(classOption(catalog.classes.find((c) => c.id === 'warrior')!)).toMatch(/\(Indian\)$/);
    expect(weaponsLine(['Six-shooter', 'Six-shooter', 'Knife'])).toBe('Six-shooter ×2, Knife');
    expect(woundLabel({ severity: 'serious', location: 'right_arm' })).toBe('Serious wound, right arm');
  });
});

describe('campaign options', () => {
  it('are every option with its rule in force, the non-defaults marked', () => {
    const rows = optionRows(catalog, { jams: 'ansell1996', fumbles: true });
    expect(rows).toHaveLength(11);
    // The hit-location chart: the TRWNN playsheet 2 chart by default, the house grid one choice away.
    const chart = rows.find((r) => r.id === 'hit_location')!;
    expect(chart).toMatchObject({ kind: 'reading', value: 'playsheet', isDefault: true });
    expect(chart.rule).toMatch(/Playsheet 2/);
    expect(chart.other).toMatch(/house grid/);
    // Issue 21, item 11: named for the charts, not for the 1996 text (the house grid is Posse's).
    expect(chart.choices).toEqual([
      { value: 'playsheet', label: 'Playsheet 2 chart' },
      { value: 'house', label: 'House grid' },
    ]);
    const house = optionRows(catalog, { hit_location: 'house' }).find((r) => r.id === 'hit_location')!;
    expect(house).toMatchObject({ value: 'house', isDefault: false });
    expect(house.rule).toMatch(/house grid/);
    expect(rows.find((r) => r.id === 'jams')!.choices.map((c) => c.value)).toEqual(['playsheet', 'ansell1996']);
    const jams = rows.find((r) => r.id === 'jams')!;
    expect(jams).toMatchObject({ kind: 'text', value: 'ansell1996', isDefault: false });
    expect(jams.rule).toMatch(/three or more 1s jam/);
    expect(rows.find((r) => r.id === 'fumbles')).toMatchObject({ kind: 'on', value: true, isDefault: false });
    const hatred = rows.find((r) => r.id === 'hatred_and_fear')!;
    expect(hatred).toMatchObject({ kind: 'on', value: true, isDefault: true });
    // "Off" is the optional rule left out, never called the 1996 rule (the 1996 text has it).
    expect(hatred.other).toMatch(/^Off/);
    expect(hatred.other).not.toMatch(/1996/);
    // Defaults come from the backend's list: an option the UI has never heard of still reads right.
    const rowsWithNew = optionRows({ ...catalog, options: [...catalog.options, { ...catalog.options[8], id: 'new_switch', default_first: true }] }, {});
    expect(rowsWithNew.find((r) => r.id === 'new_switch')).toMatchObject({ kind: 'on', value: true, isDefault: true });
    expect(rows.filter((r) => !r.isDefault).map((r) => r.id)).toEqual(['jams', 'fumbles']);
  });

  it('are stored as what differs from the playsheet game', () => {
    const full = { jams: 'playsheet', actions: 'ansell1996', hatred_and_fear: true, treble_skills: true } as const;
    expect(changedOptions(full)).toEqual({ actions: 'ansell1996', treble_skills: true });
    expect(nonDefaultCount(full)).toBe(2);
    expect(maxSkillLevel(full)).toBe(3);
    expect(maxSkillLevel({})).toBe(2);
    expect(indianClassesOn({})).toBe(true);
    expect(indianClassesOn({ indian_classes: 'ansell1996' })).toBe(false);
  });
});

describe('the fate deck', () => {
  const deck: FateDeck = {
    cards: [
      { kind: { kind: 'character', index: 0, class: 'shootist', held_as_action_card: false }, title: 'Wyatt', text: 'Shootist' },
      { kind: { kind: 'action', card: 'gunman' }, title: 'Gunman Action Card', text: '' },
      { kind: { kind: 'action', card: 'shootist' }, title: 'Shootist Action Card', text: '' },
      { kind: { kind: 'joker' }, title: 'Joker', text: '' },
    ],
  };
  it('is grouped and summed up as a player sorts it', () => {
    expect(deckGroups(deck).map((g) => [g.key, g.cards.length])).toEqual([['character', 1], ['action', 2], ['joker', 1]]);
    expect(deckSummary(deck)).toBe('4 cards: 1 character, 2 action cards, the Joker');
  });
});
