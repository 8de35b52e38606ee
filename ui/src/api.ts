// The backend's commands, one typed function each. Arguments go as snake_case objects, as the Rust
// commands name them; every rejection comes back as an ErrorBody (see lib/errors.ts).
import { Channel, invoke } from '@tauri-apps/api/core';
import { open, save } from '@tauri-apps/plugin-dialog';
import type { GuidePage } from './lib/help';
import type { BackupInfo } from './bindings/BackupInfo';
import type { CampaignDetail } from './bindings/CampaignDetail';
import type { CampaignSummary } from './bindings/CampaignSummary';
import type { ExportInfo } from './bindings/ExportInfo';
import type { RemovedCampaign } from './bindings/RemovedCampaign';
import type { Catalog } from './bindings/Catalog';
import type { ChainInfo } from './bindings/ChainInfo';
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
import type { QotdOptions } from './bindings/QotdOptions';
import type { CharacterView } from './bindings/CharacterView';
import type { HistoryOutcome } from './bindings/HistoryOutcome';
import type { HistoryState } from './bindings/HistoryState';
import type { PrintSettings } from './bindings/PrintSettings';
import type { PrinterEdit } from './bindings/PrinterEdit';
import type { PrinterProfile } from './bindings/PrinterProfile';
import type { PrinterView } from './bindings/PrinterView';
import type { Ruleset } from './bindings/Ruleset';
import type { SheetCheck } from './bindings/SheetCheck';
import type { SideView } from './bindings/SideView';
import type { Suit } from './bindings/Suit';
import { toErrorBody } from './lib/errors';
import { unpackPreview } from './lib/previewBytes';
import type {
  CampaignOptions,
  FateCatalog,
  FateCharacterSheet,
  FateCharacterView,
  FateDeck,
  FateOptions,
  FateSheetCheck,
} from './lib/fate';
import type { FateDuelOdds, FateFightOdds, FateFireComparison, FateNerveOdds, FateRef, FateShot } from './lib/fateOdds';
import type { FateDuelThrow } from './bindings/FateDuelThrow';
import type { PrintJob } from './bindings/PrintJob';
import type { FateNerveThrow } from './bindings/FateNerveThrow';
import type { FateShotThrow } from './bindings/FateShotThrow';
import type { GangView } from './bindings/GangView';
import type { MwwCatalog } from './bindings/MwwCatalog';
import type { MwwFigureSheet } from './bindings/MwwFigureSheet';
import type { MwwHitOdds } from './bindings/MwwHitOdds';
import type { MwwRangeChance } from './bindings/MwwRangeChance';
import type { MwwOptions } from './bindings/MwwOptions';
import type { MwwShot } from './bindings/MwwShot';
import type { MwwThrow } from './bindings/MwwThrow';
import type { MwwThrowOdds } from './bindings/MwwThrowOdds';
import type { MwwThrowRoll } from './bindings/MwwThrowRoll';
import type { MwwFigureView } from './lib/mww';
import type { ImportProgress } from './bindings/ImportProgress';
import type { PlayFinished } from './bindings/PlayFinished';
import type { PlayInput } from './bindings/PlayInput';
import type { PlayOdds } from './bindings/PlayOdds';
import type { PlaySummary } from './bindings/PlaySummary';
import type { PlayView } from './bindings/PlayView';

async function call<T>(command: string, args?: Record<string, unknown>): Promise<T> {
  try {
    return await invoke<T>(command, args);
  } catch (rejection) {
    throw toErrorBody(rejection);
  }
}

/**
 * The campaign list the app handed to the page with the page itself (src-tauri/src/main.rs), for
 * the list's first frame; taken once (null afterwards, in the browser tests, or if the database
 * could not be read): whatever is drawn after asks the backend.
 */
export function takeFirstList(): { campaigns: CampaignSummary[]; removed: RemovedCampaign[] } | null {
  const w = window as { __POSSE_FIRST_LIST__?: { campaigns: CampaignSummary[]; removed: RemovedCampaign[] } };
  const first = w.__POSSE_FIRST_LIST__ ?? null;
  delete w.__POSSE_FIRST_LIST__;
  return first;
}
export const listCampaigns = () => call<CampaignSummary[]>('list_campaigns');
/** A new campaign; a fate one may start with options (only what differs from the playsheet game). */
export const createCampaign = (name: string, ruleset: Ruleset, options?: FateOptions) =>
  call<CampaignSummary>('create_campaign', options ? { name, ruleset, options } : { name, ruleset });
