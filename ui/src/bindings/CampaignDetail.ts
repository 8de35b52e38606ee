// Hand-written placeholder: ts-rs generates this file from the Rust type of the same name and overwrites it.

import type { CampaignSummary } from "./CampaignSummary";
import type { SideView } from "./SideView";

export type CampaignDetail = { campaign: CampaignSummary, sides: Array<SideView>, };
