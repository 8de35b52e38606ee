// The commands as the backend declares them (src-tauri/src/commands): names and snake_case
// argument objects, and rejections turned into ErrorBody.
import { clearMocks, mockIPC } from '@tauri-apps/api/mocks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as api from './api';
import { blankFateSheet } from './lib/fate';
import { blankSheet } from './lib/sheet';

beforeAll(() => {
  // The Tauri mocks install themselves on `window`; in Node that is the global object.
  (globalThis as { window?: unknown }).window = globalThis;
});
afterEach(() => clearMocks());

function record(answer: (cmd: string, args: unknown) => unknown = () => null) {
  const calls: { cmd: string; args: unknown }[] = [];
  mockIPC((cmd, args) => {
    calls.push({ cmd, args });
    return answer(cmd, args);
  });
  return calls;
}

describe('commands', () => {
  it('send snake_case arguments', async () => {
    const calls = record();
    const sheet = blankSheet(null);
    await api.createCampaign('Dodge City', 'qotd');
    await api.getCampaign(3);
    await api.addSide(3, 'The Earps', null);
    await api.checkCharacter(3, sheet);
    await api.addCharacter(4, sheet);
    await api.editCharacter(5, sheet);
    await api.removeCharacter(5);
    await api.setPortrait(5, 'iVBORw0KGgo=');
    await api.clearPortrait(5);
    await api.getPortrait(5);
    await api.listTables();
    await api.getTable('qotd.effects_of_hits');
    await api.lookupTable('qotd.effects_of_hits', [['dv', '0'], ['roll', '5']]);
    await api.listTests();
    await api.testOdds({ id: 7 }, 'wanting_to_shoot', { moved: true });
    await api.shotOdds({ id: 7 }, { inline: sheet }, { cover: 'light', range_paces: 20 });
    await api.fightOdds({ id: 7 }, { id: 8 }, { attack: 'mighty_blow' });
    await api.rollTest({ inline: sheet }, 'courage_test', {}, 42);
    expect(calls).toEqual([
      { cmd: 'create_campaign', args: { name: 'Dodge City', ruleset: 'qotd' } },
      { cmd: 'get_campaign', args: { campaign_id: 3 } },
      { cmd: 'add_side', args: { campaign_id: 3, name: 'The Earps', suit: null } },
      { cmd: 'check_character', args: { campaign_id: 3, sheet } },
      { cmd: 'add_character', args: { side_id: 4, sheet } },
      { cmd: 'edit_character', args: { character_id: 5, sheet } },
      { cmd: 'remove_character', args: { character_id: 5 } },
      { cmd: 'set_portrait', args: { character_id: 5, image_base64: 'iVBORw0KGgo=' } },
      { cmd: 'clear_portrait', args: { character_id: 5 } },
      { cmd: 'get_portrait', args: { character_id: 5 } },
      { cmd: 'list_tables', args: {} },
      { cmd: 'get_table', args: { id: 'qotd.effects_of_hits' } },
      { cmd: 'lookup_table', args: { id: 'qotd.effects_of_hits', keys: [['dv', '0'], ['roll', '5']] } },
      { cmd: 'list_tests', args: {} },
      { cmd: 'test_odds', args: { character: { id: 7 }, test: 'wanting_to_shoot', circumstances: { moved: true } } },
      { cmd: 'shot_odds', args: { shooter: { id: 7 }, target: { inline: sheet }, circumstances: { cover: 'light', range_paces: 20 } } },
      { cmd: 'fight_odds', args: { attacker: { id: 7 }, target: { id: 8 }, circumstances: { attack: 'mighty_blow' } } },
      { cmd: 'roll_test', args: { character: { inline: sheet }, test: 'courage_test', circumstances: {}, seed: 42 } },
    ]);
  });

  it('send the fate family\'s commands as the backend names their arguments', async () => {
    const calls = record();
    const sheet = blankFateSheet();
    await api.createCampaign('Red Rock', 'fate', { jams: 'ansell1996' });
    await api.campaignOptions(3);
    await api.setCampaignOptions(3, { fumbles: true });
    await api.checkFateCharacter(3, sheet);
    await api.addFateCharacter(4, sheet);
    await api.editFateCharacter(5, sheet);
    await api.fateDeck(3);
    await api.fateFireOdds({ id: 7 }, { weapon: 'six_shooter', context: { range: 7, cover: true, moved: false, aimed: false } });
    await api.fateNerveOdds({ inline: sheet });
    await api.fateDuelOdds({ id: 7 }, { id: 8 });
    await api.fateFightOdds({ id: 7 }, { id: 8 });
    expect(calls).toEqual([
      { cmd: 'create_campaign', args: { name: 'Red Rock', ruleset: 'fate', options: { jams: 'ansell1996' } } },
      { cmd: 'campaign_options', args: { campaign_id: 3 } },
      { cmd: 'set_campaign_options', args: { campaign_id: 3, options: { fumbles: true } } },
      { cmd: 'check_character', args: { campaign_id: 3, sheet } },
      { cmd: 'add_character', args: { side_id: 4, sheet } },
      { cmd: 'edit_character', args: { character_id: 5, sheet } },
      { cmd: 'fate_deck', args: { campaign_id: 3, side_id: null } },
      { cmd: 'fate_fire_odds', args: { shooter: { id: 7 }, weapon: 'six_shooter', context: { range: 7, cover: true, moved: false, aimed: false } } },
      { cmd: 'fate_nerve_odds', args: { character: { inline: sheet }, context: {} } },
      { cmd: 'fate_duel_odds', args: { first: { id: 7 }, second: { id: 8 } } },
      { cmd: 'fate_fight_odds', args: { attacker: { id: 7 }, target: { id: 8 } } },
    ]);
  });

  it('manage whole campaigns, and ask the native dialogs for campaign files', async () => {
    const calls = record((cmd) => (cmd === 'plugin:dialog|open' ? '/home/jo/dry.posse.json' : cmd === 'plugin:dialog|save' ? null : null));
    await api.renameCampaign(3, 'Dry Gulch II');
    await api.removeCampaign(3);
    await api.restoreCampaign(3);
    await api.removedCampaigns();
    await api.exportCampaign(3, '/home/jo/dry.posse.json');
    await api.importCampaign('/home/jo/dry.posse.json');
    expect(await api.askExportPath('dry-gulch.posse.json')).toBeNull();
    expect(await api.askImportPath()).toBe('/home/jo/dry.posse.json');
    const files = [{ name: 'Posse campaign', extensions: ['json'] }];
    expect(calls).toEqual([
      { cmd: 'rename_campaign', args: { campaign_id: 3, name: 'Dry Gulch II' } },
      { cmd: 'remove_campaign', args: { campaign_id: 3 } },
      { cmd: 'restore_campaign', args: { campaign_id: 3 } },
      { cmd: 'removed_campaigns', args: {} },
      { cmd: 'export_campaign', args: { campaign_id: 3, path: '/home/jo/dry.posse.json' } },
      { cmd: 'import_campaign', args: { path: '/home/jo/dry.posse.json', on_progress: expect.anything() } },
      { cmd: 'plugin:dialog|save', args: { options: { defaultPath: 'dry-gulch.posse.json', filters: files } } },
      { cmd: 'plugin:dialog|open', args: { options: { multiple: false, directory: false, filters: files } } },
    ]);
  });

  it('preview a print job with its settings, save what was shown, and keep printer profiles by name', async () => {
    // The preview comes as one binary answer: the report's length, the report, the PDF.
    const report = new TextEncoder().encode('{"printable":"fate deck","pages":2,"sheets":1,"warnings":[],"notes":[],"settings":"Letter"}');
    const packed = new Uint8Array(4 + report.length + 5);
    new DataView(packed.buffer).setUint32(0, report.length, true);
    packed.set(report, 4);
    packed.set(new TextEncoder().encode('%PDF-'), 4 + report.length);
    const calls = record((cmd) => (cmd === 'print_preview' ? packed.buffer : null));
    const settings = { landscape: false, paper: 'letter', bleed_mm: 3, duplex: 'long' as const };
    const shown = await api.printPreview({ what: 'fate_deck', source: { from: 'campaign', campaign_id: 4, side_id: 9 }, blanks: 0 }, settings);
    expect(shown.preview.pages).toBe(2);
    expect(new TextDecoder().decode(shown.pdf)).toBe('%PDF-');
    await api.savePdf('/tmp/deck.pdf', 'JVBERi0=');
    await api.listPrinters();
    const laser = { name: 'Laser', paper: 'a4', duplex: 'long' as const, back_offset_x_mm: 0.8, back_offset_y_mm: -1.2, measured_ruler_mm: 99.2 };
    await api.addPrinter(laser);
    await api.editPrinter('Laser', { name: 'Den', back_offset_mm: [0, 0.5] });
    await api.removePrinter('Den');
    expect(calls).toEqual([
      {
        cmd: 'print_preview',
        args: { job: { what: 'fate_deck', source: { from: 'campaign', campaign_id: 4, side_id: 9 }, blanks: 0 }, settings },
      },
      { cmd: 'save_pdf', args: { path: '/tmp/deck.pdf', pdf_base64: 'JVBERi0=' } },
      { cmd: 'list_printers', args: {} },
      { cmd: 'add_printer', args: { profile: laser } },
      { cmd: 'edit_printer', args: { name: 'Laser', edit: { name: 'Den', back_offset_mm: [0, 0.5] } } },
      { cmd: 'remove_printer', args: { name: 'Den' } },
    ]);
  });

  it('ask the save dialog for a PDF path', async () => {
    const calls = record(() => '/home/jo/roster.pdf');
    expect(await api.askPdfPath('Dodge City-roster.pdf')).toBe('/home/jo/roster.pdf');
    expect(calls).toEqual([
      {
        cmd: 'plugin:dialog|save',
        args: { options: { defaultPath: 'Dodge City-roster.pdf', filters: [{ name: 'PDF', extensions: ['pdf'] }] } },
      },
    ]);
  });
});