/** The QOTD demo campaign, or with `fate` the fate-deck one ("Trouble at Tin Cup"). */
export const createDemo = (ruleset?: Ruleset) =>
  call<CampaignSummary>('create_demo', ruleset ? { ruleset } : undefined);
export const getCampaign = (campaignId: number) => call<CampaignDetail>('get_campaign', { campaign_id: campaignId });
export const renameCampaign = (campaignId: number, name: string) =>
  call<CampaignSummary>('rename_campaign', { campaign_id: campaignId, name });
/** Takes a campaign off the list; nothing is deleted, and `restoreCampaign` brings it back. */
export const removeCampaign = (campaignId: number) => call<RemovedCampaign>('remove_campaign', { campaign_id: campaignId });
export const restoreCampaign = (campaignId: number) => call<CampaignSummary>('restore_campaign', { campaign_id: campaignId });
export const removedCampaigns = () => call<RemovedCampaign[]>('removed_campaigns');
/** Writes a campaign file (sides, rosters, portraits, games, scenarios and history) to `path`. */
export const exportCampaign = (campaignId: number, path: string) =>
  call<ExportInfo>('export_campaign', { campaign_id: campaignId, path });
/** Reads a campaign file as a new campaign (it never replaces one). */
/** Reads a campaign file as a new campaign; `onProgress` hears how far it has got. */
export function importCampaign(path: string, onProgress: (p: ImportProgress) => void = () => {}): Promise<CampaignSummary> {
  const channel = new Channel<ImportProgress>();
  channel.onmessage = onProgress;
  return call<CampaignSummary>('import_campaign', { path, on_progress: channel });
}
/** Stops the import running: it answers `import_cancelled` and keeps nothing. */
export const cancelImport = () => call<null>('cancel_import');
/** The campaign list is drawn with its rows, `ms` after the page began (the start-up benchmark's mark). */
export const listDrawn = (ms: number) => call<null>('list_drawn', { ms });
export const addSide = (campaignId: number, name: string, suit: Suit | null) =>
  call<SideView>('add_side', { campaign_id: campaignId, name, suit });

export const qotdCatalog = () => call<Catalog>('qotd_catalog');
/** Checks a sheet by the rules of the campaign it is for, saving nothing. */
export const checkCharacter = (campaignId: number, sheet: CharacterSheet) =>
  call<SheetCheck>('check_character', { campaign_id: campaignId, sheet });
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

// Printer profiles (src-tauri/src/commands/print.rs); printing itself is the print center's
// `printPreview` and `savePdf` below. A bad value names its field (`print_option_invalid`).
export const listPrinters = () => call<PrinterView[]>('list_printers');
export const addPrinter = (profile: PrinterProfile) => call<PrinterView>('add_printer', { profile });
export const editPrinter = (name: string, edit: PrinterEdit) => call<PrinterView>('edit_printer', { name, edit });
export const removePrinter = (name: string) => call<null>('remove_printer', { name });
export const databasePath = () => call<string>('database_path');

// The guide's page for the screen in view, in the system's browser (src-tauri/src/commands/help.rs).
export const openGuide = (page: GuidePage) => call<null>('open_guide', { page });

// The tables of the rule books (src-tauri/src/commands/tables.rs).
export const listTables = () => call<TableInfo[]>('list_tables');
export const getTable = (id: string) => call<Table>('get_table', { id });
export const lookupTable = (id: string, keys: [string, string][]) =>
  call<LookupResult>('lookup_table', { id, keys });

// Tests of a character and their exact odds (src-tauri/src/commands/odds.rs). A character is a
// stored one, `{id}`, or a sheet typed in the panel, `{inline: sheet}`.
export type Situation = Partial<Circumstances>;

export const listTests = () => call<TestInfo[]>('list_tests');
/** The shot and the fight, with the circumstances each reads. */
export const listChains = () => call<ChainInfo[]>('list_chains');
export const testOdds = (character: CharacterRef, test: TestId, circumstances: Situation) =>
  call<TestOdds>('test_odds', { character, test, circumstances });
export const shotOdds = (shooter: CharacterRef, target: CharacterRef, circumstances: Situation) =>
  call<ChainOdds>('shot_odds', { shooter, target, circumstances });
