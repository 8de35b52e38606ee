// The backend's commands, one typed function each. Arguments go as snake_case objects, as the Rust
// commands name them; every rejection comes back as an ErrorBody (see lib/errors.ts).
import { invoke } from '@tauri-apps/api/core';
import { save } from '@tauri-apps/plugin-dialog';
import type { CampaignDetail } from './bindings/CampaignDetail';
import type { CampaignSummary } from './bindings/CampaignSummary';
import type { Catalog } from './bindings/Catalog';
import type { ChainOdds } from './bindings/ChainOdds';
import type { CharacterRef } from './bindings/CharacterRef';
import type { CharacterSheet } from './bindings/CharacterSheet';
import type { Circumstances } from './bindings/Circumstances';
import type { LookupResult } from './bindings/LookupResult';
import type { RolledTest } from './bindings/RolledTest';
import type { Table } from './bindings/Table';
import type { TableInfo } from './bindings/TableInfo';
import type { TestId } from './bindings/TestId';
import type { TestInfo } from './bindings/TestInfo';
import type { TestOdds } from './bindings/TestOdds';
import type { CharacterView } from './bindings/CharacterView';
import type { Paper } from './bindings/Paper';
import type { PrintOutcome } from './bindings/PrintOutcome';
import type { Ruleset } from './bindings/Ruleset';
import type { SheetCheck } from './bindings/SheetCheck';
import type { SideView } from './bindings/SideView';
import type { Suit } from './bindings/Suit';
import { toErrorBody } from './lib/errors';

async function call<T>(command: string, args?: Record<string, unknown>): Promise<T> {
  try {
    return await invoke<T>(command, args);
  } catch (rejection) {
    throw toErrorBody(rejection);
  }
}

export const listCampaigns = () => call<CampaignSummary[]>('list_campaigns');
export const createCampaign = (name: string, ruleset: Ruleset) =>
  call<CampaignSummary>('create_campaign', { name, ruleset });
export const createDemo = () => call<CampaignSummary>('create_demo');
export const getCampaign = (campaignId: number) => call<CampaignDetail>('get_campaign', { campaign_id: campaignId });
export const addSide = (campaignId: number, name: string, suit: Suit | null) =>
  call<SideView>('add_side', { campaign_id: campaignId, name, suit });

export const qotdCatalog = () => call<Catalog>('qotd_catalog');
export const checkCharacter = (sheet: CharacterSheet) => call<SheetCheck>('check_character', { sheet });
export const addCharacter = (sideId: number, sheet: CharacterSheet) =>
  call<CharacterView>('add_character', { side_id: sideId, sheet });
export const editCharacter = (characterId: number, sheet: CharacterSheet) =>
  call<CharacterView>('edit_character', { character_id: characterId, sheet });
export const removeCharacter = (characterId: number) => call<null>('remove_character', { character_id: characterId });

export const setPortrait = (characterId: number, imageBase64: string) =>
  call<CharacterView>('set_portrait', { character_id: characterId, image_base64: imageBase64 });
export const clearPortrait = (characterId: number) =>
  call<CharacterView>('clear_portrait', { character_id: characterId });
export const getPortrait = (characterId: number) => call<string | null>('get_portrait', { character_id: characterId });

export const printRoster = (campaignId: number, sideId: number | null, paper: Paper, path: string) =>
  call<PrintOutcome>('print_roster', { campaign_id: campaignId, side_id: sideId, paper, path });
export const databasePath = () => call<string>('database_path');

// The tables of the rule books (src-tauri/src/commands/tables.rs).
export const listTables = () => call<TableInfo[]>('list_tables');
export const getTable = (id: string) => call<Table>('get_table', { id });
export const lookupTable = (id: string, keys: [string, string][]) =>
  call<LookupResult>('lookup_table', { id, keys });

// Tests of a character and their exact odds (src-tauri/src/commands/odds.rs). A character is a
// stored one, `{id}`, or a sheet typed in the panel, `{inline: sheet}`.
export type Situation = Partial<Circumstances>;

export const listTests = () => call<TestInfo[]>('list_tests');
export const testOdds = (character: CharacterRef, test: TestId, circumstances: Situation) =>
  call<TestOdds>('test_odds', { character, test, circumstances });
export const shotOdds = (shooter: CharacterRef, target: CharacterRef, circumstances: Situation) =>
  call<ChainOdds>('shot_odds', { shooter, target, circumstances });
export const fightOdds = (attacker: CharacterRef, target: CharacterRef, circumstances: Situation) =>
  call<ChainOdds>('fight_odds', { attacker, target, circumstances });
/** Rolls a test; the same seed throws the same dice. */
export const rollTest = (character: CharacterRef, test: TestId, circumstances: Situation, seed: number) =>
  call<RolledTest>('roll_test', { character, test, circumstances, seed });

/** Asks where to save the roster PDF; null when the person cancels. */
export async function askRosterPath(defaultPath: string): Promise<string | null> {
  try {
    return await save({ defaultPath, filters: [{ name: 'PDF', extensions: ['pdf'] }] });
  } catch (rejection) {
    throw toErrorBody(rejection);
  }
}

let catalogOnce: Promise<Catalog> | null = null;

/** The QOTD catalog, asked for once per run of the app (a failed attempt is retried next time). */
export function loadQotdCatalog(): Promise<Catalog> {
  catalogOnce ??= qotdCatalog().catch((error) => {
    catalogOnce = null;
    throw error;
  });
  return catalogOnce;
}
