// The Odds panel's pure logic: the character as chosen (from a roster or described on the spot)
// and as sent, the request for odds, and the backend's answers as bar chart rows and words.
import type { Situation } from '../api';
import type { ChainOdds } from '../bindings/ChainOdds';
import type { Catalog } from '../bindings/Catalog';
import type { CharacterRef } from '../bindings/CharacterRef';
import type { CharacterSheet } from '../bindings/CharacterSheet';
import type { RolledTest } from '../bindings/RolledTest';
import type { TestId } from '../bindings/TestId';
import type { TestOdds } from '../bindings/TestOdds';
import type { TraitPick } from '../bindings/TraitPick';
import { bandLabel, bandTone, type BarRow } from './bars';

/** A character described on the spot, as the form holds it ('' for not chosen). */
export type Described = { type: string; personality: string; traits: TraitPick[]; weapon: string; armour: string; shield: boolean };

/** Who tests, as the chooser holds it: both ways are kept, so switching back loses nothing. */
export type Chosen = {
  source: 'roster' | 'describe';
  campaign: number | null;
  character: number | null;
  described: Described;
};

export function blankChosen(described: Partial<Described> = {}): Chosen {
  return {
    source: 'describe',
    campaign: null,
    character: null,
    described: { type: '', personality: '', traits: [], weapon: '', armour: '', shield: false, ...described },
  };
}

/**
 * A described character as sent, a sheet of its own: nothing until a type is chosen; named for
 * its part and type ("The shooter (Hero)"), as the CLI names one; Ordinary and unarmoured unless
 * said; a trait's skill or weapon trimmed and left off when empty (so the backend names what is
 * missing); the weapon as a list of one.
 */
export function describedSheet(d: Described, role: string, catalog: Catalog | null = null): CharacterSheet | null {
  if (d.type === '') return null;
  const typeName = catalog?.types.find((t) => t.id === d.type)?.name ?? d.type;
  return {
    name: `The ${role} (${typeName})`,
    type: d.type,
    personality: d.personality === '' ? 'ordinary' : d.personality,
    traits: d.traits.map((t) => {
      const param = t.param?.trim();
      return param ? { id: t.id, param } : { id: t.id };
    }),
    weapons: d.weapon === '' ? [] : [d.weapon],
    armour: d.armour === '' ? 'none' : d.armour,
    shield: d.shield,
    notes: '',
  };
}

/** The character to send (`{id}` or `{inline: sheet}`), or null while the choice is incomplete. */
export function characterRef(chosen: Chosen, role: string, catalog: Catalog | null = null): CharacterRef | null {
  if (chosen.source === 'roster') return chosen.character === null ? null : { id: chosen.character };
  const sheet = describedSheet(chosen.described, role, catalog);
  return sheet && { inline: sheet };
}

export type TestRequest = { character: CharacterRef; test: TestId; circumstances: Situation };
/** A shot or an attack: who shoots or attacks, at whom. */
export type ChainRequest = { actor: CharacterRef; target: CharacterRef; circumstances: Situation };

/** The request for a test's odds, or null while something is not chosen yet. */
export function testRequest(chosen: Chosen, test: TestId | '', circumstances: Situation, catalog: Catalog | null = null): TestRequest | null {
  const character = characterRef(chosen, 'character', catalog);
  if (character === null || test === '') return null;
  return { character, test, circumstances };
}

/** The request for a shot's or an attack's odds; `role` names the one who acts ("shooter"). */
export function chainRequest(
  actor: Chosen,
  target: Chosen,
  circumstances: Situation,
  catalog: Catalog | null = null,
  role = 'shooter',
): ChainRequest | null {
  const a = characterRef(actor, role, catalog);
  const t = characterRef(target, 'target', catalog);
  if (a === null || t === null) return null;
  return { actor: a, target: t, circumstances };
}

/**
 * The circumstances of a shot or a fight a target's form offers. A roster target plays with the
 * dice and cards his last aftermath gives him ("I'm Exhausted!", "I'm Tired out!"), so reduced dice
 * and one card less are offered for a target described on the spot only (the backend refuses them
 * for a roster target, as the command line does). His cards left in the game are asked either way.
 */
