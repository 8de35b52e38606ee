// The fate-deck family (Ansell's western gunfight rules and The Rules With No Name playsheet):
// the shapes the backend sends and accepts, and the pure logic of the fate character editor,
// card and campaign options. Every helper returns a new sheet and leaves its input alone.
//
// The shapes are the generated bindings'; options are read by key (a campaign stores only what
// differs from the playsheet game).

import type { CampaignOptions } from '../bindings/CampaignOptions';
import type { FateCard } from '../bindings/FateCard';
import type { FateCharacterSheet } from '../bindings/FateCharacterSheet';
import type { FateCatalog } from '../bindings/FateCatalog';
import type { FateClassInfo } from '../bindings/FateClassInfo';
import type { FateDeck } from '../bindings/FateDeck';
import type { FateDerived } from '../bindings/FateDerived';
import type { FateOptionInfo } from '../bindings/FateOptionInfo';
import type { FateSkillInfo } from '../bindings/FateSkillInfo';
import type { FateWeaponInfo } from '../bindings/FateWeaponInfo';
import type { FateWoundPick } from '../bindings/FateWoundPick';
import type { SheetIssue } from '../bindings/SheetIssue';

export type { CampaignOptions, FateCard, FateCharacterSheet, FateDeck, FateDerived, FateOptionInfo, FateWoundPick };
export type { FateSkillLine } from '../bindings/FateSkillLine';
export type { FateSkillPick } from '../bindings/FateSkillPick';

/** A fate character as the roster holds it (`CharacterView` of a fate campaign). */
export type FateCharacterView = FateCharacterSheet & {
  id: number;
  side_id: number;
  ruleset: 'fate';
  derived: FateDerived;
  has_portrait: boolean;
};

/** `SheetCheck` of a fate sheet. */
export type FateSheetCheck = { issues: SheetIssue[]; derived: FateDerived | null };

// The catalog as the backend's `fate_catalog` gives it (src/campaign/fate.rs).
export type { FateCatalog, FateClassInfo, FateSkillInfo, FateWeaponInfo };

/** Which text a disputed rule follows. */
export type FateRuleText = 'playsheet' | 'ansell1996';
/**
 * A campaign's choices (`FateOptions`, by key): a disputed rule's text, a reading's own value (the
 * hit-location chart: `playsheet` or `house`), or an optional rule on or off. Missing keys take the
 * default, so `{}` is the playsheet game.
 */
export type FateOptions = Record<string, string | boolean>;

/** The playsheet game, as `FateOptions::default()` has it. */
export const FATE_DEFAULT_OPTIONS: Readonly<FateOptions> = {
  jams: 'playsheet',
  actions: 'playsheet',
  movement: 'playsheet',
  indian_classes: 'playsheet',
  shotguns: 'playsheet',
  hit_location: 'playsheet',
  knife_throwing: 'playsheet',
  hatred_and_fear: true,
  wounds_cause_hatred_or_fear: false,
  fumbles: false,
  treble_skills: false,
};

export const HANDS = [
  { id: 'right', label: 'Right-handed' },
  { id: 'left', label: 'Left-handed' },
  { id: 'ambidextrous', label: 'Ambidextrous (needs the skill)' },
] as const;

export const WOUND_SEVERITIES = [
  { id: 'flesh', label: 'Flesh wound' },
  { id: 'serious', label: 'Serious wound' },
] as const;

export const WOUND_LOCATIONS = [
  { id: 'head', label: 'Head' },
  { id: 'chest', label: 'Chest' },
  { id: 'belly', label: 'Belly' },
  { id: 'right_arm', label: 'Right arm' },
  { id: 'left_arm', label: 'Left arm' },
  { id: 'legs', label: 'Legs' },
] as const;

// ---- the sheet -----------------------------------------------------------------------------

export function blankFateSheet(): FateCharacterSheet {
  return { name: '', class: '', skills: [], hand: 'right', weapons: [], kills: 0, wounds: [], notes: '' };
}

/** The sheet part of a stored character, for editing. */
export function fateSheetOf(view: FateCharacterSheet): FateCharacterSheet {
  return {
    name: view.name,
    class: view.class,
    skills: view.skills.map((s) => ({ id: s.id, level: s.level ?? 1 })),
    hand: view.hand || 'right',
    weapons: [...view.weapons],
    kills: view.kills ?? 0,
    wounds: view.wounds.map((w) => ({ ...w })),
    notes: view.notes ?? '',
  };
}

/** The sheet as sent: the name trimmed, kills a whole number of at least 0. */
export function fateSheetToSend(sheet: FateCharacterSheet): FateCharacterSheet {
  const kills = Number.isFinite(sheet.kills) ? Math.max(0, Math.floor(sheet.kills)) : 0;
  return { ...sheet, name: sheet.name.trim(), kills };
}

export function findSkill(catalog: FateCatalog, id: string): FateSkillInfo | undefined {
  return catalog.skills.find((s) => s.id === id);
}

