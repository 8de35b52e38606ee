// The casting board's pure parts: the board as the player arranges it (one column per player: a
// side, the player's name, a suit, the characters and extras in the scene, cards named by hand; MWW
// the civilians) turned into the backend's ScenarioScript; cards as text ("A K Q J") and back; the preview's cast
// list merged with what is on the board while an answer is on its way; and the wordings.
import type { ActionDice } from '../bindings/ActionDice';
import type { Allocation } from '../bindings/Allocation';
import type { BeastExtra } from '../bindings/BeastExtra';
import type { CampaignDetail } from '../bindings/CampaignDetail';
import type { Card } from '../bindings/Card';
import type { CastMember } from '../bindings/CastMember';
import type { CastSide } from '../bindings/CastSide';
import type { CharacterSheet } from '../bindings/CharacterSheet';
import type { Extra } from '../bindings/Extra';
import type { FateCharacterSheet } from '../bindings/FateCharacterSheet';
import type { MwwFigureSheet } from '../bindings/MwwFigureSheet';
import type { Rank } from '../bindings/Rank';
import type { Scenario } from '../bindings/Scenario';
import type { ScenarioScript } from '../bindings/ScenarioScript';
import type { ScenarioSummary } from '../bindings/ScenarioSummary';
import type { Suit } from '../bindings/Suit';
import type { TraitPick } from '../bindings/TraitPick';
import type { TwtwHeroSheet } from '../bindings/TwtwHeroSheet';
import { humanise } from './catalog';
import { isRedSuit, nextFreeSuit, suitSymbol } from './suits';

/** A suit holds 13 cards; a pack four suits, so at most four players. */
export const SUIT_SIZE = 13;
export const MAX_PLAYERS = 4;

/** Ace high, as the backend deals them. */
export const RANKS: readonly Rank[] = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];

/** One player's column of the board. */
export type BoardColumn = {
  /** Stable over the board's life (for keyed lists and matching previews to columns). */
  key: number;
  side: number;
  player: string;
  /** QOTD: the player's suit; fate: null. */
  suit: Suit | null;
  characters: number[];
  extras: Extra[];
  /** Cards named by hand, by cast member name. */
  cards: { [name in string]?: Rank[] };
};

export type Board = {
  title: string;
  plot: string;
  set_notes: string;
  allocation: Allocation;
  columns: BoardColumn[];
  /** MWW: the civilians in the game, by name (on no side; moved at random by the players). */
  civilians: string[];
};

let nextKey = 1;
const freshKey = () => nextKey++;

/** A new board: one column for each side (at most four), a QOTD column under its side's suit. */
export function newBoard(detail: CampaignDetail): Board {
  // Only QOTD sides play under a suit.
  const fate = detail.campaign.ruleset !== 'qotd';
  const columns: BoardColumn[] = [];
  for (const side of detail.sides.slice(0, MAX_PLAYERS)) {
    const used = columns.map((c) => c.suit);
    const suit = fate ? null : side.suit && !used.includes(side.suit) ? side.suit : nextFreeSuit(used);
    columns.push({ key: freshKey(), side: side.id, player: '', suit, characters: [], extras: [], cards: {} });
  }
  return { title: '', plot: '', set_notes: '', allocation: 'standard', columns, civilians: [] };
}

/** A saved (or copied) scenario laid out on the board again. */
export function boardFromScenario(scenario: Scenario): Board {
  return {
    title: scenario.title,
    plot: scenario.plot,
    set_notes: scenario.set_notes,
    allocation: scenario.allocation,
    civilians: [...(scenario.civilians ?? [])],
    columns: scenario.sides.map((s) => ({
      key: freshKey(),
      side: s.side,
      player: s.player,
      suit: s.suit,
      characters: [...s.characters],
      extras: s.extras.map((e) => ({ ...e })),
      // The backend names a roster character's hand by id ("6"); the board by name, as it shows them.
      cards: Object.fromEntries(
        Object.entries(s.cards).map(([key, ranks]) => [
          s.cast.find((m) => m.character_id !== null && String(m.character_id) === key)?.name ?? key,
          [...(ranks ?? [])],
        ]),
      ),
    })),
  };
}

/** Another player's column: a side nobody plays yet (or the first), with a suit nobody has. */
export function addColumn(board: Board, detail: CampaignDetail): Board {
  const fate = detail.campaign.ruleset !== 'qotd';
  const taken = board.columns.map((c) => c.side);
  const side = detail.sides.find((s) => !taken.includes(s.id)) ?? detail.sides[0];
  if (!side) return board;
  const used = board.columns.map((c) => c.suit);
  const suit = fate ? null : side.suit && !used.includes(side.suit) ? side.suit : nextFreeSuit(used);
  return { ...board, columns: [...board.columns, { key: freshKey(), side: side.id, player: '', suit, characters: [], extras: [], cards: {} }] };
}

