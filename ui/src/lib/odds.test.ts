import { describe, expect, it } from 'vitest';
import type { ChainOdds } from '../bindings/ChainOdds';
import type { RolledTest } from '../bindings/RolledTest';
import { CATALOG_FIXTURE } from '../../../tests/ui-fixtures/catalog';
import {
  blankChosen,
  cardsLostRows,
  chainRows,
  characterRef,
  describedSheet,
  diceShown,
  outcomeRows,
  parseSeed,
  randomSeed,
  rollHow,
  chainFields,
  chainRequest,
  signed,
  testRequest,
} from './odds';

describe('the character sent', () => {
  it('is nothing until a type is chosen', () => {
    expect(describedSheet(blankChosen().described, 'character')).toBeNull();
    expect(characterRef(blankChosen(), 'character')).toBeNull();
    expect(testRequest(blankChosen(), 'wanting_to_shoot', {})).toBeNull();
  });

  it('is a whole sheet, named for its part, Ordinary and unarmoured unless said', () => {
    const plain = blankChosen().described;
    expect(describedSheet({ ...plain, type: 'supporting' }, 'character', CATALOG_FIXTURE)).toEqual({
      name: 'The character (Supporting Character)',
      type: 'supporting',
      personality: 'ordinary',
      traits: [],
      weapons: [],
      armour: 'none',
      shield: false,
      notes: '',
    });
    expect(characterRef(blankChosen({ type: 'supporting', personality: 'disciplined' }), 'character')).toEqual({
      inline: {
        name: 'The character (supporting)',
        type: 'supporting',
        personality: 'disciplined',
        traits: [],
        weapons: [],
        armour: 'none',
        shield: false,
        notes: '',
      },
    });
  });

  it('trims a trait parameter and drops an empty one, and carries the weapon as a list', () => {
    expect(
      describedSheet(
        {
          type: 'hero',
          personality: 'disciplined',
          traits: [{ id: 'marksman' }, { id: 'expert', param: ' repeating_rifle ' }, { id: 'good_in_skill', param: ' ' }],
          weapon: 'repeating_rifle',
          armour: 'minimal',
          shield: true,
        },
        'shooter',
        CATALOG_FIXTURE,
      ),
    ).toEqual({
      name: 'The shooter (Hero)',
      type: 'hero',
      personality: 'disciplined',
      traits: [{ id: 'marksman' }, { id: 'expert', param: 'repeating_rifle' }, { id: 'good_in_skill' }],
      weapons: ['repeating_rifle'],
      armour: 'minimal',
      shield: true,
      notes: '',
    });
  });

  it('is the stored id for a roster character', () => {
    const chosen = { ...blankChosen({ type: 'hero' }), source: 'roster' as const, campaign: 1, character: null };
    expect(characterRef(chosen, 'character')).toBeNull();
    expect(characterRef({ ...chosen, character: 7 }, 'character')).toEqual({ id: 7 });
    expect(testRequest({ ...chosen, character: 7 }, 'courage_test', { cut: true })).toEqual({ character: { id: 7 }, test: 'courage_test', circumstances: { cut: true } });
    expect(testRequest({ ...chosen, character: 7 }, '', {})).toBeNull();
  });

  it('needs both a shooter and a target for a shot', () => {
    const hero = blankChosen({ type: 'hero', weapon: 'repeating_rifle' });
    expect(chainRequest(hero, blankChosen(), {})).toBeNull();
    const shot = chainRequest(hero, blankChosen({ type: 'supporting' }), { cover: 'light' }, CATALOG_FIXTURE)!;
    expect(shot.circumstances).toEqual({ cover: 'light' });
    expect(shot.actor).toMatchObject({ inline: { name: 'The shooter (Hero)', weapons: ['repeating_rifle'] } });
    expect(shot.target).toMatchObject({ inline: { name: 'The target (Supporting Character)', weapons: [] } });
    const fight = chainRequest(hero, blankChosen({ type: 'minor' }), {}, CATALOG_FIXTURE, 'attacker')!;
    expect(fight.actor).toMatchObject({ inline: { name: 'The attacker (Hero)' } });
  });

});

