import { describe, expect, it } from 'vitest';
import {
  groupBy,
  meleeGroups,
  missileGroups,
  traitGroups,
  traitLabel,
  typeOption,
  weaponDetail,
  weaponName,
} from './catalog';
import { CATALOG_FIXTURE as catalog } from '../../../tests/ui-fixtures/catalog';

describe('grouping for pick lists', () => {
  it('keeps first-seen order of groups and items', () => {
    expect(groupBy(['b1', 'a1', 'b2'], (s) => s[0])).toEqual([
      { label: 'b', items: ['b1', 'b2'] },
      { label: 'a', items: ['a1'] },
    ]);
  });

  it('lists general traits before combat ones', () => {
    const groups = traitGroups(catalog);
    expect(groups.map((g) => g.label)).toEqual(['General', 'Combat']);
    expect(groups[0].items.map((t) => t.id)).toEqual(['athletic', 'good_in_skill', 'fleet_footed', 'tough']);
    expect(groups[1].items.map((t) => t.id)).toEqual(['brawler', 'expert', 'marksman', 'quick_draw']);
  });

  it('groups missile weapons by the Weapons Table part and melee weapons by kind, with headings', () => {
    expect(missileGroups(catalog).map((g) => [g.label, g.items.length])).toEqual([
      ['Non-gunpowder weapons', 1],
      ['Handguns', 2],
      ['Shotguns', 1],
      ['Shoulder arms', 1],
    ]);
    expect(meleeGroups(catalog).map((g) => g.label)).toEqual(['Fists etc.', 'Fighting weapons', 'Improvised weapons']);
  });

  it('humanises a group the UI has no heading for yet', () => {
    const odd = { ...catalog.missile_weapons[0], group: 'artillery' as never };
    expect(missileGroups({ ...catalog, missile_weapons: [odd] })[0].label).toBe('Artillery');
  });
});

describe('labels', () => {
  it('describe a type with its cards, dice and trait allowance', () => {
    expect(typeOption(catalog.types[0])).toBe('Hero: 4 cards, 2D10, take the best, up to 4 skills/traits');
    expect(typeOption(catalog.types[3])).toBe('Minor Character: 1 card, 1D10, up to 1 skill/trait');
  });

  it('name a trait with its skill or weapon', () => {
    expect(traitLabel(catalog, { id: 'brawler' })).toBe('Brawler');
    expect(traitLabel(catalog, { id: 'good_in_skill', param: ' Tracking ' })).toBe('Good in a particular skill (Tracking)');
    expect(traitLabel(catalog, { id: 'expert', param: 'repeating_rifle' })).toBe(
      'Fighter or Expert with a particular weapon (Repeating rifle)',
    );
    expect(traitLabel(catalog, { id: 'expert', param: null })).toBe('Fighter or Expert with a particular weapon');
    expect(traitLabel(catalog, { id: 'time_traveller' })).toBe('time_traveller');
  });

  it('give missile weapons range and impact and melee weapons reach', () => {
    expect(weaponDetail(catalog, 'repeating_rifle')).toBe('Range 36, impact Normal');
    expect(weaponDetail(catalog, 'bowie_knife')).toBe('Short reach');
    expect(weaponDetail(catalog, 'ray_gun')).toBe('');
    expect(weaponName(catalog, 'ray_gun')).toBe('ray_gun');
  });
});