export function removeColumn(board: Board, key: number): Board {
  return { ...board, columns: board.columns.filter((c) => c.key !== key) };
}

function mapColumn(board: Board, key: number, change: (c: BoardColumn) => BoardColumn): Board {
  return { ...board, columns: board.columns.map((c) => (c.key === key ? change(c) : c)) };
}

/**
 * Another side for a column, played under `suit` (QOTD; a fate column keeps none): its characters go
 * back to the roster (they ride with the old side); extras stay.
 */
export function setColumnSide(board: Board, key: number, side: number, suit: Suit | null): Board {
  return mapColumn(board, key, (c) =>
    c.side === side
      ? c
      : { ...c, side, suit: c.suit === null ? null : (suit ?? c.suit), characters: [], cards: keepCards(c.cards, c.extras.map(extraName)) },
  );
}

export function setColumn(board: Board, key: number, fields: Partial<Pick<BoardColumn, 'player' | 'suit'>>): Board {
  return mapColumn(board, key, (c) => ({ ...c, ...fields }));
}

/** Every roster character in the scene, whichever column. */
export function castIds(board: Board): Set<number> {
  return new Set(board.columns.flatMap((c) => c.characters));
}

export function addCharacter(board: Board, key: number, id: number): Board {
  if (castIds(board).has(id)) return board;
  return mapColumn(board, key, (c) => ({ ...c, characters: [...c.characters, id] }));
}

export function removeCharacter(board: Board, key: number, id: number, name?: string): Board {
  return mapColumn(board, key, (c) => ({
    ...c,
    characters: c.characters.filter((x) => x !== id),
    cards: name === undefined ? c.cards : withoutKey(c.cards, name),
  }));
}

export function addExtra(board: Board, key: number, extra: Extra): Board {
  return mapColumn(board, key, (c) => ({ ...c, extras: [...c.extras, extra] }));
}

export function removeExtra(board: Board, key: number, name: string): Board {
  return mapColumn(board, key, (c) => {
    const at = c.extras.findIndex((e) => extraName(e) === name);
    return at < 0 ? c : { ...c, extras: c.extras.filter((_, i) => i !== at), cards: withoutKey(c.cards, name) };
  });
}

/** Name a member's cards by hand (`null`: deal them again). */
export function setCards(board: Board, key: number, name: string, ranks: Rank[] | null): Board {
  return mapColumn(board, key, (c) => ({ ...c, cards: ranks === null ? withoutKey(c.cards, name) : { ...c.cards, [name]: ranks } }));
}

function withoutKey<T>(record: { [k in string]?: T }, name: string): { [k in string]?: T } {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== name));
}

function keepCards(cards: BoardColumn['cards'], names: string[]): BoardColumn['cards'] {
  return Object.fromEntries(Object.entries(cards).filter(([k]) => names.includes(k)));
}

export function isCast(column: BoardColumn): boolean {
  return column.characters.length + column.extras.length > 0;
}

/** What is missing before the scenario can be saved (the backend checks the rest). */
export function missing(board: Board): string[] {
  const problems: string[] = [];
  if (board.title.trim() === '') problems.push('Give the scenario a title.');
  const cast = board.columns.filter(isCast);
  if (cast.length === 0) problems.push('Put at least one character or extra in the scene.');
  board.columns.forEach((c, i) => {
    if (isCast(c) && c.player.trim() === '') problems.push(`Name the player of column ${i + 1}.`);
  });
  return problems;
}

/**
 * The script of the board: the columns with someone in the scene (an empty one is left out), and
 * `columns`, the key of the column each of the script's sides comes from. For the live preview
 * (`preview`), a missing title or player name is stood in for so that the cards can be dealt.
 */
export function scriptOf(board: Board, options: { preview?: boolean } = {}): { script: ScenarioScript; columns: number[] } {
  const used = board.columns.map((c, i) => ({ c, i })).filter(({ c }) => isCast(c));
  const stand = (text: string, standIn: string) => (options.preview && text.trim() === '' ? standIn : text.trim());
  return {
    script: {
      title: stand(board.title, 'Untitled scenario'),
      plot: board.plot,
      set_notes: board.set_notes,
      allocation: board.allocation,
      sides: used.map(({ c, i }) => ({
        side: c.side,
        player: stand(c.player, `Player ${i + 1}`),
        suit: c.suit,
        characters: [...c.characters],
        extras: c.extras.map((e) => ({ ...e })),
        cards: keepCards(c.cards, Object.keys(c.cards)),
      })),
      // Only an MWW scenario has civilians: the key is left out when there are none (the backend
      // refuses it for the other families).
      ...(board.civilians.length > 0 ? { civilians: [...board.civilians] } : {}),
    },
    columns: used.map(({ c }) => c.key),
  };
}

