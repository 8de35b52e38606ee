// My Wild West in the UI: a gang's figures as the roster holds them, a figure's sheet as the gang
// editor changes it, the odds panel's shot and the chart of its chance by range. Pure: the
// components call these and the backend does the rules.
import type { CharacterView } from '../bindings/CharacterView';
import type { MwwCatalog } from '../bindings/MwwCatalog';
import type { MwwDerived } from '../bindings/MwwDerived';
import type { MwwFigureSheet } from '../bindings/MwwFigureSheet';
import type { MwwRangeChance } from '../bindings/MwwRangeChance';
import type { MwwShootingColumn } from '../bindings/MwwShootingColumn';
import type { MwwShot } from '../bindings/MwwShot';
import type { SheetIssue } from '../bindings/SheetIssue';
import { issueText, parseField } from './issues';

/** A figure of an MWW campaign as the roster holds it: its sheet and what its card shows. */
export type MwwFigureView = MwwFigureSheet & { id: number; side_id: number; derived: MwwDerived; has_portrait: boolean };

/** A roster character as one of an MWW campaign (the campaign's `ruleset` says which family it is). */
export function asMww(view: CharacterView): MwwFigureView {
  return view as unknown as MwwFigureView;
}

/** A new figure: on foot, nothing carried. */
export function blankFigure(): MwwFigureSheet {
  return { name: '', skills: [], weapons: [], wounds: 0, kills: 0, notes: '' };
}

/** The sheet of a stored figure, as the editor starts from it. */
export function figureSheetOf(view: MwwFigureView): MwwFigureSheet {
  const sheet: MwwFigureSheet = {
    name: view.name,
    skills: [...view.skills],
    weapons: [...view.weapons],
    wounds: view.wounds,
    kills: view.kills,
    notes: view.notes,
  };
  if (view.mount) sheet.mount = view.mount;
  return sheet;
}

/** The sheet as sent: the name and notes trimmed, numbers whole, no mount key for a figure on foot. */
export function figureToSend(sheet: MwwFigureSheet): MwwFigureSheet {
  const out: MwwFigureSheet = {
    name: sheet.name.trim(),
    skills: [...sheet.skills],
    weapons: [...sheet.weapons],
    wounds: Math.trunc(Number(sheet.wounds) || 0),
    kills: Math.trunc(Number(sheet.kills) || 0),
    notes: sheet.notes.trim(),
  };
  if (sheet.mount) out.mount = sheet.mount;
  return out;
}

export function toggleSkill(sheet: MwwFigureSheet, id: string, on: boolean): MwwFigureSheet {
  const skills = sheet.skills.filter((s) => s !== id);
  if (on) skills.push(id);
  return { ...sheet, skills };
}

export function addWeapon(sheet: MwwFigureSheet, id: string): MwwFigureSheet {
  return id === '' ? sheet : { ...sheet, weapons: [...sheet.weapons, id] };
}

export function removeWeapon(sheet: MwwFigureSheet, index: number): MwwFigureSheet {
  return { ...sheet, weapons: sheet.weapons.filter((_, i) => i !== index) };
}

export function weaponName(catalog: MwwCatalog, id: string): string {
  return catalog.weapons.find((w) => w.id === id)?.name ?? id;
}

/** "Six gun ×2, Knife": the weapons carried, a brace counted once. */
export function weaponsLine(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, k]) => (k > 1 ? `${n} ×${k}` : n)).join(', ');
}

const LABELS: Record<string, string> = { name: 'Name', skills: 'Skills', weapons: 'Weapons', mount: 'Mount', wounds: 'Wounds', kills: 'Kills' };

/** A figure's field as named in the editor: "Weapon 2" for weapons[1]. */
export function mwwFieldLabel(field: string): string {
  const ref = parseField(field);
  if (ref.index !== null) return `${ref.name === 'weapons' ? 'Weapon' : ref.name === 'skills' ? 'Skill' : ref.name} ${ref.index + 1}`;
  return LABELS[ref.name] ?? ref.name;
}

export function wordMwwIssue(issue: SheetIssue): string {
  return issueText(issue);
}

/** Dollars as the gang sheet prints them: "$1,200". */
export function dollars(n: number): string {
  return `$${Math.trunc(n).toLocaleString('en-US')}`;
}

/** The odds panel's first shot: a six gun at 6", nothing else. */
export function plainShot(): MwwShot {
  return {
    weapon: 'six_gun',
    range: 6,
    skill: false,
    opportunity: false,
    aim: false,
    firer_moved: false,
    moved_inches: 0,
    from: 'foot',
    wounds: 0,
    target_moved: 'no',
    target_prone: false,
    target_higher: false,
    target_lower: false,
    target_fired: false,
    out_of_arc: false,
    opportunity_taken: false,
    cover: 'none',
    at: 'figure',
  };
}

