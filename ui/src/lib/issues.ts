// Where each live-validation issue is shown. The backend names a field as "name", "traits",
// "traits[1]", "weapons[0]", …: the plain name goes next to that field, the indexed one next to
// that row of the list (traits[1] is the second trait row).
import type { Catalog } from '../bindings/Catalog';
import type { CharacterSheet } from '../bindings/CharacterSheet';
import type { SheetIssue } from '../bindings/SheetIssue';

export type FieldRef = { name: string; index: number | null };

const INDEXED = /^([a-z_]+)\[(\d+)\]$/;

export function parseField(field: string): FieldRef {
  const m = INDEXED.exec(field.trim());
  if (m) return { name: m[1], index: Number(m[2]) };
  return { name: field.trim(), index: null };
}

/** The issues for one field (index null) or for one row of a list field. */
export function issuesAt(issues: readonly SheetIssue[], name: string, index: number | null = null): SheetIssue[] {
  return issues.filter((issue) => {
    const ref = parseField(issue.field);
    return ref.name === name && ref.index === index;
  });
}

/**
 * The message as shown next to its own field: the backend starts messages with the field
 * ("traits: a Minor Character may …"), which is redundant there.
 */
export function issueText(issue: SheetIssue): string {
  const prefix = `${issue.field}: `;
  return issue.message.startsWith(prefix) ? issue.message.slice(prefix.length) : issue.message;
}

/**
 * The message in the editor's words where the backend's is written for a typed sheet (the CLI's):
 * a pick list not chosen yet, or a trait that still needs its skill or weapon. Decided by `code`,
 * never by the message; every other issue keeps the backend's message.
 */
export function wordIssue(issue: SheetIssue, sheet: CharacterSheet, catalog: Catalog): string {
  const ref = parseField(issue.field);
  if (issue.code === 'unknown_type' && sheet.type.trim() === '') return 'choose the character type';
  if (issue.code === 'unknown_personality' && sheet.personality.trim() === '') return 'choose a personality';
  if (issue.code === 'missing_param' && ref.name === 'traits' && ref.index !== null) {
    const trait = catalog.traits.find((t) => t.id === sheet.traits[ref.index!]?.id);
    if (trait?.param === 'weapon') return `${trait.name}: choose the weapon`;
    if (trait?.param === 'skill') return `${trait.name}: name the skill`;
  }
  return issueText(issue);
}

const LABELS: Record<string, string> = {
  name: 'Name',
  type: 'Type',
  personality: 'Personality',
  traits: 'Skills & traits',
  weapons: 'Weapons',
  armour: 'Armour',
  shield: 'Shield',
  notes: 'Notes',
};

const ROW_LABELS: Record<string, string> = { traits: 'Trait', weapons: 'Weapon' };

/** "Name", "Skills & traits", "Trait 2" for traits[1], "Weapon 1" for weapons[0]. */
export function fieldLabel(field: string): string {
  const ref = parseField(field);
  if (ref.index !== null) {
    return `${ROW_LABELS[ref.name] ?? LABELS[ref.name] ?? ref.name} ${ref.index + 1}`;
  }
  return LABELS[ref.name] ?? ref.name;
}

const FATE_LABELS: Record<string, string> = {
  name: 'Name',
  class: 'Class',
  skills: 'Skills',
  hand: 'Shooting hand',
  weapons: 'Weapons',
  kills: 'Kills',
  wounds: 'Wounds',
  notes: 'Notes',
};

const FATE_ROW_LABELS: Record<string, string> = { skills: 'Skill', weapons: 'Weapon', wounds: 'Wound' };

/** A fate sheet's field as named in the editor: "Class", "Skill 2" for skills[1], "Wound 1". */
export function fateFieldLabel(field: string): string {
  const ref = parseField(field);
  if (ref.index !== null) return `${FATE_ROW_LABELS[ref.name] ?? FATE_LABELS[ref.name] ?? ref.name} ${ref.index + 1}`;
  return FATE_LABELS[ref.name] ?? ref.name;
}

/** A fate sheet's issue in the editor's words: a class not chosen yet; otherwise the backend's message. */
export function wordFateIssue(issue: SheetIssue, sheet: { class: string }): string {
  if (issue.code === 'unknown_class' && sheet.class.trim() === '') return 'choose a class';
  return issueText(issue);
}

export function summaryLine(issues: readonly SheetIssue[]): string {
  if (issues.length === 0) return 'Ready to ride.';
  return issues.length === 1 ? '1 thing to fix before saving' : `${issues.length} things to fix before saving`;
}