describe('answers as bars', () => {
  it('head a test outcome as the chart does', () => {
    const rows = outcomeRows({
      outcomes: [
        { band: 'one', headline: "I'm not sure I can do this!", probability: 0.01, exact: '0.01' },
        { band: 'five_to_nine', headline: 'Shoot at the Enemy!', probability: 0.99, exact: '0.99' },
      ],
    });
    expect(rows).toEqual([
      { key: 'one', label: '1', headline: "I'm not sure I can do this!", probability: 0.01, tone: 'disaster' },
      { key: 'five_to_nine', label: '5–9', headline: 'Shoot at the Enemy!', probability: 0.99, tone: 'success' },
    ]);
  });

  it('read a shot as what happens to the target, and its cards lost', () => {
    const chain = {
      summary: { p_no_effect: 0.5, p_graze: 0.1, p_courage_test: 0.25, p_cards_lost: 0.15 },
      cards_lost: [0.85, 0.1, 0.05],
    } as unknown as ChainOdds;
    expect(chainRows(chain, 'attack')[0].headline).toBe('No attack, a miss or a near miss');
    expect(chainRows(chain).map((r) => [r.key, r.probability])).toEqual([
      ['no_effect', 0.5],
      ['graze', 0.1],
      ['courage_test', 0.25],
      ['cards_lost', 0.15],
    ]);
    expect(cardsLostRows(chain).map((r) => [r.label, r.headline])).toEqual([
      ['None', null],
      ['1 card', null],
      ['2 cards', 'Out of the fight'],
    ]);
  });

  it('sign DV changes with a real minus', () => {
    expect([signed(-2), signed(1), signed(0)]).toEqual(['−2', '+1', '0']);
  });
});

describe('a roll', () => {
  const base: RolledTest = {
    test: 'wanting_to_shoot',
    title: 'Wanting to Shoot or Move and shoot',
    character: 'Described',
    dice: '1D10',
    joker: null,
    automatic: false,
    first: [3],
    reroll_because: 'Disciplined: may re-roll Wanting to shoot, must keep the second',
    reroll: [8],
    second_throw: null,
    result: 8,
    scoring: null,
    band: 'five_to_nine',
    headline: 'Shoot at the Enemy!',
    reasons: [],
  };

  it('marks the die that counts once', () => {
    expect(diceShown([7, 7], 7)).toEqual([{ value: 7, counts: true }, { value: 7, counts: false }]);
    expect(diceShown([2, 9], 9)).toEqual([{ value: 2, counts: false }, { value: 9, counts: true }]);
    expect(diceShown([3], null)).toEqual([{ value: 3, counts: false }]);
  });

  it('says how the result came about', () => {
    expect(rollHow(base)).toBe('Rolled 8');
    expect(rollHow({ ...base, joker: 'red', result: 10, band: 'ten', headline: 'Got Them!' })).toBe('The red joker stands for a 10');
    expect(rollHow({ ...base, automatic: true })).toBe('No roll needed');
    expect(rollHow({ ...base, scoring: 2 })).toBe('Rolled 8 (2 dice score)');
    expect(rollHow({ ...base, scoring: 1 })).toBe('Rolled 8 (1 die scores)');
  });

  it('gets a seed of its own when none is typed', () => {
    const seed = randomSeed();
    expect(Number.isSafeInteger(seed) && seed >= 0).toBe(true);
  });

  it('takes a seed as a whole number, or none', () => {
    expect(parseSeed('')).toBeNull();
    expect(parseSeed(' 42 ')).toBe(42);
    expect(parseSeed('-1')).toBeUndefined();
    expect(parseSeed('4.2')).toBeUndefined();
    expect(parseSeed('99999999999999999999')).toBeUndefined();
  });
});

describe("a target's fields", () => {
  it('offer reduced dice and one card less for a target described on the spot only', () => {
    const fields = ['cover', 'target_reduced', 'target_one_card_less', 'target_cards', 'target_cut'];
    expect(chainFields(fields, blankChosen({ type: 'supporting' }))).toEqual(fields);
    // A roster target's last aftermath says them ("I'm Exhausted!", "I'm Tired out!").
    const roster = { ...blankChosen(), source: 'roster' as const, campaign: 1, character: 8 };
    expect(chainFields(fields, roster)).toEqual(['cover', 'target_cards', 'target_cut']);
    expect(chainFields(null, roster)).toBeNull();
  });
});
