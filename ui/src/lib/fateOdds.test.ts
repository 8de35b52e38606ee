import { describe, expect, it } from 'vitest';
import { addExact, blankFateChosen, blankShot, blowRows, complementExact, foldedHitsRows, duelRows, fateRef, hitsRows, mishapRows, nerveRows, reasonDice, shotRequest, shotThrowLine, nerveThrowLine, duelThrowLine } from './fateOdds';
import type { FateDuelThrow, FateNerveThrow, FateShotThrow } from './fateOdds';
import type { FateShotOdds } from './fateOdds';

const c = (exact: string, probability: number) => ({ exact, probability });

describe('the fate odds requests', () => {
  it('send a described character named for its part, or a roster one by id', () => {
    const chosen = blankFateChosen({ class: 'shootist', skills: [{ id: 'strong', level: 2 }] });
    expect(fateRef(chosen, 'The shooter', 'Shootist')).toEqual({
      inline: { name: 'The shooter (Shootist)', class: 'shootist', skills: [{ id: 'strong', level: 2 }], hand: 'right', weapons: [], kills: 0, wounds: [], notes: '' },
    });
    expect(fateRef(blankFateChosen(), 'The shooter')).toBeNull();
    expect(fateRef({ ...chosen, source: 'roster', character: 7 }, 'The shooter')).toEqual({ id: 7 });
    expect(fateRef({ ...chosen, source: 'roster', character: null }, 'The shooter')).toBeNull();
  });

  it('send the shot\'s context, and nothing without a range', () => {
    expect(shotRequest({ ...blankShot(), cover: true })).toEqual({
      weapon: 'six_shooter',
      context: { range: 7, cover: true, moved: false, aimed: false },
    });
    expect(shotRequest({ ...blankShot(), range: Number.NaN })).toBeNull();
    expect(shotRequest({ ...blankShot(), range: 0 })).toBeNull();
  });
});

