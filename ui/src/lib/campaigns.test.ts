import { describe, expect, it } from 'vitest';
import { campaignFileName, exportMessage } from './campaigns';

describe('campaign files', () => {
  it('are named after the campaign', () => {
    expect(campaignFileName('Showdown at Dry Gulch')).toBe('showdown-at-dry-gulch.posse.json');
    expect(campaignFileName('  Trouble at Tin Cup! ')).toBe('trouble-at-tin-cup.posse.json');
    expect(campaignFileName('Señor Álvarez’s War')).toBe('senor-alvarez-s-war.posse.json');
    expect(campaignFileName('***')).toBe('campaign.posse.json');
  });

  it('say what an export wrote', () => {
    const info = { path: '/home/me/dry.posse.json', name: 'Dry Gulch', bytes: 9000, characters: 11, games: 0 };
    expect(exportMessage(info)).toBe('Exported "Dry Gulch" (11 characters) to /home/me/dry.posse.json.');
    expect(exportMessage({ ...info, characters: 1, games: 2 })).toBe('Exported "Dry Gulch" (1 character, 2 games) to /home/me/dry.posse.json.');
  });
});
