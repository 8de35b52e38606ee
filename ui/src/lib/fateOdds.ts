// The Odds panel's fate family: who shoots or tests (a roster character or one described by class
// and skills), the requests sent to the fate odds commands, and their answers as chart rows. The
// answer shapes mirror src/rules/fate/odds.rs, duel.rs, nerve.rs and fighting.rs.
import type { BarRow } from './bars';
import type { FateCharacterSheet, FateSkillPick } from './fate';

import type { FateChance } from '../bindings/FateChance';
import type { FateDuelOdds } from '../bindings/FateDuelOdds';
import type { FateFightOdds } from '../bindings/FateFightOdds';
import type { FateFireComparison } from '../bindings/FateFireComparison';
import type { FateNerveOdds } from '../bindings/FateNerveOdds';
import type { FateReason } from '../bindings/FateReason';
import type { FateShotOdds } from '../bindings/FateShotOdds';
import type { FateDuelThrow } from '../bindings/FateDuelThrow';
import type { FateNerveThrow } from '../bindings/FateNerveThrow';
import type { FateShotThrow } from '../bindings/FateShotThrow';

export type { FateChance, FateDuelOdds, FateFightOdds, FateFireComparison, FateNerveOdds, FateReason, FateShotOdds };
export type { FateDuelThrow, FateNerveThrow, FateShotThrow };

/** A character of a fate odds command: a stored one, or a sheet described on the spot. */
export type FateRef = { id: number } | { inline: FateCharacterSheet };

/** The shot as the form holds it. */
export type FateShotForm = {
  weapon: string;
  range: number;
  cover: boolean;
  moved: boolean;
  aimed: boolean;
};
/** The shot as sent besides the shooter: the weapon, and its context (`FateShotContext`). */
export type FateShot = {
  weapon: string;
  context: { range: number; cover: boolean; moved: boolean; aimed: boolean };
};

export function blankShot(): FateShotForm {
  return { weapon: 'six_shooter', range: 7, cover: false, moved: false, aimed: false };
}

/** The shot as sent; null while the range is not a distance. */
export function shotRequest(form: FateShotForm): FateShot | null {
  if (!Number.isFinite(form.range) || form.range <= 0 || form.weapon === '') return null;
  return { weapon: form.weapon, context: { range: form.range, cover: form.cover, moved: form.moved, aimed: form.aimed } };
}

/** Who shoots or tests, described on the spot. */
export type FateDescribed = { class: string; skills: FateSkillPick[] };

export type FateChosen = {
  source: 'roster' | 'describe';
  campaign: number | null;
  character: number | null;
  described: FateDescribed;
};

export function blankFateChosen(described: Partial<FateDescribed> = {}): FateChosen {
  return { source: 'describe', campaign: null, character: null, described: { class: '', skills: [], ...described } };
}

/** "The shooter (Shootist)": a described character is named for its part, as the CLI names one. */
export function fateRef(chosen: FateChosen, role: string, className = ''): FateRef | null {
  if (chosen.source === 'roster') return chosen.character === null ? null : { id: chosen.character };
  const d = chosen.described;
  if (d.class === '') return null;
  return {
    inline: {
      name: className ? `${role} (${className})` : role,
      class: d.class,
      skills: d.skills.map((s) => ({ ...s })),
      hand: 'right',
      weapons: [],
      kills: 0,
      wounds: [],
      notes: '',
    },
  };
}

/** "0 hits", "1 hit", "3 hits" for a chance list indexed by hits. */
export function hitsRows(hits: readonly FateChance[]): BarRow[] {
  return hits.map((h, n) => ({
    key: String(n),
    label: `${n} hit${n === 1 ? '' : 's'}`,
    probability: h.probability,
    exact: h.exact,
    tone: n === 0 ? 'failure' : n >= 2 ? 'outstanding' : 'success',
  }));
}

/** The sum of fractions written as the backend writes them ("1/6" + "1/3" = "1/2"). */
export function addExact(parts: readonly string[]): string {
  let [num, den] = [0n, 1n];
  for (const part of parts) {
    const m = /^(\d+)(?:\/(\d+))?$/.exec(part.trim());
    if (!m) return '';
    const [n, d] = [BigInt(m[1]), BigInt(m[2] ?? '1')];
    [num, den] = [num * d + n * den, den * d];
  }
  let [a, b] = [num, den];
  while (b !== 0n) [a, b] = [b, a % b];
  const g = a === 0n ? den : a;
  return den / g === 1n ? String(num / g) : `${num / g}/${den / g}`;
}

/**
 * Hits as bars, the long tail of unlikely counts folded into one "k+ hits" bar once what is left
 * is under `tail` (a fight may score ten hits, the last ones at odds of millions to one).
 */
