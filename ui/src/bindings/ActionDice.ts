// Hand-written placeholder: ts-rs generates this file from the Rust type of the same name and overwrites it.

import type { Keep } from "./Keep";

export type ActionDice = { dice: number, keep: Keep, };