// ---- civilians (MWW) ------------------------------------------------------------------------

/** Why a civilian cannot be added as typed, or null. */
export function civilianProblem(name: string, board: Board): string | null {
  const n = name.trim();
  if (n === '') return 'Give the civilian a name.';
  if (board.civilians.some((c) => c.toLowerCase() === n.toLowerCase())) return `${n} is in the game already: pick another name.`;
  return null;
}

export function addCivilian(board: Board, name: string): Board {
  if (civilianProblem(name, board) !== null) return board;
  return { ...board, civilians: [...board.civilians, name.trim()] };
}

export function removeCivilian(board: Board, name: string): Board {
  return { ...board, civilians: board.civilians.filter((c) => c !== name) };
}

// ---- extras ---------------------------------------------------------------------------------

/** A QOTD one-off character (townsfolk, a minor character): a bare sheet. */
export function qotdExtra(name: string, type: string, personality: string): CharacterSheet {
  return { name: name.trim(), type, personality, traits: [], weapons: [], armour: 'none', shield: false, notes: '' };
}

/** A beast of the animal table. */
export function beastExtra(name: string, beast: string): BeastExtra {
  return { name: name.trim(), beast, notes: '' };
}

/** A fate one-off character: a name and a class. */
export function fateExtra(name: string, klass: string): FateCharacterSheet {
  return { name: name.trim(), class: klass, skills: [], hand: 'right', weapons: [], kills: 0, wounds: [], notes: '' };
}

/**
 * An MWW one-off figure (a guard, a stage driver): a bare figure sheet, on foot unless `horse`.
 * Its skills and weapons are ids of the MWW catalog; the backend checks them.
 */
export function mwwExtra(name: string, skills: string[], weapons: string[], horse: boolean): MwwFigureSheet {
  return { name: name.trim(), skills: [...skills], weapons: [...weapons], ...(horse ? { mount: 'horse' } : {}), wounds: 0, kills: 0, notes: '' };
}

/**
 * A TWTW one-off hero (a ranch hand, a bounty man): every trait Normal (2) but those given, and
 * the skills given under the trait whose die they roll (a level of 0 is left out).
 */
export function twtwExtra(
  name: string,
  traits: { [trait in string]?: number },
  skills: { skill: string; trait: string; level: number }[],
): TwtwHeroSheet {
  const bySkill: { [trait in string]?: { [skill in string]?: number } } = {};
  for (const { skill, trait, level } of skills) {
    if (level <= 0) continue;
    bySkill[trait] = { ...(bySkill[trait] ?? {}), [skill]: level };
  }
  const ranked = Object.fromEntries(Object.entries(traits).filter(([, rank]) => rank !== undefined && rank !== 2));
  return { name: name.trim(), traits: ranked, skills: bySkill, size: 6, wounds: {}, conc_lost: 0, notes: '' };
}

export function extraName(extra: Extra): string {
  return extra.name;
}

/** Why an extra cannot be added as typed, or null. */
export function extraProblem(name: string, board: Board, key: number, rosterNames: string[]): string | null {
  const n = name.trim();
  if (n === '') return 'Give the extra a name.';
  const column = board.columns.find((c) => c.key === key);
  const taken = [...(column?.extras.map(extraName) ?? []), ...rosterNames];
  if (taken.some((t) => t.toLowerCase() === n.toLowerCase())) return `${n} is in the scene already: pick another name.`;
  return null;
}

// ---- cards ----------------------------------------------------------------------------------

/**
 * Cards as typed: ranks separated by spaces or commas ("A K Q J", "a,10,9"); a suit sign after a
 * rank is allowed ("A♥") and `T` is a 10. The backend checks the count and duplicates.
 */