/** Whether Aim + Shoot and opportunity fire are taken, and why a box is greyed out. */
export type ShotActions = { aim: boolean; aimWhy: string | null; opportunity: boolean; opportunityWhy: string | null };

const TWO_ACTIONS = 'Aim + Shoot (7 APs) and opportunity fire (4 APs) are two different actions: one or the other.';

/**
 * What the odds panel lets a firer do, as the rules allow it (src/rules/mww/shooting.rs refuses the
 * rest): a wounded figure cannot aim ("Wounded −5% per wound cannot Aim"); opportunity fire is "Only
 * if target moved or fired (Max of 1 shot per figure)" and "cannot be taken against targets not in
 * arc"; aiming and opportunity fire are not taken together. A box that cannot apply is greyed out
 * with its reason, and is not sent.
 */
export function shotActions(shot: MwwShot, targetMoved: number, hadOpportunityShot: boolean): ShotActions {
  const wounded = Math.trunc(Number(shot.wounds) || 0) > 0;
  const aim = shot.aim && !wounded;
  const blocked = hadOpportunityShot
    ? 'Opportunity fire is one shot a figure a turn (“Max of 1 shot per figure”): he has had his.'
    : shot.out_of_arc
      ? '“Opportunity fire cannot be taken against targets not in arc.”'
      : !(targetMoved > 0) && !shot.target_fired
        ? 'Opportunity fire is “Only if target moved or fired”: give how far the target moved, or tick “It fired this turn”.'
        : null;
  const opportunityWhy = aim ? TWO_ACTIONS : blocked;
  const opportunity = shot.opportunity && opportunityWhy === null;
  const aimWhy = wounded ? 'A wounded figure cannot aim (“Wounded −5% per wound cannot Aim”).' : opportunity ? TWO_ACTIONS : null;
  return { aim, aimWhy, opportunity, opportunityWhy };
}

/** The chance of hit columns a figure's weapons are read on, each once, in the order carried. */
export function figureColumns(derived: MwwDerived): MwwShootingColumn[] {
  const columns: MwwShootingColumn[] = [];
  for (const w of derived.weapons) if (w.column && !columns.includes(w.column)) columns.push(w.column);
  return columns;
}

/**
 * The shot as a roster figure fires it: his shooting skill and the wounds he carries come from his
 * sheet (as `posse odds mww hit --shooter` reads them); the weapon stays if he carries it, else his
 * first that shoots; off a moving horse only if he has one. The rest of the shot stays as it was.
 */
export function shotBy(shot: MwwShot, figure: MwwFigureView): MwwShot {
  const columns = figureColumns(figure.derived);
  return {
    ...shot,
    weapon: columns.includes(shot.weapon) ? shot.weapon : (columns[0] ?? shot.weapon),
    skill: figure.skills.includes('shooting'),
    wounds: figure.derived.wounds,
    from: shot.from === 'moving_horse' && !figure.mount ? 'foot' : shot.from,
  };
}

/** One bar of the chart of chance by range. */
export type HitBar = { inches: number; x: number; width: number; y: number; height: number; percent: number; label: string; na: boolean; refused: string | null };

/** The chart's frame: its size, the bars, the band edges and the 25% grid lines. */
export type HitChart = {
  width: number;
  height: number;
  bars: HitBar[];
  /** Lines at the end of each band (2", 6", 12", 24"). */
  edges: { x: number; inches: number }[];
  grid: { y: number; percent: number }[];
};

/**
 * The chance to hit at each inch as bars, 0% at the bottom, 100% at the top; a range where the
 * table says N/A (or a circumstance cannot apply) has no bar.
 */
export function hitChart(points: readonly MwwRangeChance[], width = 540, height = 180): HitChart {
  const left = 34;
  const bottom = 22;
  const top = 8;
  const span = height - top - bottom;
  const step = points.length === 0 ? 0 : (width - left - 4) / points.length;
  const yOf = (percent: number) => top + span * (1 - percent / 100);
  const bars = points.map((p, i) => {
    const percent = p.chance ? Math.round(p.chance.probability * 10000) / 100 : 0;
    const y = yOf(percent);
    return {
      inches: p.range,
      x: left + i * step + 1,
      width: Math.max(step - 2, 1),
      y,
      height: top + span - y,
      percent,
      label: p.refused ? `${p.range}": ${p.refused}` : p.not_applicable ? `${p.range}": N/A` : `${p.range}": ${percent}%`,
      na: p.not_applicable || p.chance === null,
      refused: p.refused,
    };
  });
  const edges = [2, 6, 12, 24].filter((inches) => points.some((p) => p.range === inches)).map((inches) => {
    const i = points.findIndex((p) => p.range === inches);
    return { x: left + (i + 1) * step, inches };
  });
  const grid = [0, 25, 50, 75, 100].map((percent) => ({ y: yOf(percent), percent }));
  return { width, height, bars, edges, grid };
}
