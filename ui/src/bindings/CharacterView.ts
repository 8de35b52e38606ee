// Hand-written placeholder: ts-rs generates this file from the Rust type of the same name and overwrites it.

import type { CharacterSheet } from "./CharacterSheet";
import type { Derived } from "./Derived";

export type CharacterView = { id: number, side_id: number, derived: Derived, has_portrait: boolean, } & CharacterSheet;
