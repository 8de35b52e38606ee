// The rule sets Posse knows, as the backend's Ruleset enum lists them; Quick on the Draw, the
// fate-deck family, My Wild West and The West That Wasn't keep rosters.
import type { Ruleset } from '../bindings/Ruleset';

export type RulesetInfo = { id: Ruleset; title: string; ready: boolean };

export const RULESETS: readonly RulesetInfo[] = [
  { id: 'qotd', title: 'Quick on the Draw', ready: true },
  { id: 'fate', title: 'Western Gunfight (fate deck)', ready: true },
  { id: 'mww', title: 'My Wild West', ready: true },
  { id: 'twtw', title: "The West That Wasn't", ready: true },
];

/** Sides of a QOTD campaign play under a suit; the fate family and My Wild West deal no suits. */
export function hasSuits(id: Ruleset): boolean {
  return id === 'qotd';
}

export function rulesetTitle(id: Ruleset): string {
  return RULESETS.find((r) => r.id === id)?.title ?? id;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Up to two initials for a portrait placeholder, from the words that start with a letter. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .filter(Boolean);
  const picked = letters.length > 2 ? [letters[0], letters[letters.length - 1]] : letters;
  return picked.join('').toUpperCase() || '?';
}
