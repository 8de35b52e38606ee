// The West That Wasn't: the shapes the backend sends and accepts, and the pure logic of the hero
// editor and card, the deck browser and the odds panel. Every sheet helper returns a new sheet and
// leaves its input alone.
import type { SheetIssue } from '../bindings/SheetIssue';
import type { TwtwCard } from '../bindings/TwtwCard';
import type { TwtwCatalog } from '../bindings/TwtwCatalog';
import type { TwtwColumnStats } from '../bindings/TwtwColumnStats';
import type { TwtwDeck } from '../bindings/TwtwDeck';
import type { TwtwDie } from '../bindings/TwtwDie';
import type { TwtwHeroDerived } from '../bindings/TwtwHeroDerived';
import type { TwtwHeroSheet } from '../bindings/TwtwHeroSheet';
import type { TwtwPool } from '../bindings/TwtwPool';
import type { BarRow } from './bars';

export type { TwtwCard, TwtwCatalog, TwtwColumnStats, TwtwDeck, TwtwDie, TwtwHeroDerived, TwtwHeroSheet, TwtwPool };

/** A hero as the roster holds it (`CharacterView` of a TWTW campaign). */
export type TwtwHeroView = TwtwHeroSheet & {
  id: number;
  side_id: number;
  ruleset: 'twtw';
  derived: TwtwHeroDerived;
  has_portrait: boolean;
};

/** `SheetCheck` of a hero sheet. */
export type TwtwSheetCheck = { issues: SheetIssue[]; derived: TwtwHeroDerived | null };

export const DICE: readonly TwtwDie[] = ['d4', 'd6', 'd8', 'd10', 'd12'];

/** A roster hero's checks as the odds panel offers them: each skill's pool ("Shooting: Rifle 3d10"). */
export function heroChecks(hero: TwtwHeroView): { id: string; label: string; pool: string }[] {
  return hero.derived.skills.map((k) => ({ id: k.id, label: `${k.name} ${k.pool}`, pool: k.pool }));
}

/** A new hero: every trait Normal, a man's Size. */
export function blankHeroSheet(catalog: TwtwCatalog): TwtwHeroSheet {
  return {
    name: '',
    traits: Object.fromEntries(catalog.traits.map((t) => [t.id, catalog.default_rank])),
    skills: {},
    size: catalog.default_size,
    wounds: {},
    conc_lost: 0,
    notes: '',
  };
}

/** The sheet of a stored hero, without the keys the view adds. */
export function heroSheetOf(view: TwtwHeroView): TwtwHeroSheet {
  return {
    name: view.name,
    traits: { ...view.traits },
    skills: Object.fromEntries(Object.entries(view.skills).map(([t, list]) => [t, { ...list }])),
    size: view.size,
    wounds: { ...view.wounds },
    conc_lost: view.conc_lost,
    notes: view.notes,
  };
}

/** The die of a trait rank (1 d4 … 5 d12). */
export function dieOfRank(rank: number): TwtwDie {
  return DICE[Math.min(Math.max(rank, 1), 5) - 1];
}

/** "3d10": `level` dice of the die of the trait ranked `rank`. */
export function poolLabel(level: number, rank: number): string {
  return `${level}${dieOfRank(rank)}`;
}

export function setRank(sheet: TwtwHeroSheet, trait: string, rank: number): TwtwHeroSheet {
  return { ...sheet, traits: { ...sheet.traits, [trait]: rank } };
}

/** A skill on the sheet: the trait it is under, its id and level. */
export type SkillRow = { trait: string; id: string; level: number };

/** Every skill of the sheet, in the catalog's trait order. */
export function skillRows(sheet: TwtwHeroSheet, catalog: TwtwCatalog): SkillRow[] {
  const order = catalog.traits.map((t) => t.id);
  const traits = Object.keys(sheet.skills).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return traits.flatMap((trait) =>
    Object.entries(sheet.skills[trait] ?? {}).map(([id, level]) => ({ trait, id, level: level ?? 1 })),
  );
}

function withoutSkill(sheet: TwtwHeroSheet, id: string): TwtwHeroSheet['skills'] {
  const skills: TwtwHeroSheet['skills'] = {};
  for (const [trait, list] of Object.entries(sheet.skills)) {
    const rest = Object.fromEntries(Object.entries(list ?? {}).filter(([k]) => k !== id));
    if (Object.keys(rest).length > 0) skills[trait] = rest;
  }
  return skills;
}

/** Puts a skill under `trait` at `level` (moving it if it sat under another trait). */
export function setSkill(sheet: TwtwHeroSheet, trait: string, id: string, level: number): TwtwHeroSheet {
  const skills = withoutSkill(sheet, id);
  skills[trait] = { ...(skills[trait] ?? {}), [id]: level };
  return { ...sheet, skills };
}