export function findClass(catalog: FateCatalog, id: string): FateClassInfo | undefined {
  return catalog.classes.find((c) => c.id === id);
}

/** "Strong", "Very Strong", "Very, Very Strong", as the backend labels a skill at a level. */
export function skillLabel(name: string, level: number): string {
  if (level <= 1) return name;
  if (level === 2) return `Very ${name}`;
  return `Very, Very ${name}`;
}

/** The level a skill is held at on the sheet (0: not taken). */
export function ownLevel(sheet: FateCharacterSheet, id: string): number {
  return sheet.skills.filter((s) => s.id === id).reduce((n, s) => n + (s.level || 1), 0);
}

/**
 * A skill may be picked when not taken yet, or once more when it is a double (`*`) skill below the
 * campaign's most (2, or 3 with treble skills).
 */
export function canAddSkill(sheet: FateCharacterSheet, catalog: FateCatalog, id: string, maxLevel = 2): boolean {
  const skill = findSkill(catalog, id);
  if (!skill) return false;
  const level = ownLevel(sheet, id);
  if (level === 0) return true;
  return skill.double && level < maxLevel;
}

/** Picks a skill: a new row at level 1, or the row it has one level up ("Strong" twice is "Very Strong"). */
export function addSkill(sheet: FateCharacterSheet, catalog: FateCatalog, id: string, maxLevel = 2): FateCharacterSheet {
  if (!canAddSkill(sheet, catalog, id, maxLevel)) return sheet;
  const at = sheet.skills.findIndex((s) => s.id === id);
  if (at < 0) return { ...sheet, skills: [...sheet.skills, { id, level: 1 }] };
  return { ...sheet, skills: sheet.skills.map((s, i) => (i === at ? { ...s, level: (s.level || 1) + 1 } : s)) };
}

/** Sets a row's level (1 or more); 0 removes it. */
export function setSkillLevel(sheet: FateCharacterSheet, index: number, level: number): FateCharacterSheet {
  if (level <= 0) return removeSkill(sheet, index);
  return { ...sheet, skills: sheet.skills.map((s, i) => (i === index ? { ...s, level } : s)) };
}

export function removeSkill(sheet: FateCharacterSheet, index: number): FateCharacterSheet {
  return { ...sheet, skills: sheet.skills.filter((_, i) => i !== index) };
}

export type ImpliedSkill = { id: string; name: string; level: number; label: string; by: string[] };

/**
 * The skills the sheet's own skills give and it does not list itself (White knight is also Charmed
 * and Tough), at the giver's level (a Very White Knight is Very Charmed): what the card will show.
 */
export function impliedSkills(sheet: FateCharacterSheet, catalog: FateCatalog): ImpliedSkill[] {
  const found = new Map<string, ImpliedSkill>();
  for (const pick of sheet.skills) {
    const giver = findSkill(catalog, pick.id);
    if (!giver) continue;
    for (const id of giver.implies) {
      if (ownLevel(sheet, id) > 0) continue;
      const skill = findSkill(catalog, id);
      const name = skill?.name ?? id;
      const level = Math.max(found.get(id)?.level ?? 0, pick.level || 1);
      const by = [...(found.get(id)?.by ?? []), giver.name];
      found.set(id, { id, name, level, label: skillLabel(name, level), by });
    }
  }
  return [...found.values()];
}

/** A skill in the pick list: "Strong *" marks a double skill. */
export function skillOption(skill: FateSkillInfo): string {
  return skill.double ? `${skill.name} *` : skill.name;
}

/** "Shootist: 5 nerve dice, +1 firing die". */
export function classOption(c: FateClassInfo): string {
  const firing = c.firing_dice === 0 ? 'no firing modifier' : `${c.firing_dice > 0 ? '+' : '−'}${Math.abs(c.firing_dice)} firing ${Math.abs(c.firing_dice) === 1 ? 'die' : 'dice'}`;
  return `${c.name}: ${c.nerve_dice} nerve dice, ${firing}${c.indian ? ' (Indian)' : ''}`;
}

export function addWeapon(sheet: FateCharacterSheet, id: string): FateCharacterSheet {
  if (id === '') return sheet;
  return { ...sheet, weapons: [...sheet.weapons, id] };
}

export function removeWeapon(sheet: FateCharacterSheet, index: number): FateCharacterSheet {
  return { ...sheet, weapons: sheet.weapons.filter((_, i) => i !== index) };
}

export function addWound(sheet: FateCharacterSheet, severity = 'flesh', location = 'legs'): FateCharacterSheet {
  return { ...sheet, wounds: [...sheet.wounds, { severity, location }] };
}

export function setWound(sheet: FateCharacterSheet, index: number, change: Partial<FateWoundPick>): FateCharacterSheet {
  return { ...sheet, wounds: sheet.wounds.map((w, i) => (i === index ? { ...w, ...change } : w)) };
}

export function removeWound(sheet: FateCharacterSheet, index: number): FateCharacterSheet {
  return { ...sheet, wounds: sheet.wounds.filter((_, i) => i !== index) };
}