export function parseCards(text: string): { ranks: Rank[] } | { error: string } {
  const tokens = text
    .split(/[\s,;]+/)
    .map((t) => t.trim())
    .filter(Boolean);
  if (tokens.length === 0) return { error: 'Name the cards, e.g. “A K Q J”.' };
  const ranks: Rank[] = [];
  for (const token of tokens) {
    const bare = token.replace(/[♥♦♣♠]$/u, '').toUpperCase();
    const rank = bare === 'T' ? '10' : (RANKS.find((r) => r === bare) ?? null);
    if (rank === null) return { error: `“${token}” is not a card: use A K Q J 10 9 8 7 6 5 4 3 2.` };
    ranks.push(rank);
  }
  return { ranks };
}

/** "A K Q J". */
export function cardsText(cards: ReadonlyArray<Card | Rank>): string {
  return cards.map((c) => (typeof c === 'string' ? c : c.rank)).join(' ');
}

/** "A♥". */
export function cardLabel(card: Card): string {
  return `${card.rank}${suitSymbol(card.suit)}`;
}

/** Hearts and diamonds print red. */
export function cardColour(card: Card): 'red' | 'black' {
  return isRedSuit(card.suit) ? 'red' : 'black';
}

// ---- the cast list --------------------------------------------------------------------------

/** "2D10, best", "1D10". */
export function diceText(dice: ActionDice | null): string {
  if (!dice) return '';
  return dice.dice === 1 ? '1D10' : `${dice.dice}D10, ${dice.keep}`;
}

/** "Expert (long pistol)". */
export function traitText(trait: TraitPick, nameOf: (id: string) => string = humanise): string {
  return trait.param ? `${nameOf(trait.id)} (${humanise(trait.param).toLowerCase()})` : nameOf(trait.id);
}

/** A row of a column's scene: a member as the latest cast list has it, or one still being dealt. */
export type SceneRow = {
  key: string;
  name: string;
  characterId: number | null;
  /** The cast list's member; null while the answer for a just-added one is on its way. */
  member: CastMember | null;
};

/**
 * The scene of a column: the members of its cast side (dealing order) who are still on the board,
 * then anyone on the board the cast list does not have yet.
 */
export function sceneRows(column: BoardColumn, side: CastSide | null, rosterName: (id: number) => string): SceneRow[] {
  const rows: SceneRow[] = [];
  const seenIds = new Set<number>();
  const extrasLeft = column.extras.map(extraName);
  for (const member of side?.cast ?? []) {
    if (member.character_id !== null) {
      if (!column.characters.includes(member.character_id) || seenIds.has(member.character_id)) continue;
      seenIds.add(member.character_id);
      rows.push({ key: `c${member.character_id}`, name: member.name, characterId: member.character_id, member });
    } else {
      const at = extrasLeft.indexOf(member.name);
      if (at < 0) continue;
      extrasLeft.splice(at, 1);
      rows.push({ key: `x${member.name}`, name: member.name, characterId: null, member });
    }
  }
  for (const id of column.characters) {
    if (!seenIds.has(id)) rows.push({ key: `c${id}`, name: rosterName(id), characterId: id, member: null });
  }
  for (const name of extrasLeft) rows.push({ key: `x${name}`, name, characterId: null, member: null });
  return rows;
}

/** The field an error names: `sides[1].cards["Johnny Ringo"]: …` → side 1, member "Johnny Ringo". */
export function errorTarget(message: string): { side: number | null; member: string | null; field: string | null } {
  // The path runs to the first ": " outside quotes (a name in quotes may hold anything).
  const path = message.match(/^((?:[^:"\s]|"(?:[^"\\]|\\.)*")+):\s/)?.[1] ?? '';
  const side = path.match(/^sides\[(\d+)\]/);
  const member = path.match(/\.cards\["((?:[^"\\]|\\.)*)"\]/);
  return {
    side: side ? Number(side[1]) : null,
    member: member ? member[1].replace(/\\"/g, '"') : null,
    field: path || null,
  };
}

/** The message without the field path it starts with (`sides[0]: The Earps, …` → `The Earps, …`). */
export function withoutPath(message: string): string {
  const { field } = errorTarget(message);
  return field ? message.slice(field.length).replace(/^:\s*/, '') : message;
}

/** "The Earps (Ann, ♥) · The Cowboys (Bob, ♠)". */
export function summarySides(summary: ScenarioSummary): string {
  return summary.sides.join(' · ');
}

/** "7 characters, 1 extra". */
export function summaryCounts(summary: ScenarioSummary): string {
  const n = (k: number, one: string) => `${k} ${one}${k === 1 ? '' : 's'}`;
  return summary.extras > 0 ? `${n(summary.characters, 'character')}, ${n(summary.extras, 'extra')}` : n(summary.characters, 'character');
}

/** A seed for "Shuffle": any whole number the backend accepts. */
export function randomSeed(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * 999_999);
}