export function foldedHitsRows(hits: readonly FateChance[], tail = 0.005): BarRow[] {
  const rows = hitsRows(hits);
  for (let k = 2; k < hits.length - 1; k++) {
    const rest = hits.slice(k).reduce((sum, h) => sum + h.probability, 0);
    if (rest < tail) {
      const exact = addExact(hits.slice(k).map((h) => h.exact));
      return [...rows.slice(0, k), { key: `${k}+`, label: `${k}+ hits`, probability: rest, exact, tone: 'outstanding' }];
    }
  }
  return rows;
}

/** What each hit of a fight does (the house fighting results), as bars: wounding blows stand out. */
export function blowRows(fight: Pick<FateFightOdds, 'blows'>): BarRow[] {
  const tone = (blow: string) =>
    blow === 'shot' || blow === 'knifed' || blow === 'struck' ? 'outstanding' : blow === 'no_effect' ? 'failure' : 'success';
  return (fight.blows ?? []).map((b) => ({
    key: b.blow,
    label: b.name,
    probability: b.chance.probability,
    exact: b.chance.exact,
    tone: tone(b.blow) as BarRow['tone'],
  }));
}

/** What may go wrong with a shot, the chances that are not nothing. */
export function mishapRows(shot: FateShotOdds): BarRow[] {
  const rows: [string, string, FateChance][] = [
    ['out_of_ammo', 'Out of ammo', shot.out_of_ammo],
    ['jammed', 'Jammed', shot.jammed],
    ['bow_broken', 'Bow broken', shot.bow_broken],
    ['misfire', 'Misfire', shot.misfire],
    ['fumble', 'Fumble', shot.fumble],
  ];
  return rows
    .filter(([key, , c]) => c && (c.probability > 0 || key === 'out_of_ammo' || key === 'jammed'))
    .map(([key, label, c]) => ({ key, label, probability: c.probability, exact: c.exact, tone: 'disaster' as const }));
}

/** Who fires first in a fast draw: the first, the second, or both together. */
export function duelRows(duel: FateDuelOdds): BarRow[] {
  return [
    { key: 'first', label: duel.first.name, headline: 'fires first', probability: duel.first_fires_first.probability, exact: duel.first_fires_first.exact, tone: 'success' },
    { key: 'together', label: 'Together', headline: 'both fire at once', probability: duel.together.probability, exact: duel.together.exact, tone: 'neutral' },
    { key: 'second', label: duel.second.name, headline: 'fires first', probability: duel.second_fires_first.probability, exact: duel.second_fires_first.exact, tone: 'failure' },
  ];
}

export function nerveRows(nerve: FateNerveOdds): BarRow[] {
  const holds = nerve.holds.probability;
  return [
    { key: 'holds', label: 'Holds his nerve', probability: holds, exact: nerve.holds.exact, tone: 'success' },
    { key: 'fails', label: 'Loses his nerve', probability: 1 - holds, exact: complementExact(nerve.holds.exact), tone: 'disaster' },
  ];
}

/** "1 − 1223/7776" written as a fraction: "6553/7776" (text as the backend writes fractions). */
export function complementExact(exact: string): string {
  const m = /^(\d+)\/(\d+)$/.exec(exact.trim());
  if (!m) return exact === '1' ? '0' : exact === '0' ? '1' : '';
  const [num, den] = [BigInt(m[1]), BigInt(m[2])];
  return `${den - num}/${den}`;
}

/**
 * "+1 die", "−2 dice", "" for a reason that changes no dice; the class's own dice, which every
 * throw starts from, as a count ("5 dice", not "+5 dice": issue 29, item 13).
 */
export function reasonDice(r: FateReason): string {
  if (r.dice === null) return '';
  const unit = Math.abs(r.dice) === 1 ? 'die' : 'dice';
  if (r.source === 'class') return `${r.dice} ${unit}`;
  return `${r.dice >= 0 ? '+' : '−'}${Math.abs(r.dice)} ${unit}`;
}

// "Roll it": a throw's outcome in words, as `posse roll fate …` prints it.
/** "2 hits, jammed". */
export function shotThrowLine(t: FateShotThrow): string {
  const r = t.roll.result;
  const what = [`${r.hits} hit${r.hits === 1 ? '' : 's'}`];
  const mishaps: [boolean, string][] = [
    [r.out_of_ammo, 'out of ammo'],
    [r.jammed, 'jammed'],
    [r.bow_broken, 'bow broken'],
    [r.misfire, 'misfire'],
    [r.fumble, 'fumble'],
  ];
  for (const [on, text] of mishaps) if (on) what.push(text);
  return what.join(', ');
}

/** "Holds his nerve" or "Loses his nerve". */
export function nerveThrowLine(t: FateNerveThrow): string {
  return t.roll.passed ? 'Holds his nerve' : 'Loses his nerve';
}

/** "Kid Kelly fires first", or "They fire together". */
export function duelThrowLine(t: FateDuelThrow): string {
  if (t.outcome === 'first') return `${t.first.name} fires first`;
  if (t.outcome === 'second') return `${t.second.name} fires first`;
  return 'They fire together';
}
