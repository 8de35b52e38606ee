import { describe, expect, it } from 'vitest';
import type { Availability } from '../bindings/Availability';
import type { CampaignDetail } from '../bindings/CampaignDetail';
import { GAMES_SCENES } from '../../../tests/ui-fixtures/recorded/games';
import { matchesQuery, matchesStanding, searchText } from './roster';

const recorded = <T>(cmd: string, campaign: number, stage: number) =>
  GAMES_SCENES.find((s) => s.cmd === cmd && s.campaign === campaign && s.stage === stage)!.answer as T;
const qotd = recorded<CampaignDetail>('get_campaign', 1, 0);
const fate = recorded<CampaignDetail>('get_campaign', 2, 0);
const everyone = (d: CampaignDetail) => d.sides.flatMap((s) => s.characters);
const names = (d: CampaignDetail, query: string) => everyone(d).filter((c) => matchesQuery(c, query)).map((c) => c.name);

describe('the roster search', () => {
  it('finds by name, any word, any case, from the start of a word', () => {
    expect(names(qotd, 'earp')).toEqual(['Wyatt Earp', 'Virgil Earp', 'Morgan Earp']);
    expect(names(qotd, 'WY')).toEqual(['Wyatt Earp']);
    expect(names(qotd, 'arp')).toEqual([]);
    expect(names(qotd, '  ')).toHaveLength(everyone(qotd).length);
  });

  it('finds by type, personality, trait and weapon (QOTD), and by class and skill (fate)', () => {
    const doc = everyone(qotd).find((c) => c.name === 'Doc Holliday')!;
    expect(searchText(doc)).toContain('doc holliday');
    expect(names(qotd, 'minor')).toEqual(everyone(qotd).filter((c) => 'type' in c && c.type === 'minor').map((c) => c.name));
    expect(names(qotd, 'hero earp')).toEqual(['Wyatt Earp']);
    expect(names(fate, 'shootist').length).toBeGreaterThan(0);
    expect(names(fate, 'kid gunman')).toEqual(['Kid Kelly']);
  });
});

describe('the standing filter', () => {
  const after = GAMES_SCENES.find((s) => s.cmd === 'availability' && s.campaign === 1 && s.stage === 3)!.answer as Availability[];
  it('parts those who can play the next game from those who cannot', () => {
    const dusty = after.find((a) => a.name === 'Dusty')!;
    const ringo = after.find((a) => a.name === 'Johnny Ringo')!;
    expect([matchesStanding(dusty, 'can_play'), matchesStanding(dusty, 'cannot_play')]).toEqual([false, true]);
    expect([matchesStanding(ringo, 'can_play'), matchesStanding(ringo, 'cannot_play')]).toEqual([true, false]);
    expect(matchesStanding(undefined, 'can_play')).toBe(true);
    expect(matchesStanding(dusty, 'all')).toBe(true);
  });
});