describe('rejections', () => {
  it('arrive as the backend error body', async () => {
    record(() => Promise.reject({ code: 'suit_taken', message: 'suit: hearts already belongs to side "The Law"' }));
    await expect(api.addSide(1, 'Outlaws', 'hearts')).rejects.toEqual({
      code: 'suit_taken',
      message: 'suit: hearts already belongs to side "The Law"',
    });
  });

  it('of another shape arrive as code "unexpected"', async () => {
    record(() => Promise.reject('invalid args `sheet` for command `add_character`: unknown field `colour`'));
    await expect(api.addCharacter(1, blankSheet(null))).rejects.toEqual({
      code: 'unexpected',
      message: 'invalid args `sheet` for command `add_character`: unknown field `colour`',
    });
  });

  it('do not stick to the catalog: a failed load is asked again', async () => {
    let asked = 0;
    record(() => (++asked === 1 ? Promise.reject({ code: 'database_error', message: 'busy' }) : { types: [] }));
    await expect(api.loadQotdCatalog()).rejects.toMatchObject({ code: 'database_error' });
    await expect(api.loadQotdCatalog()).resolves.toEqual({ types: [] });
    await expect(api.loadQotdCatalog()).resolves.toEqual({ types: [] });
    expect(asked).toBe(2);
  });
});

describe('the first campaign list', () => {
  it('is taken once from what the app handed the page; afterwards (and without it) there is none', () => {
    const w = window as { __POSSE_FIRST_LIST__?: unknown };
    expect(api.takeFirstList()).toBeNull();
    const tinCup = { id: 2, name: 'Trouble at Tin Cup', ruleset: 'fate', sides: 2, characters: 8, created_at: 1795944526 };
    const first = { campaigns: [{ ...tinCup, id: 1, name: 'Showdown at Dry Gulch', ruleset: 'qotd' }], removed: [{ campaign: tinCup, removed_at: 1795944600 }] };
    w.__POSSE_FIRST_LIST__ = first;
    expect(api.takeFirstList()).toEqual(first);
    expect(w.__POSSE_FIRST_LIST__).toBeUndefined();
    expect(api.takeFirstList()).toBeNull();
  });
});
