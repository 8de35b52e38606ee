import { describe, expect, it } from 'vitest';
import {
  blankHeroSheet,
  cardName,
  heroChecks,
  heroSheetOf,
  heroSheetToSend,
  parsePool,
  poolLabel,
  removeSkill,
  setRank,
  setSkill,
  setWounds,
  skillId,
  skillName,
  skillRows,
  statBars,
  statGroups,
  woundsAt,
} from './twtw';
import {
  TWTW_CATALOG_FIXTURE as catalog,
  TWTW_DECK_FIXTURE as deck,
  TWTW_DEMO_HEROES as heroes,
  TWTW_STATS_FIXTURE as stats,
} from '../../../tests/ui-fixtures/recorded/twtw';

describe('a hero sheet', () => {
  it('starts with every trait Normal and a man’s Size', () => {
    const sheet = blankHeroSheet(catalog);
    expect(Object.keys(sheet.traits)).toHaveLength(8);
    expect(Object.values(sheet.traits).every((r) => r === 2)).toBe(true);
    expect(sheet.size).toBe(6);
  });

  it('puts a skill under one trait, moving it when it changes trait', () => {
    let sheet = setSkill(blankHeroSheet(catalog), 'coordination', 'shooting_rifle', 3);
    sheet = setSkill(sheet, 'dexterity', 'sneak', 1);
    expect(skillRows(sheet, catalog)).toEqual([
      { trait: 'dexterity', id: 'sneak', level: 1 },
      { trait: 'coordination', id: 'shooting_rifle', level: 3 },
    ]);
    sheet = setSkill(sheet, 'dexterity', 'shooting_rifle', 3);
    expect(sheet.skills).toEqual({ dexterity: { sneak: 1, shooting_rifle: 3 } });
    expect(removeSkill(sheet, 'sneak').skills).toEqual({ dexterity: { shooting_rifle: 3 } });
  });

  it('reads a skill’s pool from its trait’s rank', () => {
    const sheet = setRank(blankHeroSheet(catalog), 'coordination', 4);
    expect(poolLabel(3, sheet.traits.coordination!)).toBe('3d10');
    expect(poolLabel(2, 1)).toBe('2d4');
  });

  it('keeps wounds only where there are some', () => {
    let sheet = setWounds(blankHeroSheet(catalog), 'left_leg', 2);
    expect(woundsAt(sheet, 'left_leg')).toBe(2);
    sheet = setWounds(sheet, 'left_leg', 0);
    expect(sheet.wounds).toEqual({});
  });

  it('is taken back from a stored hero without the view’s keys', () => {
    const miranda = heroes.find((h) => h.name === 'Miranda Valentine')!;
    const sheet = heroSheetOf(miranda);
    expect(Object.keys(sheet).sort()).toEqual(['conc_lost', 'name', 'notes', 'size', 'skills', 'traits', 'wounds']);
    expect(sheet.skills.coordination?.shooting_rifle).toBe(3);
    expect(heroSheetToSend({ ...sheet, name: ' Miranda ' }).name).toBe('Miranda');
  });

  it('names skills of the chapter and of the group’s own', () => {
    expect(skillName(catalog, 'shooting_rifle')).toBe('Shooting: Rifle');
    expect(skillName(catalog, 'card_sharp')).toBe('card sharp');
    expect(skillId(' Card sharp! ')).toBe('card_sharp');
  });
});

describe('the deck', () => {
  it('names its cards as playing cards', () => {
    expect(cardName(deck.cards[50])).toBe('A♦');
    expect(cardName(deck.cards[0])).toBe('Joker (red)');
    expect(cardName(deck.cards[53])).toBe('Joker (black)');
    expect(cardName(deck.cards[1])).toBe('2♣');
    expect(cardName(deck.cards[37])).toBe('J♣');
  });

  it('draws each column’s bars beside ideal dice, each side adding up to one', () => {
    const column = stats.columns.find((c) => c.id === 'cause.d10.3')!;
    const { deck: d, ideal } = statBars(column);
    expect(d).toHaveLength(10);
    expect(d.reduce((n, b) => n + b.probability, 0)).toBeCloseTo(1);
    expect(ideal.reduce((n, b) => n + b.probability, 0)).toBeCloseTo(1);
    expect(ideal[9].probability).toBeCloseTo(0.271);
    const groups = statGroups(stats.columns);
    expect(groups.map((g) => g.label)).toEqual(['Cause grid (checks)', 'Effect grid (damage)', 'The rest of the card']);
    expect(groups[0].columns).toHaveLength(25);
  });

  it('reads pools as typed', () => {
    expect(parsePool('3d10')).toEqual({ dice: 3, die: 'd10' });
    expect(parsePool('(5)8')).toEqual({ dice: 5, die: 'd8' });
    expect(parsePool('2d20')).toBeNull();
    expect(parsePool('d6')).toBeNull();
  });
});

describe("a roster hero's checks in the odds panel", () => {
  it('offers each of his skills with its pool', () => {
    const miranda = heroes.find((h) => h.name === 'Miranda Valentine')!;
    const checks = heroChecks(miranda);
    expect(checks.map((c) => c.label).sort()).toEqual(['Firearms: Pistol 2d10', 'Initiative 2d10', 'Shooting: Rifle 3d10', 'Sneak 1d8']);
    expect(checks.find((c) => c.id === 'shooting_rifle')!.pool).toBe('3d10');
  });
});
