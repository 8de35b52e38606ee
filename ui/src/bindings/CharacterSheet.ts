// Hand-written placeholder: ts-rs generates this file from the Rust type of the same name and overwrites it.

import type { TraitPick } from "./TraitPick";

export type CharacterSheet = { name: string, type: string, personality: string, traits: Array<TraitPick>, weapons: Array<string>, armour: string, shield: boolean, notes: string, };
