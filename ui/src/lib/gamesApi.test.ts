// The games commands as src-tauri/src/commands/games.rs declares them: names and snake_case
// argument objects; optional arguments left out rather than sent empty.
import { clearMocks, mockIPC } from '@tauri-apps/api/mocks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../api';

beforeAll(() => {
  (globalThis as { window?: unknown }).window = globalThis;
});
afterEach(() => clearMocks());

describe('games commands', () => {
  it('send snake_case arguments, leaving out a missing seed and empty choices', async () => {
    const calls: { cmd: string; args: unknown }[] = [];
    mockIPC((cmd, args) => {
      calls.push({ cmd, args });
      return null;
    });
    const game = { title: 'T', date: '1881-10-26', participants: [{ character: 1, ended: 'uninjured' }] };
    const choices = { choices: [{ character: 1, trait: { id: 'tough' } }] };
    const rolls = { rolls: [{ character: 5, dice: [1], hes_going: [7] }] };
    await api.recordGame(1, game);
    await api.listGames(1);
    await api.previewAftermath(2);
    await api.previewAftermath(2, { choices: [] });
    await api.previewAftermath(2, choices, rolls);
    await api.rollAftermathDice(2);
    await api.rollAftermathDice(2, 0);
    await api.enterAftermathDice(2, rolls);
    await api.applyAftermath(2, { choices: [] });
    await api.applyAftermath(2, choices);
    await api.availability(1);
    await api.campaignChronicle(1);
    await api.characterChronicle(5);
    expect(calls).toEqual([
      { cmd: 'record_game', args: { campaign_id: 1, game } },
      { cmd: 'list_games', args: { campaign_id: 1 } },
      { cmd: 'preview_aftermath', args: { game_id: 2 } },
      { cmd: 'preview_aftermath', args: { game_id: 2 } },
      { cmd: 'preview_aftermath', args: { game_id: 2, rolls, choices } },
      { cmd: 'roll_aftermath_dice', args: { game_id: 2 } },
      { cmd: 'roll_aftermath_dice', args: { game_id: 2, seed: 0 } },
      { cmd: 'enter_aftermath_dice', args: { game_id: 2, rolls } },
      { cmd: 'apply_aftermath', args: { game_id: 2 } },
      { cmd: 'apply_aftermath', args: { game_id: 2, choices } },
      { cmd: 'availability', args: { campaign_id: 1 } },
      { cmd: 'chronicle', args: { campaign_id: 1 } },
      { cmd: 'chronicle', args: { character_id: 5 } },
    ]);
  });

  it('reject with the backend’s code and message', async () => {
    mockIPC(() => Promise.reject({ code: 'invalid_dice', message: 'dice: this game’s aftermath dice are already recorded (seed 9)' }));
    await expect(api.rollAftermathDice(2, 7)).rejects.toEqual({ code: 'invalid_dice', message: 'dice: this game’s aftermath dice are already recorded (seed 9)' });
  });
});
