// Hand-written placeholder: ts-rs generates this file from the Rust type of the same name and overwrites it.

import type { ActionDice } from "./ActionDice";

export type Derived = { cards: number, action_dice: ActionDice, reduced_dice: ActionDice, dv: number, move_paces: number, max_traits: number, };