export function removeSkill(sheet: TwtwHeroSheet, id: string): TwtwHeroSheet {
  return { ...sheet, skills: withoutSkill(sheet, id) };
}

/** A typed skill name as an id: `Card sharp` → `card_sharp`. */
export function skillId(typed: string): string {
  return typed
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** The skill's name in the catalog, or its id for a skill of the group's own. */
export function skillName(catalog: TwtwCatalog, id: string): string {
  return catalog.skills.find((s) => s.id === id)?.name ?? id.replace(/_/g, ' ');
}

/** The wounds of a location (0 when none), and the sheet with them set (0 removes the entry). */
export function woundsAt(sheet: TwtwHeroSheet, location: string): number {
  return sheet.wounds[location] ?? 0;
}

export function setWounds(sheet: TwtwHeroSheet, location: string, wounds: number): TwtwHeroSheet {
  const next = { ...sheet.wounds };
  if (wounds > 0) next[location] = wounds;
  else delete next[location];
  return { ...sheet, wounds: next };
}

/** The sheet as sent: the name trimmed, numbers whole. */
export function heroSheetToSend(sheet: TwtwHeroSheet): TwtwHeroSheet {
  return { ...sheet, name: sheet.name.trim(), size: Math.round(Number(sheet.size)), conc_lost: Math.round(Number(sheet.conc_lost) || 0) };
}

// ---- The deck --------------------------------------------------------------------------------------

const SUITS: Record<TwtwCard['suit'], string> = {
  red_joker: 'Joker (red)',
  clubs: '♣',
  diamonds: '♦',
  hearts: '♥',
  spades: '♠',
  black_joker: 'Joker (black)',
};

/** The card as a playing card shows it: "A♦", "10♣", "Joker (red)". */
export function cardName(card: TwtwCard): string {
  if (card.rank === 0 || card.rank === 14) return SUITS[card.suit];
  const rank = card.rank <= 9 ? String(card.rank + 1) : ['J', 'Q', 'K', 'A'][card.rank - 10];
  return `${rank}${SUITS[card.suit]}`;
}

export function isRed(card: TwtwCard): boolean {
  return card.suit === 'diamonds' || card.suit === 'hearts' || card.suit === 'red_joker';
}

/** "+2", "0", "−1". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** The arrows beside each entry of the hit-location stack (top to bottom): bumps to reach it. */
export const STACK_ARROWS = ['▲▲', '▲', '', '▼'];

export function locationName(id: string): string {
  const words = id.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A column's bars: the deck's share of each value beside ideal dice's, side by side. */
export function statBars(column: TwtwColumnStats): { deck: BarRow[]; ideal: BarRow[] } {
  const deckTotal = column.bins.reduce((n, b) => n + b.actual, 0) || 1;
  const idealTotal = column.bins.reduce((n, b) => n + b.expected, 0) || 1;
  return {
    deck: column.bins.map((b) => ({ key: b.label, label: b.label, probability: b.actual / deckTotal, exact: `${b.actual} cards` })),
    ideal: column.bins.map((b) => ({
      key: b.label,
      label: b.label,
      probability: b.expected / idealTotal,
      exact: `${b.expected.toFixed(2)} cards in 54`,
    })),
  };
}

/** The stats columns grouped for the browser's picker: cause, effect, and the rest. */
export function statGroups(columns: readonly TwtwColumnStats[]): { label: string; columns: TwtwColumnStats[] }[] {
  const of = (prefix: string) => columns.filter((c) => c.id.startsWith(prefix));
  return [
    { label: 'Cause grid (checks)', columns: of('cause.') },
    { label: 'Effect grid (damage)', columns: of('effect.') },
    { label: 'The rest of the card', columns: columns.filter((c) => !c.id.startsWith('cause.') && !c.id.startsWith('effect.')) },
  ].filter((g) => g.columns.length > 0);
}

/** A pool typed as "3d10" or "(5)8", or null. */
export function parsePool(typed: string): TwtwPool | null {
  const m = /^\s*(?:(\d+)\s*d\s*(\d+)|\(\s*(\d+)\s*\)\s*d?(\d+))\s*$/i.exec(typed);
  if (!m) return null;
  const dice = Number(m[1] ?? m[3]);
  const die = `d${Number(m[2] ?? m[4])}` as TwtwDie;
  return DICE.includes(die) && dice > 0 ? { dice, die } : null;
}

/** "3d10". */
export function poolText(pool: TwtwPool): string {
  return `${pool.dice}${pool.die}`;
}