export const fightOdds = (attacker: CharacterRef, target: CharacterRef, circumstances: Situation) =>
  call<ChainOdds>('fight_odds', { attacker, target, circumstances });
/** Rolls a test; the same seed throws the same dice. */
export const rollTest = (character: CharacterRef, test: TestId, circumstances: Situation, seed: number) =>
  call<RolledTest>('roll_test', { character, test, circumstances, seed });

// A campaign's options, of its family (`FateOptions`, `QotdOptions` or `MwwOptions`): each choice in words.
export const campaignOptions = (campaignId: number) =>
  call<CampaignOptions>('campaign_options', { campaign_id: campaignId });
export const setCampaignOptions = (campaignId: number, options: FateOptions | QotdOptions | MwwOptions) =>
  call<CampaignOptions>('set_campaign_options', { campaign_id: campaignId, options });
/** A fate campaign's house tables as TOML (`posse campaign house-tables ID --export`). */
export const houseTablesText = (campaignId: number) => call<string>('house_tables_text', { campaign_id: campaignId });
/** Saves edited house tables (checked as `--import` checks them; undoable), or `null`: Posse's own. */
export const setHouseTables = (campaignId: number, toml: string | null) =>
  call<string>('set_house_tables', { campaign_id: campaignId, toml });

// The fate-deck family: its catalog, its characters (checked by the campaign's options) and its
// deck.
export const fateCatalog = () => call<FateCatalog>('fate_catalog');
export const checkFateCharacter = (campaignId: number, sheet: FateCharacterSheet) =>
  call<FateSheetCheck>('check_character', { campaign_id: campaignId, sheet });
export const addFateCharacter = (sideId: number, sheet: FateCharacterSheet) =>
  call<FateCharacterView>('add_character', { side_id: sideId, sheet });
export const editFateCharacter = (characterId: number, sheet: FateCharacterSheet) =>
  call<FateCharacterView>('edit_character', { character_id: characterId, sheet });
export const fateDeck = (campaignId: number, sideId: number | null = null) =>
  call<FateDeck>('fate_deck', { campaign_id: campaignId, side_id: sideId });

// Exact odds of the fate family (src-tauri/src/commands/odds_fate.rs).
/** Both ways of firing are weighed: deliberate and blazing away (`context.fire` is ignored). */
export const fateFireOdds = (shooter: FateRef, shot: FateShot) =>
  call<FateFireComparison>('fate_fire_odds', { shooter, weapon: shot.weapon, context: shot.context });
export const fateNerveOdds = (character: FateRef, context: Record<string, unknown> = {}) =>
  call<FateNerveOdds>('fate_nerve_odds', { character, context });
export const fateDuelOdds = (first: FateRef, second: FateRef) => call<FateDuelOdds>('fate_duel_odds', { first, second });
export const fateFightOdds = (attacker: FateRef, target: FateRef) =>
  call<FateFightOdds>('fate_fight_odds', { attacker, target });
/** "Roll it": the same seed throws the same dice as `posse roll fate … --seed N`. */
export const fateRollFire = (shooter: FateRef, shot: FateShot, fire: 'deliberate' | 'blaze_away', seed: number) =>
  call<FateShotThrow>('fate_roll_fire', { shooter, weapon: shot.weapon, context: { ...shot.context, fire }, seed });
export const fateRollNerve = (character: FateRef, seed: number) =>
  call<FateNerveThrow>('fate_roll_nerve', { character, context: {}, seed });
export const fateRollDuel = (first: FateRef, second: FateRef, seed: number) =>
  call<FateDuelThrow>('fate_roll_duel', { first, second, seed });

// My Wild West (src-tauri/src/commands/mww.rs): the gang editor's catalog, a gang's money and APs,
// its figures (the roster's commands with an MwwFigureSheet) and the odds of a shot.
export const mwwCatalog = () => call<MwwCatalog>('mww_catalog');
export const mwwGang = (sideId: number) => call<GangView>('mww_gang', { side_id: sideId });
/** Sets a gang's money (undoable); a negative sum is refused (`bad_money`). */
export const setGangMoney = (sideId: number, money: number) => call<GangView>('set_gang_money', { side_id: sideId, money });
export const checkMwwFigure = (campaignId: number, sheet: MwwFigureSheet) =>
  call<SheetCheck>('check_character', { campaign_id: campaignId, sheet });
