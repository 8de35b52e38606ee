// The Tables browser's pure logic: searching and grouping the list of tables, telling a 1 / 2–4 /
// 5–9 / 10 action chart from a grid or a list, and which cell a choice of key values picks (read as
// the backend reads a lookup, src/rules/tables.rs, so the highlight is where `posse lookup` looks).
import type { Cell } from '../bindings/Cell';
import type { LookupKey } from '../bindings/LookupKey';
import type { Ruleset } from '../bindings/Ruleset';
import type { Table } from '../bindings/Table';
import type { TableInfo } from '../bindings/TableInfo';
import { humanise } from './catalog';
import { rulesetTitle } from './rulesets';

/**
 * The tables whose title, id or source contain every word of the query, case-insensitively, in
 * the order given. An empty query keeps them all.
 */
export function searchTables(tables: readonly TableInfo[], query: string): TableInfo[] {
  const words = fold(query).split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return [...tables];
  return tables.filter((t) => {
    const haystack = fold(`${t.title} ${t.id} ${t.source} ${t.id.replace(/[._]/g, ' ')}`);
    return words.every((w) => haystack.includes(w));
  });
}

/** Lower case, without accents, with typographic dashes and quotes as plain ones. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[–—−]/g, '-')
    .replace(/[‘’]/g, "'")
    .toLowerCase();
}

export type TableGroup = { label: string; family: Ruleset; tables: TableInfo[] };

/**
 * Where a table is in the rule text, as a group heading: the part of its source before the first
 * comma ("QOTD Reel 6" of "QOTD Reel 6, Effects of hit table on characters").
 */