/** "Serious wound, right arm". */
export function woundLabel(w: FateWoundPick): string {
  const sev = WOUND_SEVERITIES.find((s) => s.id === w.severity)?.label ?? w.severity;
  const loc = WOUND_LOCATIONS.find((l) => l.id === w.location)?.label.toLowerCase() ?? w.location.replace(/_/g, ' ');
  return `${sev}, ${loc}`;
}

export function weaponName(catalog: FateCatalog | null, id: string): string {
  return catalog?.weapons.find((w) => w.id === id)?.name ?? id.replace(/_/g, ' ');
}

/** "Six-shooter ×2, Knife": a brace of pistols is the same weapon twice. */
export function weaponsLine(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, k]) => (k > 1 ? `${n} ×${k}` : n)).join(', ');
}

export function handLabel(hand: string): string {
  return HANDS.find((h) => h.id === hand)?.label.replace(/ \(.*\)$/, '') ?? hand;
}

// ---- campaign options ----------------------------------------------------------------------

export type OptionRow = {
  id: string;
  title: string;
  source: string;
  /**
   * `text`: which rule text; `reading`: two rules named for what they are (the hit-location chart);
   * `on`: an optional rule ("off" is the rule left out, not the 1996 text).
   */
  kind: 'text' | 'reading' | 'on';
  value: string | boolean;
  /** For `text` and `reading`: the values as stored, each with its label, the first first. */
  choices: { value: string; label: string }[];
  isDefault: boolean;
  /** The rule in force, in words. */
  rule: string;
  /** The other choice's rule, in words. */
  other: string;
};

/** The values of a disputed rule as stored (`ansell1996`; `ansell_1996` is the command line's word). */
const TEXT_VALUES = ['playsheet', 'ansell1996'];

/** Every option of the catalog with the campaign's value (missing keys take the default, which the
 * backend's option list gives: `kind`, `values` and `default_first`). */
export function optionRows(catalog: FateCatalog, options: FateOptions): OptionRow[] {
  return catalog.options.map((info) => {
    const kind = info.kind === 'switch' ? 'on' : info.kind;
    const stored = kind === 'text' ? TEXT_VALUES : [...info.values];
    const values: (string | boolean)[] = kind === 'on' ? [true, false] : stored;
    const fallback = values[info.default_first ? 0 : 1];
    const value = options[info.id] ?? fallback;
    const first = value === values[0];
    return {
      id: info.id,
      title: info.title,
      source: info.source,
      kind,
      value,
      choices: kind === 'on' ? [] : stored.map((v, i) => ({ value: v, label: info.labels[i] ?? v })),
      isDefault: value === fallback,
      rule: first ? info.first : info.second,
      other: first ? info.second : info.first,
    };
  });
}

/** Only the options that differ from the defaults, as a campaign stores them. */
export function changedOptions(options: FateOptions): FateOptions {
  return Object.fromEntries(Object.entries(options).filter(([k, v]) => FATE_DEFAULT_OPTIONS[k] !== v));
}

export function nonDefaultCount(options: FateOptions): number {
  return Object.keys(changedOptions(options)).length;
}

/** The campaign's most skill level: 3 with treble skills, else 2. */
export function maxSkillLevel(options: FateOptions | null): number {
  return options?.treble_skills === true ? 3 : 2;
}

/** Indian classes are offered unless the campaign plays the 1996 text without them. */
export function indianClassesOn(options: FateOptions | null): boolean {
  return (options?.indian_classes ?? 'playsheet') === 'playsheet';
}

// ---- the fate deck -------------------------------------------------------------------------

export type DeckGroup = { key: string; label: string; cards: FateCard[] };

/** The deck's cards grouped as a player sorts them: characters, action cards, the Joker, muzzle-loader cards. */
export function deckGroups(deck: FateDeck): DeckGroup[] {
  const groups: DeckGroup[] = [
    { key: 'character', label: 'Character cards', cards: [] },
    { key: 'action', label: 'Action cards', cards: [] },
    { key: 'joker', label: 'Joker', cards: [] },
    { key: 'muzzleloader_fire', label: 'Muzzleloader Fire cards', cards: [] },
  ];
  for (const card of deck.cards) groups.find((g) => g.key === card.kind.kind)?.cards.push(card);
  return groups.filter((g) => g.cards.length > 0);
}

/** "12 cards: 5 characters, 6 action cards, the Joker". */
export function deckSummary(deck: FateDeck): string {
  const n = (k: string) => deck.cards.filter((c) => c.kind.kind === k).length;
  const parts = [
    n('character') ? `${n('character')} character${n('character') === 1 ? '' : 's'}` : '',
    n('action') ? `${n('action')} action card${n('action') === 1 ? '' : 's'}` : '',
    n('joker') ? 'the Joker' : '',
    n('muzzleloader_fire') ? `${n('muzzleloader_fire')} Muzzleloader Fire` : '',
  ].filter(Boolean);
  return `${deck.cards.length} card${deck.cards.length === 1 ? '' : 's'}: ${parts.join(', ')}`;
}