export const addMwwFigure = (sideId: number, sheet: MwwFigureSheet) =>
  call<MwwFigureView>('add_character', { side_id: sideId, sheet });
export const editMwwFigure = (characterId: number, sheet: MwwFigureSheet) =>
  call<MwwFigureView>('edit_character', { character_id: characterId, sheet });
// A shot by the readings of a campaign (the roster firer's), or the defaults without one.
export const mwwHitOdds = (shot: MwwShot, campaignId: number | null = null) =>
  call<MwwHitOdds>('mww_hit_odds', campaignId === null ? { shot } : { shot, campaign_id: campaignId });
export const mwwHitByRange = (shot: MwwShot, campaignId: number | null = null) =>
  call<MwwRangeChance[]>('mww_hit_by_range', campaignId === null ? { shot } : { shot, campaign_id: campaignId });
export const mwwThrows = () => call<MwwThrowOdds[]>('mww_throws');
export const mwwRollThrow = (thrown: MwwThrow, seed: number) => call<MwwThrowRoll>('mww_roll_throw', { throw: thrown, seed });

let mwwCatalogOnce: Promise<MwwCatalog> | null = null;

/** The MWW catalog, asked for once per run of the app (a failed attempt is retried next time). */
export function loadMwwCatalog(): Promise<MwwCatalog> {
  mwwCatalogOnce ??= mwwCatalog().catch((error) => {
    mwwCatalogOnce = null;
    throw error;
  });
  return mwwCatalogOnce;
}

/** Asks where to save a PDF; null when the person cancels. */
/** The print center's preview: what the pages hold and the PDF, as one binary answer; nothing is written. */
export const printPreview = async (job: PrintJob, settings: PrintSettings) =>
  unpackPreview(await call<ArrayBuffer>('print_preview', { job, settings }));
/** "Save PDF…": writes the previewed bytes to `path`; answers the bytes written. */
export const savePdf = (path: string, pdfBase64: string) => call<number>('save_pdf', { path, pdf_base64: pdfBase64 });
/** "Open": the PDF just saved, in the system's viewer (only that file can be opened). */
export const openSavedPdf = (path: string) => call<null>('open_saved_pdf', { path });

export async function askPdfPath(defaultPath: string): Promise<string | null> {
  try {
    return await save({ defaultPath, filters: [{ name: 'PDF', extensions: ['pdf'] }] });
  } catch (rejection) {
    throw toErrorBody(rejection);
  }
}

// Undo, redo and backups (src-tauri/src/commands/history.rs).
/** What the Undo and Redo buttons of a campaign would do. */
export const historyState = (campaignId: number) => call<HistoryState>('history_state', { campaign_id: campaignId });
export const undo = (campaignId: number) => call<HistoryOutcome>('undo', { campaign_id: campaignId });
export const redo = (campaignId: number) => call<HistoryOutcome>('redo', { campaign_id: campaignId });
/** Copies the whole database to a new file (never overwrites one: `backup_exists`). */
export const backupDatabase = (path: string) => call<BackupInfo>('backup_database', { path });

/** Asks where to save a backup of the database; null when the person cancels. */
export async function askBackupPath(defaultPath: string): Promise<string | null> {
  try {
    return await save({ defaultPath, filters: [{ name: 'Posse database', extensions: ['sqlite'] }] });
  } catch (rejection) {
    throw toErrorBody(rejection);
  }
}

const CAMPAIGN_FILES = [{ name: 'Posse campaign', extensions: ['json'] }];

/** The native save dialog for a campaign file; null when cancelled. */
export async function askExportPath(defaultPath: string): Promise<string | null> {
  try {
    return await save({ defaultPath, filters: CAMPAIGN_FILES });
  } catch (rejection) {
    throw toErrorBody(rejection);
  }
}

/** The native open dialog for one campaign file; null when cancelled. */
export async function askImportPath(): Promise<string | null> {
  try {
    const chosen = await open({ multiple: false, directory: false, filters: CAMPAIGN_FILES });
    return typeof chosen === 'string' ? chosen : null;
  } catch (rejection) {
    throw toErrorBody(rejection);
  }
}

let fateCatalogOnce: Promise<FateCatalog> | null = null;

