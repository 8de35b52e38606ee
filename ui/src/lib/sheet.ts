// Editing a character sheet as typed. Every helper returns a new sheet and leaves its input alone,
// so the editor can compare, undo and send it as it is.
import type { Catalog } from '../bindings/Catalog';
import type { CharacterSheet } from '../bindings/CharacterSheet';
import type { Derived } from '../bindings/Derived';
import type { CharacterView } from '../bindings/CharacterView';
import type { Ruleset } from '../bindings/Ruleset';
import type { TraitPick } from '../bindings/TraitPick';
import { findTrait } from './catalog';

/** A new sheet: nothing chosen yet but the lightest armour in the catalog. */
export function blankSheet(catalog: Catalog | null): CharacterSheet {
  const lightest = catalog?.armour.reduce<Catalog['armour'][number] | null>(
    (best, a) => (best === null || a.dv < best.dv ? a : best),
    null,
  );
  return {
    name: '',
    type: '',
    personality: '',
    traits: [],
    weapons: [],
    armour: lightest?.id ?? '',
    shield: false,
    notes: '',
  };
}

/** A character of a QOTD campaign as the roster holds it: its sheet and QOTD figures. */
export type QotdCharacterView = CharacterSheet & {
  id: number;
  side_id: number;
  ruleset?: Ruleset;
  derived: Derived;
  has_portrait: boolean;
};

/** A roster character as one of a QOTD campaign (the campaign's `ruleset` says which family it is). */
export function asQotd(view: CharacterView): QotdCharacterView {
  return view as unknown as QotdCharacterView;
}

/**
 * The sheet part of a stored character, for editing. What a brush with death wrote on it (takes
 * Courage Tests, Cautious besides the personality) is kept as it is: editing never drops it.
 */
export function sheetOf(view: QotdCharacterView): CharacterSheet {
  return {
    name: view.name,
    type: view.type,
    personality: view.personality,
    traits: view.traits.map((t) => ({ ...t })),
    weapons: [...view.weapons],
    armour: view.armour,
    shield: view.shield,
    notes: view.notes,
    ...(view.courage_tests ? { courage_tests: true } : {}),
    ...(view.cautious ? { cautious: true } : {}),
  };
}

/**
 * What a brush with death added to the personality, in words (QOTD Reel 6, Needs Extensive Medical
 * Care!: "If Heroic they now have to take Courage Tests … they have gained the Cautious Trait").
 */
export function brushMarks(sheet: Pick<CharacterSheet, 'cautious' | 'courage_tests'>): string[] {
  const marks: string[] = [];
  if (sheet.cautious) marks.push('Cautious since a brush with death');
  if (sheet.courage_tests) marks.push('Takes Courage Tests since a brush with death');
  return marks;
}

/** A trait may be picked twice only when it names something (two different skills, two weapons). */
export function canAddTrait(sheet: CharacterSheet, catalog: Catalog, traitId: string): boolean {
  const trait = findTrait(catalog, traitId);
  if (!trait) return false;
  return trait.param !== null || !sheet.traits.some((t) => t.id === traitId);
}

export function addTrait(sheet: CharacterSheet, catalog: Catalog, traitId: string): CharacterSheet {
  if (!canAddTrait(sheet, catalog, traitId)) return sheet;
  const takesParam = findTrait(catalog, traitId)?.param != null;
  const pick: TraitPick = takesParam ? { id: traitId, param: '' } : { id: traitId };
  return { ...sheet, traits: [...sheet.traits, pick] };
}

export function setTraitParam(sheet: CharacterSheet, index: number, param: string): CharacterSheet {
  return { ...sheet, traits: sheet.traits.map((t, i) => (i === index ? { ...t, param } : t)) };
}

export function removeTrait(sheet: CharacterSheet, index: number): CharacterSheet {
  return { ...sheet, traits: sheet.traits.filter((_, i) => i !== index) };
}

/** Each weapon is carried once (the backend refuses a second one as `duplicate_weapon`). */
export function addWeapon(sheet: CharacterSheet, weaponId: string): CharacterSheet {
  if (weaponId === '' || sheet.weapons.includes(weaponId)) return sheet;
  return { ...sheet, weapons: [...sheet.weapons, weaponId] };
}

export function removeWeapon(sheet: CharacterSheet, index: number): CharacterSheet {
  return { ...sheet, weapons: sheet.weapons.filter((_, i) => i !== index) };
}

/**
 * The sheet as sent to the backend: the name trimmed, a trait's parameter trimmed and left out
 * when empty (so a missing skill or weapon is reported by the backend, not guessed here).
 */
export function sheetToSend(sheet: CharacterSheet): CharacterSheet {
  return {
    ...sheet,
    name: sheet.name.trim(),
    notes: sheet.notes,
    traits: sheet.traits.map((t) => {
      const param = t.param?.trim();
      return param ? { id: t.id, param } : { id: t.id };
    }),
    weapons: [...sheet.weapons],
  };
}

export function sameSheet(a: CharacterSheet, b: CharacterSheet): boolean {
  return JSON.stringify(sheetToSend(a)) === JSON.stringify(sheetToSend(b));
}

/**
 * The figures the catalog alone gives for a sheet (the type's cards, dice and trait allowance and
 * the armour's DV), shown while the backend has none because the sheet still has issues. Move is
 * left to the backend, which knows the rules for it.
 */
export function catalogFigures(sheet: CharacterSheet, catalog: Catalog): Partial<Derived> | null {
  const type = catalog.types.find((t) => t.id === sheet.type);
  const armour = catalog.armour.find((a) => a.id === sheet.armour);
  if (!type && !armour) return null;
  return {
    ...(type && {
      cards: type.cards,
      action_dice: type.action_dice,
      reduced_dice: type.reduced_dice,
      max_traits: type.max_traits,
    }),
    ...(armour && { dv: armour.dv }),
  };
}

/**
 * The figures shown while the sheet has issues (the backend works out none then): the last the
 * backend gave for this character (Move among them, which depends on traits only the backend
 * reads), with what the catalog alone says of the type and armour as typed now. So an issue
 * elsewhere, such as an empty name, does not blank Move (issue 15, item 10).
 */
export function figuresWhileInvalid(
  known: Derived | null,
  sheet: CharacterSheet,
  catalog: Catalog,
): Partial<Derived> | null {
  const fromCatalog = catalogFigures(sheet, catalog);
  if (!known) return fromCatalog;
  return { ...known, ...(fromCatalog ?? {}) };
}