describe('the fate odds answers', () => {
  it('show what each hit of a fight does, the wounding blows standing out', () => {
    const chance = (probability: number, exact: string) => ({ probability, exact, percent: '' }) as never;
    const rows = blowRows({
      blows: [
        { blow: 'staggered', name: 'Staggered', chance: chance(1 / 6, '1/6') },
        { blow: 'knocked_down', name: 'Knocked down', chance: chance(1 / 3, '1/3') },
        { blow: 'knifed', name: 'Knifed!', chance: chance(1 / 2, '1/2') },
      ],
    });
    expect(rows.map((r) => [r.label, r.exact, r.tone])).toEqual([
      ['Staggered', '1/6', 'success'],
      ['Knocked down', '1/3', 'success'],
      ['Knifed!', '1/2', 'outstanding'],
    ]);
  });

  it('are bars with their exact fractions', () => {
    const rows = hitsRows([c('925/1944', 0.476), c('80/243', 0.329), c('13/3888', 0.003)]);
    expect(rows.map((r) => [r.key, r.label, r.exact, r.tone])).toEqual([
      ['0', '0 hits', '925/1944', 'failure'],
      ['1', '1 hit', '80/243', 'success'],
      ['2', '2 hits', '13/3888', 'outstanding'],
    ]);
  });

  it('fold the long tail of a fight\'s hits into one bar, its fractions added up', () => {
    expect(addExact(['1/6', '1/3'])).toBe('1/2');
    expect(addExact(['1/2', '1/2'])).toBe('1');
    const hits = [c('1/2', 0.5), c('1/4', 0.25), c('1/5', 0.2), c('49/1000', 0.049), c('1/1000', 0.001)];
    expect(foldedHitsRows(hits).map((r) => [r.label, r.exact])).toEqual([
      ['0 hits', '1/2'], ['1 hit', '1/4'], ['2 hits', '1/5'], ['3 hits', '49/1000'], ['4 hits', '1/1000'],
    ]);
    const long = [c('1/2', 0.5), c('1/4', 0.25), c('2/9', 0.2222), c('1/36', 0.0277), c('1/1000', 0.001), c('1/1000', 0.001)];
    expect(foldedHitsRows(long).map((r) => [r.label, r.exact])).toEqual([
      ['0 hits', '1/2'], ['1 hit', '1/4'], ['2 hits', '2/9'], ['3 hits', '1/36'], ['4+ hits', '1/500'],
    ]);
  });

  it('show out of ammo and jams always, other mishaps only when they may happen', () => {
    const zero = c('0', 0);
    const shot = { out_of_ammo: c('1585/3888', 0.41), jammed: c('151/1296', 0.12), bow_broken: zero, misfire: c('1/6', 0.17), fumble: zero } as FateShotOdds;
    expect(mishapRows(shot).map((r) => r.label)).toEqual(['Out of ammo', 'Jammed', 'Misfire']);
  });

  it('read a nerve test and a duel', () => {
    const nerve = nerveRows({ character: 'Doc', plan: { dice: 5, never_fails: false, rerolls: 0, reasons: [] }, holds: c('4651/7776', 0.598) });
    expect(nerve.map((r) => [r.key, r.exact])).toEqual([['holds', '4651/7776'], ['fails', '3125/7776']]);
    const plan = (name: string) => ({ name, dice: 5, rerolls: 0, reasons: [] });
    const duel = duelRows({ first: plan('Wyatt'), second: plan('Ike'), first_fires_first: c('1/2', 0.5), second_fires_first: c('1/3', 0.33), together: c('1/6', 0.17), favoured: 'Wyatt' });
    expect(duel.map((r) => r.label)).toEqual(['Wyatt', 'Together', 'Ike']);
  });

  it('word the dice of a reason', () => {
    expect(reasonDice({ source: 'cover', dice: -1, text: '' })).toBe('−1 die');
    expect(reasonDice({ source: 'blaze', dice: 3, text: '' })).toBe('+3 dice');
    expect(reasonDice({ source: 'quick_shot', dice: null, text: '' })).toBe('');
    // The class's dice are where a throw starts: a count, not a modifier.
    expect(reasonDice({ source: 'class', dice: 5, text: 'Shootist: nerve dice' })).toBe('5 dice');
    expect(complementExact('1/6')).toBe('5/6');
    expect(complementExact('1')).toBe('0');
  });
});

describe('a throw in words, as posse roll fate prints it', () => {
  const result = { hits: 1, out_of_ammo: false, jammed: false, bow_broken: false, misfire: false, fumble: false };
  it('says the hits and every mishap', () => {
    const shot = { seed: 7, plan: {}, roll: { first: [6, 1], rerolled: [], dice: [6, 1], result } } as unknown as FateShotThrow;
    expect(shotThrowLine(shot)).toBe('1 hit');
    const jam = { ...shot, roll: { ...shot.roll, result: { ...result, hits: 0, jammed: true, out_of_ammo: true } } } as FateShotThrow;
    expect(shotThrowLine(jam)).toBe('0 hits, out of ammo, jammed');
  });
  it('says whether he holds his nerve and who fires first', () => {
    const nerve = (passed: boolean) => ({ seed: 1, plan: {}, roll: { first: [6], rerolled: [], passed } }) as unknown as FateNerveThrow;
    expect(nerveThrowLine(nerve(true))).toBe('Holds his nerve');
    expect(nerveThrowLine(nerve(false))).toBe('Loses his nerve');
    const duel = (outcome: string) => ({ seed: 1, first: { name: 'Kid Kelly' }, second: { name: 'Doc Ames' }, outcome }) as unknown as FateDuelThrow;
    expect(duelThrowLine(duel('first'))).toBe('Kid Kelly fires first');
    expect(duelThrowLine(duel('second'))).toBe('Doc Ames fires first');
    expect(duelThrowLine(duel('together'))).toBe('They fire together');
  });
});
