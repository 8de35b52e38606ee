import { describe, expect, it } from 'vitest';
import type { Scenario } from '../bindings/Scenario';
import { scenarioPlayers } from './sheets';

describe('scenarioPlayers', () => {
  it('lists each player once, by the side’s name when the player has none', () => {
    const side = (player: string, side_name: string) => ({ player, side_name }) as Scenario['sides'][number];
    const scenario = { sides: [side('Ann', 'The Earps'), side(' ', 'The Cowboys'), side('Ann', 'The Earps')] } as Scenario;
    expect(scenarioPlayers(scenario)).toEqual(['Ann', 'The Cowboys']);
  });
});
