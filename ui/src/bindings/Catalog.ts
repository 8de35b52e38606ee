// Hand-written placeholder: ts-rs generates this file from the Rust type of the same name and overwrites it.
// Shape as in src/rules/qotd/catalog.rs (TypeInfo, Personality, Trait, MissileWeaponInfo, MeleeWeaponInfo, ArmourInfo).

import type { ActionDice } from "./ActionDice";

export type Catalog = {
  types: Array<{ id: string, name: string, cards: number, action_dice: ActionDice, reduced_dice: ActionDice, max_traits: number, }>,
  personalities: Array<{ id: string, name: string, tagline: string, effect: string, }>,
  traits: Array<{ id: string, name: string, tagline: string, effect: string, group: "general" | "combat", param: "skill" | "weapon" | null, aliases: Array<string>, }>,
  missile_weapons: Array<{ id: string, name: string, group: "non_gunpowder" | "handgun" | "shotgun" | "shoulder_arm", range: string, impact: string, ignition: "none" | "flintlock" | "percussion" | "cartridge", reload: string, notes: string, aliases: Array<string>, }>,
  melee_weapons: Array<{ id: string, name: string, kind: "fighting" | "improvised" | "fists", reach: "close" | "short" | "medium" | "long", }>,
  armour: Array<{ id: string, name: string, dv: number, description: string, }>,
};