/** The fate catalog, asked for once per run of the app (a failed attempt is retried next time). */
export function loadFateCatalog(): Promise<FateCatalog> {
  fateCatalogOnce ??= fateCatalog().catch((error) => {
    fateCatalogOnce = null;
    throw error;
  });
  return fateCatalogOnce;
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

// Casting scenarios (src-tauri/src/commands/casting.rs). A script names sides and characters by id
// (the CLI's files may also use names); a `Scenario` sent back as it is is accepted as a script.
// Errors name the field: `sides[0].characters[2]: Dusty is dead (…)`, code `character_unavailable`;
// `too_many_cards` when one player would need a fourteenth card (the message says whom to leave out).
import type { CastingBoard } from './bindings/CastingBoard';
import type { Scenario } from './bindings/Scenario';
import type { ScenarioScript } from './bindings/ScenarioScript';

/** Sides and rosters, everyone's availability, the beasts and the scenarios already cast. */
export const castingBoard = (campaignId: number) => call<CastingBoard>('casting_board', { campaign_id: campaignId });
/** Casts a script without saving it (`id` is null): the board's live view. */
export const previewScenario = (campaignId: number, script: ScenarioScript | Scenario) =>
  call<Scenario>('preview_scenario', { campaign_id: campaignId, script });
export const createScenario = (campaignId: number, script: ScenarioScript | Scenario) =>
  call<Scenario>('create_scenario', { campaign_id: campaignId, script });
export const getScenario = (scenarioId: number) => call<Scenario>('get_scenario', { scenario_id: scenarioId });
/** Casts the scenario afresh from the script, against today's rosters. */
export const editScenario = (scenarioId: number, script: ScenarioScript | Scenario) =>
  call<Scenario>('edit_scenario', { scenario_id: scenarioId, script });
/** A new scenario "… (copy)"; who can no longer play is left out and listed in `warnings`. */
export const copyScenario = (scenarioId: number) => call<Scenario>('copy_scenario', { scenario_id: scenarioId });
export const removeScenario = (scenarioId: number) => call<null>('remove_scenario', { scenario_id: scenarioId });

// Games, aftermath, availability, chronicle (src-tauri/src/commands/games.rs). Errors name the
// field first: `participants[2].character: Dusty is dead (…)` (code `invalid_game`), `invalid_dice`
// (a recorded game's dice are fixed: a different seed is refused; undo to roll again),
// `invalid_choice`, `aftermath_applied`.
import type { Aftermath } from './bindings/Aftermath';
import type { AftermathChoices } from './bindings/AftermathChoices';
import type { Availability } from './bindings/Availability';
import type { Chronicle } from './bindings/Chronicle';
import type { EnteredRolls } from './bindings/EnteredRolls';
import type { GameInput } from './bindings/GameInput';
import type { GameView } from './bindings/GameView';

export const recordGame = (campaignId: number, game: GameInput) =>
  call<GameView>('record_game', { campaign_id: campaignId, game });
/** A campaign's games, in the order played. */
export const listGames = (campaignId: number) => call<GameView[]>('list_games', { campaign_id: campaignId });
/** The aftermath with the recorded dice (or the rolls given), with the choices made; changes nothing. */
export const previewAftermath = (gameId: number, choices?: AftermathChoices | null, rolls?: EnteredRolls | null) =>
  call<Aftermath>('preview_aftermath', {
    game_id: gameId,
    ...(rolls ? { rolls } : {}),
    ...(choices && choices.choices.length > 0 ? { choices } : {}),
  });
/** "Roll for me": rolls and records the dice on the game (no seed: Posse picks one). */
export const rollAftermathDice = (gameId: number, seed?: number | null) =>
  call<Aftermath>('roll_aftermath_dice', seed === undefined || seed === null ? { game_id: gameId } : { game_id: gameId, seed });
/** Records the dice the players rolled at the table. */
export const enterAftermathDice = (gameId: number, rolls: EnteredRolls) =>
  call<Aftermath>('enter_aftermath_dice', { game_id: gameId, rolls });
/** Applies the aftermath with the recorded dice, in one step (undoable). */
export const applyAftermath = (gameId: number, choices?: AftermathChoices | null) =>
  call<Aftermath>('apply_aftermath', choices && choices.choices.length > 0 ? { game_id: gameId, choices } : { game_id: gameId });
/** Who may play in the next game, and with what. */
export const availability = (campaignId: number) => call<Availability[]>('availability', { campaign_id: campaignId });
export const campaignChronicle = (campaignId: number) => call<Chronicle>('chronicle', { campaign_id: campaignId });
export const characterChronicle = (characterId: number) => call<Chronicle>('chronicle', { character_id: characterId });

// The West That Wasn't (src-tauri/src/commands/twtw.rs): the hero editor's catalog, heroes (checked
// and stored through the same commands as every family), the action deck and exact odds over it.
import type { TwtwCheckOdds } from './bindings/TwtwCheckOdds';
import type { TwtwDamageOdds } from './bindings/TwtwDamageOdds';
import type { TwtwDamageQuery } from './bindings/TwtwDamageQuery';
import type { TwtwDeckStats } from './bindings/TwtwDeckStats';
import type { TwtwInitiativeOdds } from './bindings/TwtwInitiativeOdds';
import type { TwtwCatalog, TwtwDeck, TwtwHeroSheet, TwtwHeroView, TwtwPool, TwtwSheetCheck } from './lib/twtw';

export const twtwCatalog = () => call<TwtwCatalog>('twtw_catalog');
export const checkHero = (campaignId: number, sheet: TwtwHeroSheet) =>
  call<TwtwSheetCheck>('check_character', { campaign_id: campaignId, sheet });
export const addHero = (sideId: number, sheet: TwtwHeroSheet) => call<TwtwHeroView>('add_character', { side_id: sideId, sheet });
export const editHero = (characterId: number, sheet: TwtwHeroSheet) =>
  call<TwtwHeroView>('edit_character', { character_id: characterId, sheet });
/** The deck of a seed; no seed: the deck Posse ships. */
export const twtwDeck = (seed: number | null = null) => call<TwtwDeck>('twtw_deck', { seed });
export const twtwDeckStats = (seed: number | null = null) => call<TwtwDeckStats>('twtw_deck_stats', { seed });
export const twtwCheckOdds = (pool: TwtwPool, tn: number, modifier: number, deck: number | null) =>
  call<TwtwCheckOdds>('twtw_check_odds', { pool, tn, modifier, deck });
export const twtwDamageOdds = (query: TwtwDamageQuery, deck: number | null) =>
  call<TwtwDamageOdds>('twtw_damage_odds', { query, deck });
export const twtwInitiativeOdds = (pool: TwtwPool, bonus: number, deck: number | null) =>
  call<TwtwInitiativeOdds>('twtw_initiative_odds', { pool, bonus, deck });

let twtwCatalogOnce: Promise<TwtwCatalog> | null = null;

/** The TWTW catalog, asked for once per run of the app (a failed attempt is retried next time). */
export function loadTwtwCatalog(): Promise<TwtwCatalog> {
  twtwCatalogOnce ??= twtwCatalog().catch((error) => {
    twtwCatalogOnce = null;
    throw error;
  });
  return twtwCatalogOnce;
}

// ---- A game played beside the table (issue 25): src-tauri/src/commands/play.rs ----
/** Starts a game from a saved scenario (`seed` absent: Posse picks one). */
export const startPlay = (scenarioId: number, seed?: number) =>
  call<PlayView>('start_play', seed === undefined ? { scenario_id: scenarioId } : { scenario_id: scenarioId, seed });
export const listPlays = (campaignId: number) => call<PlaySummary[]>('list_plays', { campaign_id: campaignId });
export const getPlay = (playId: number) => call<PlayView>('get_play', { play_id: playId });
/** One change (a card turned, a field marked, a kill, an attack…): one undoable step. */
export const changePlay = (playId: number, change: PlayInput) => call<PlayView>('change_play', { play_id: playId, change });
export const playOdds = (playId: number, by: string, target: string, form: unknown) =>
  call<PlayOdds>('play_odds', { play_id: playId, by, target, form });
/** The game the after-action wizard would record; changes nothing. */
export const playResult = (playId: number, date: string) => call<GameInput>('play_result', { play_id: playId, date });
/** Game over: the game recorded (nothing applied to the rosters until the wizard's Apply). */
export const finishPlay = (playId: number, date: string) => call<PlayFinished>('finish_play', { play_id: playId, date });
export const dropPlay = (playId: number) => call<PlayView>('drop_play', { play_id: playId });
export const getGame = (gameId: number) => call<GameView>('get_game', { game_id: gameId });
