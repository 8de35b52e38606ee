// Hand-written placeholder: ts-rs generates this file from the Rust type of the same name and overwrites it.

import type { CharacterView } from "./CharacterView";
import type { Suit } from "./Suit";

export type SideView = { id: number, campaign_id: number, name: string, suit: Suit | null, characters: Array<CharacterView>, };