export const INLINE_TARGET_FIELDS = ['target_reduced', 'target_one_card_less'];

export function chainFields(fields: string[] | null, target: Chosen): string[] | null {
  if (fields === null || target.source !== 'roster') return fields;
  return fields.filter((f) => !INLINE_TARGET_FIELDS.includes(f));
}

// ---- Answers as charts and words -------------------------------------------------------------------

/** A test's outcomes as bars: 1, 2–4, 5–9, 10 with the chart's headline for each. */
export function outcomeRows(odds: Pick<TestOdds, 'outcomes'>): BarRow[] {
  return odds.outcomes.map((o) => ({
    key: o.band,
    label: bandLabel(o.band),
    headline: o.headline,
    probability: o.probability,
    tone: bandTone(o.band),
  }));
}

/**
 * What a shot does to its target, worst effect first read as the chain reads it: nothing (no
 * shot, a miss or near misses only), a graze, a Courage Test, or cards lost. These exclude each
 * other and add up to 1.
 */
export function chainRows(chain: ChainOdds, kind: 'shot' | 'attack' = 'shot'): BarRow[] {
  const s = chain.summary;
  return [
    { key: 'no_effect', label: 'No effect', headline: `No ${kind}, a miss or a near miss`, probability: s.p_no_effect, tone: 'failure' },
    { key: 'graze', label: 'Graze', headline: 'The worst was a graze', probability: s.p_graze, tone: 'neutral' },
    { key: 'courage_test', label: 'Courage Test', headline: 'The target must test their courage', probability: s.p_courage_test, tone: 'success' },
    { key: 'cards_lost', label: 'Cards lost', headline: 'At least one hit takes a card', probability: s.p_cards_lost, tone: 'disaster' },
  ];
}

/** The chance of each number of cards lost (0 up to all the target's cards; all is a casualty). */
export function cardsLostRows(chain: Pick<ChainOdds, 'cards_lost'>): BarRow[] {
  const last = chain.cards_lost.length - 1;
  return chain.cards_lost.map((p, n) => ({
    key: `cards_${n}`,
    label: n === 0 ? 'None' : n === 1 ? '1 card' : `${n} cards`,
    headline: n > 0 && n === last ? 'Out of the fight' : null,
    probability: p,
    tone: n === 0 ? 'neutral' : n === last ? 'disaster' : 'failure',
  }));
}

/** The chance of each number of hits landing (index 0 = none). */
export function hitsRows(chain: Pick<ChainOdds, 'hits'>): BarRow[] {
  return chain.hits.map((p, n) => ({
    key: `hits_${n}`,
    label: n === 0 ? 'No hit' : n === 1 ? '1 hit' : `${n} hits`,
    probability: p,
    tone: n === 0 ? 'neutral' : 'success',
  }));
}

/** "−2" for a DV adjustment (the target's DV goes down: worse for them), "+1". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** The dice of a roll as shown: each die, with the one that counts marked. */
export type DieShown = { value: number; counts: boolean };

/** The dice of a throw, marking the first die showing the result (the one that counts). */
export function diceShown(dice: readonly number[], result: number | null): DieShown[] {
  let marked = false;
  return dice.map((value) => {
    const counts = !marked && result !== null && value === result;
    if (counts) marked = true;
    return { value, counts };
  });
}

/** How a roll's result came about: "Rolled 8", "Rolled 8 (2 dice score)", "The red joker stands for a 10". */
export function rollHow(roll: RolledTest): string {
  if (roll.automatic) return 'No roll needed';
  if (roll.joker) return `The ${roll.joker} joker stands for a ${roll.result}`;
  const scoring = roll.scoring === null ? '' : ` (${roll.scoring === 1 ? '1 die scores' : `${roll.scoring} dice score`})`;
  return `Rolled ${roll.result}${scoring}`;
}

/** A seed for a roll that names none: any whole number the dice may start from. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}

/** A seed as typed: a whole number, or null (a random roll) when empty; undefined when not valid. */
export function parseSeed(typed: string): number | null | undefined {
  const t = typed.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t)) return undefined;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : undefined;
}
