// Reading the QOTD catalog (Reel 2 types, personalities, skills and traits; Props weapons and armour)
// for pick lists and roster rows.
import type { Catalog } from '../bindings/Catalog';
import type { TraitPick } from '../bindings/TraitPick';
import { diceLabel } from './dice';

export type CharacterType = Catalog['types'][number];
export type Personality = Catalog['personalities'][number];
export type Trait = Catalog['traits'][number];
export type MissileWeapon = Catalog['missile_weapons'][number];
export type MeleeWeapon = Catalog['melee_weapons'][number];
export type Armour = Catalog['armour'][number];

export type Group<T> = { label: string; items: T[] };

/** Groups items by a key, keeping the catalog's order of both groups and items. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Group<T>[] {
  const groups: Group<T>[] = [];
  for (const item of items) {
    const label = key(item);
    let group = groups.find((g) => g.label === label);
    if (!group) {
      group = { label, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

const TRAIT_GROUP_LABELS: Record<Trait['group'], string> = { general: 'General', combat: 'Combat' };

/** General skills and traits first, then the specific combat ones, as in the rule book. */
export function traitGroups(catalog: Catalog): Group<Trait>[] {
  return (['general', 'combat'] as const)
    .map((g) => ({ label: TRAIT_GROUP_LABELS[g], items: catalog.traits.filter((t) => t.group === g) }))
    .filter((g) => g.items.length > 0);
}

// The Weapons Table's four parts (QOTD Reel 4) and the Combat Weapons kinds (QOTD Props), as the
// pick lists head them. An id this list does not know yet is shown humanised.
const MISSILE_GROUP_LABELS: Record<string, string> = {
  non_gunpowder: 'Non-gunpowder weapons',
  handgun: 'Handguns',
  shotgun: 'Shotguns',
  shoulder_arm: 'Shoulder arms',
};
const MELEE_KIND_LABELS: Record<string, string> = {
  fighting: 'Fighting weapons',
  improvised: 'Improvised weapons',
  fists: 'Fists etc.',
};

export function missileGroups(catalog: Catalog): Group<MissileWeapon>[] {
  return groupBy(catalog.missile_weapons, (w) => MISSILE_GROUP_LABELS[w.group] ?? humanise(w.group));
}

export function meleeGroups(catalog: Catalog): Group<MeleeWeapon>[] {
  return groupBy(catalog.melee_weapons, (w) => MELEE_KIND_LABELS[w.kind] ?? humanise(w.kind));
}

/** `shoulder_arm` → "Shoulder arm". */
export function humanise(id: string): string {
  return capitalise(id.replace(/_/g, ' '));
}

export function findType(catalog: Catalog, id: string): CharacterType | undefined {
  return catalog.types.find((t) => t.id === id);
}

export function findTrait(catalog: Catalog, id: string): Trait | undefined {
  return catalog.traits.find((t) => t.id === id);
}

export type WeaponEntry = { kind: 'missile'; weapon: MissileWeapon } | { kind: 'melee'; weapon: MeleeWeapon };

export function findWeapon(catalog: Catalog, id: string): WeaponEntry | undefined {
  const missile = catalog.missile_weapons.find((w) => w.id === id);
  if (missile) return { kind: 'missile', weapon: missile };
  const melee = catalog.melee_weapons.find((w) => w.id === id);
  if (melee) return { kind: 'melee', weapon: melee };
  return undefined;
}

export function weaponName(catalog: Catalog, id: string): string {
  return findWeapon(catalog, id)?.weapon.name ?? id;
}

/** "Range 12, impact 4" for a missile weapon, "Short reach" for a melee one. */
export function weaponDetail(catalog: Catalog, id: string): string {
  const entry = findWeapon(catalog, id);
  if (!entry) return '';
  if (entry.kind === 'missile') return `Range ${entry.weapon.range}, impact ${entry.weapon.impact}`;
  return `${capitalise(entry.weapon.reach)} reach`;
}

/** "Expert (Winchester rifle)", "Good at a skill (Tracking)", "Brawler"; unknown ids as they are. */
export function traitLabel(catalog: Catalog, pick: TraitPick): string {
  const trait = findTrait(catalog, pick.id);
  const name = trait?.name ?? pick.id;
  const param = pick.param?.trim();
  if (!param) return name;
  const shown = trait?.param === 'weapon' ? weaponName(catalog, param) : param;
  return `${name} (${shown})`;
}

/** The option text of a type: "Hero: 4 cards, 2D10, take the best, up to 4 skills/traits". */
export function typeOption(type: CharacterType): string {
  const cards = type.cards === 1 ? '1 card' : `${type.cards} cards`;
  const traits = type.max_traits === 1 ? '1 skill/trait' : `${type.max_traits} skills/traits`;
  return `${type.name}: ${cards}, ${diceLabel(type.action_dice)}, up to ${traits}`;
}

export function personalityOption(p: Personality): string {
  return p.tagline ? `${p.name}: ${p.tagline}` : p.name;
}

export function missileOption(w: MissileWeapon): string {
  return `${w.name} (range ${w.range}, impact ${w.impact})`;
}

export function meleeOption(w: MeleeWeapon): string {
  return `${w.name} (${w.reach} reach)`;
}

export function armourOption(a: Armour): string {
  return `${a.name} (DV ${a.dv})`;
}

function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}
