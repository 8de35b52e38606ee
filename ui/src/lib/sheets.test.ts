import { describe, expect, it } from 'vitest';
import type { Scenario } from '../bindings/Scenario';
import { castSheetFileName, playsheetFileName, scenarioPlayers } from './sheets';

describe('sheet file names', () => {
  it('names the playsheet after the campaign, without characters a file system refuses', () => {
    expect(playsheetFileName('Tombstone: 1881')).toBe('Tombstone 1881-playsheet.pdf');
    expect(playsheetFileName('..')).toBe('campaign-playsheet.pdf');
  });

  it('names cast sheets after the scenario, and one player’s after the player too', () => {
    expect(castSheetFileName('Showdown at Dry Gulch', null)).toBe('Showdown at Dry Gulch-cast-sheets.pdf');
    expect(castSheetFileName('Showdown / Dry Gulch', 'Ann')).toBe('Showdown Dry Gulch-Ann.pdf');
  });
});

describe('scenarioPlayers', () => {
  it('lists each player once, by the side’s name when the player has none', () => {
    const side = (player: string, side_name: string) => ({ player, side_name }) as Scenario['sides'][number];
    const scenario = { sides: [side('Ann', 'The Earps'), side(' ', 'The Cowboys'), side('Ann', 'The Earps')] } as Scenario;
    expect(scenarioPlayers(scenario)).toEqual(['Ann', 'The Cowboys']);
  });
});