export function sourceGroup(source: string): string {
  if (isHouseSource(source)) return 'Posse house tables';
  const cut = source.search(/[,;(]/);
  return (cut < 0 ? source : source.slice(0, cut)).trim();
}

function isHouseSource(source: string): boolean {
  return /^posse house table/i.test(source.trim());
}

/**
 * A table Posse made up where the rule text has none (the fate family's hit-location grid and
 * fighting dice): labelled "house table" wherever it is shown.
 */
export function isHouseTable(info: Pick<TableInfo, 'id' | 'title' | 'source'>): boolean {
  return isHouseSource(info.source) || /house table/i.test(info.title) || /(^|[._])house([._]|$)/.test(info.id);
}

/** The families the tables belong to, in the order they are first listed. */
export function tableFamilies(tables: readonly TableInfo[]): Ruleset[] {
  return [...new Set(tables.map((t) => t.family))];
}

/** Groups tables by family and by the part of the rule text they are in, keeping their order. */
export function groupTables(tables: readonly TableInfo[]): TableGroup[] {
  const groups: TableGroup[] = [];
  for (const t of tables) {
    const label = sourceGroup(t.source) || rulesetTitle(t.family);
    let group = groups.find((g) => g.family === t.family && g.label === label);
    if (!group) {
      group = { label, family: t.family, tables: [] };
      groups.push(group);
    }
    group.tables.push(t);
  }
  return groups;
}

/** The four results of an action roll, as the charts head them (QOTD Reel 1). */
export const BANDS = ['1', '2–4', '5–9', '10'] as const;
export type BandLabel = (typeof BANDS)[number];

/** "2-4", "2 – 4", "2_4" → "2–4"; other text as it is, trimmed. */
function bandOf(text: string): BandLabel | null {
  const t = text.trim().replace(/\s*[-–—_]\s*/g, '–');
  return (BANDS as readonly string[]).includes(t) ? (t as BandLabel) : null;
}

/** One result of an action chart, and where its cell is in the table. */
export type ChartBand = { band: BandLabel; cell: Cell; row: number; column: number };

/**
 * The four results of a 1 / 2–4 / 5–9 / 10 action chart, left to right as the book prints them,
 * or null for a table of another kind. A chart comes either as four rows labelled with the bands
 * (a row label first, then the result) or as one row under four columns headed with the bands.
 */
export function chartBands(table: Table): ChartBand[] | null {
  const { rows, columns } = table;
  if (rows.length === 4 && columns.length === 2) {
    const bands = rows.map((r) => bandOf(r.cells[0]?.text ?? ''));
    if (bands.every((b, i) => b === BANDS[i])) {
      return rows.map((r, i) => ({ band: BANDS[i], cell: r.cells[1], row: i, column: 1 }));
    }
  }
  const headed = columns.map((c) => bandOf(c.title) ?? bandOf(c.key));
  const first = headed.indexOf('1');
  if (rows.length === 1 && first >= 0 && BANDS.every((b, i) => headed[first + i] === b)) {
    return BANDS.map((band, i) => ({ band, cell: rows[0].cells[first + i], row: 0, column: first + i }));
  }
  return null;
}

/** Splits a cell's text into the lines the book prints (paragraphs and bullets). */
export function cellLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

// ---- Looking a table up -----------------------------------------------------------------------

/**
 * Reads a typed value as the backend does (src/rules/tables.rs, normalise_value): trimmed, lower
 * case, a typographic minus as `-`, spaces, hyphens and slashes between words as `_`, quotes
 * dropped.
 */
export function normaliseValue(typed: string): string {
  const t = typed.trim().replace(/[−–]/g, '-').toLowerCase();
  const signed = /^-\d/.test(t);
  const rest = signed ? t.slice(1) : t;
  let out = signed ? '-' : '';
  for (const c of rest) {
    if (c === ' ' || c === '-' || c === '/' || c === '_') {
      if (out !== '' && !out.endsWith('_')) out += '_';
    } else if (!"'\"‘’".includes(c)) {
      out += c;
    }
  }
  return out.replace(/_+$/, '');
}

/** The value of a key that a typed value stands for (clamped numbers included), if any. */
export function readKey(key: LookupKey, typed: string): LookupKey['values'][number] | null {
  const wanted = normaliseValue(typed);
  if (wanted === '') return null;
  const found = key.values.find((v) => normaliseValue(v.value) === wanted);
  if (found) return found;
  const clamp = key.clamp;
  if (!clamp || !/^[-+]?\d+$/.test(wanted)) return null;
  const n = Number(wanted);
  const value = n < clamp.min ? clamp.below : n > clamp.max ? clamp.above : null;
  return value === null ? null : (key.values.find((v) => v.value === value) ?? null);
}

export type KeyPicks = Record<string, string>;

export type CellMatch = {
  /** The row the picks choose, if a key picking rows was given. */
  row: number | null;
  /** The column the picks choose, if a key picking columns was given. */
  column: number | null;
  /** Each key given, as the table's value it was read as ("3+" for a DV of 5). */
  readAs: Record<string, string>;
  /** Keys of the table not given yet. */
  missing: string[];
  /** Keys given a value the table does not know. */
  bad: string[];
  /** Every key was given and read: the lookup finds `cells`. */
  complete: boolean;
};

/** Where the chosen key values meet: a row, a column or (with both) one cell. */
export function matchCell(table: Table, picks: KeyPicks): CellMatch {
  const match: CellMatch = { row: null, column: null, readAs: {}, missing: [], bad: [], complete: false };
  for (const key of table.keys) {
    const typed = picks[key.name];
    if (typed === undefined || typed.trim() === '') {
      match.missing.push(key.name);
      continue;
    }
    const value = readKey(key, typed);
    if (!value) {
      match.bad.push(key.name);
      continue;
    }
    match.readAs[key.name] = value.value;
    if (key.axis === 'row') match.row = value.index;
    else match.column = value.index;
  }
  match.complete = match.missing.length === 0 && match.bad.length === 0;
  return match;
}

/** Whether a cell (row, column) is where the picks point: their cell, or their row or column. */
export function isPicked(match: CellMatch, row: number, column: number): boolean {
  if (match.row === null && match.column === null) return false;
  // Column 0 holds the row labels; a row is picked from its first result on.
  if (column === 0 && match.column !== 0) return false;
  return (match.row === null || match.row === row) && (match.column === null || match.column === column);
}

/** For an action chart: the band the picks point at (a roll of 7 picks 5–9). */
export function pickedBand(table: Table, match: CellMatch): BandLabel | null {
  const bands = chartBands(table);
  if (!bands || (match.row === null && match.column === null)) return null;
  return bands.find((b) => isPicked(match, b.row, b.column))?.band ?? null;
}

/** The key values as the lookup command takes them, in the table's order of keys. */
export function lookupPairs(table: Table, picks: KeyPicks): [string, string][] {
  return table.keys
    .filter((k) => (picks[k.name] ?? '').trim() !== '')
    .map((k) => [k.name, picks[k.name].trim()]);
}

/**
 * The text of a key value in a pick list: a number as printed ("−3", "3+"), otherwise the label of
 * the row or column it picks ("Repeating rifle", "Shot while in light cover"), else the value
 * humanised.
 */
export function valueOption(table: Table, key: LookupKey, value: LookupKey['values'][number]): string {
  if (/^[-−]?\d+\+?$/.test(value.value)) return value.value.replace('-', '−');
  // A row is named by the column of the key's own name (`condition`, `weapon`), else its first.
  const named = Math.max(0, table.columns.findIndex((c) => c.key === key.name));
  const label = key.axis === 'row' ? table.rows[value.index]?.cells[named]?.text : table.columns[value.index]?.title;
  const line = label ? cellLines(label)[0] : undefined;
  return line && line !== '' ? line : humanise(value.value);
}

// ---- Adjustment lists, side by side ---------------------------------------------------------------

/** One circumstance of an adjustments list, and its row in the table. */
export type ListItem = { row: number; text: string };

/**
 * An adjustments list (columns adjustment / side / circumstance, a row per circumstance) laid out
 * as the book prints it: a line per adjustment ("Decrease the target's DV by 2" … "Increase … by 2")
 * and a column per side (the target's, the shooter's), each cell listing its circumstances.
 */
export type SideBySide = { sides: string[]; lines: { label: string; cells: ListItem[][] }[] };

export function sideBySide(table: Table): SideBySide | null {
  const keys = table.columns.map((c) => c.key);
  const [a, s, c] = ['adjustment', 'side', 'condition'].map((k) => keys.indexOf(k));
  if (a < 0 || s < 0 || c < 0) return null;
  const sides: string[] = [];
  const labels: string[] = [];
  table.rows.forEach((r) => {
    if (!sides.includes(r.cells[s].text)) sides.push(r.cells[s].text);
    if (!labels.includes(r.cells[a].text)) labels.push(r.cells[a].text);
  });
  labels.sort((x, y) => adjustmentAmount(x) - adjustmentAmount(y));
  const lines = labels.map((label) => ({
    label,
    cells: sides.map((side) =>
      table.rows.flatMap((r, row) => (r.cells[a].text === label && r.cells[s].text === side ? [{ row, text: r.cells[c].text }] : [])),
    ),
  }));
  return { sides, lines };
}

/** "Decrease the target's DV by 2" → −2, "Increase … by 1" → 1; anything else keeps its place. */
function adjustmentAmount(label: string): number {
  const m = /(decrease|increase)\D*(\d+)/i.exec(label);
  if (!m) return 0;
  return (m[1].toLowerCase() === 'decrease' ? -1 : 1) * Number(m[2]);
}
