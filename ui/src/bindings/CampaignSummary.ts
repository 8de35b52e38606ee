// Hand-written placeholder: ts-rs generates this file from the Rust type of the same name and overwrites it.

import type { Ruleset } from "./Ruleset";

export type CampaignSummary = { id: number, name: string, ruleset: Ruleset, sides: number, characters: number, created_at: number, };
