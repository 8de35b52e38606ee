import { describe, expect, it } from 'vitest';
import { FAMILIES_SCENES } from '../../../tests/ui-fixtures/recorded/families';
import type { CampaignDetail } from '../bindings/CampaignDetail';
import type { MwwRangeChance } from '../bindings/MwwRangeChance';
import {
  addWeapon,
  asMww,
  blankFigure,
  dollars,
  figureColumns,
  figureToSend,
  hitChart,
  mwwFieldLabel,
  plainShot,
  removeWeapon,
  shotActions,
  shotBy,
  toggleSkill,
  weaponsLine,
} from './mww';

describe('a figure as the gang editor changes it', () => {
  it('sends whole numbers, a trimmed name and no mount for a figure on foot', () => {
    let sheet = { ...blankFigure(), name: '  Butch ', wounds: 1.7 as number };
    sheet = toggleSkill(sheet, 'shooting', true);
    sheet = toggleSkill(sheet, 'riding', true);
    sheet = toggleSkill(sheet, 'shooting', false);
    sheet = addWeapon(addWeapon(sheet, 'six_gun'), 'six_gun');
    sheet = removeWeapon(addWeapon(sheet, 'knife'), 0);
    expect(figureToSend(sheet)).toEqual({ name: 'Butch', skills: ['riding'], weapons: ['six_gun', 'knife'], wounds: 1, kills: 0, notes: '' });
    expect(figureToSend({ ...sheet, mount: 'horse' }).mount).toBe('horse');
  });

  it('names fields and counts a brace once', () => {
    expect(mwwFieldLabel('weapons[1]')).toBe('Weapon 2');
    expect(mwwFieldLabel('mount')).toBe('Mount');
    expect(weaponsLine(['Six gun', 'Six gun', 'Knife'])).toBe('Six gun ×2, Knife');
    expect(dollars(32000)).toBe('$32,000');
  });
});

describe('the chart of chance by range', () => {
  const point = (range: number, p: number | null, na = false, refused: string | null = null): MwwRangeChance => ({
    range,
    band: 'up_to2',
    final_percent: p === null ? 0 : p * 100 - 1,
    chance: p === null ? null : { probability: p, exact: '' },
    not_applicable: na,
    refused,
  });

  it('draws a bar an inch, higher for a better chance, none where N/A', () => {
    const chart = hitChart([point(1, 0.66), point(2, 0.66), point(3, 0.51), point(25, 0, true), point(4, null, false, 'prone')], 500, 200);
    expect(chart.bars).toHaveLength(5);
    expect(chart.bars[0].height).toBeGreaterThan(chart.bars[2].height);
    expect(chart.bars[0].label).toBe('1": 66%');
    expect(chart.bars[3].na).toBe(true);
    expect(chart.bars[3].height).toBe(0);
    expect(chart.bars[4].label).toBe('4": prone');
    expect(chart.edges.map((e) => e.inches)).toEqual([2]);
    expect(chart.grid.map((g) => g.percent)).toEqual([0, 25, 50, 75, 100]);
    expect(chart.grid[4].y).toBeLessThan(chart.grid[0].y);
  });
});

describe('a roster figure firing in the odds panel', () => {
  const demo = FAMILIES_SCENES.find((s) => s.cmd === 'get_campaign' && s.campaign === 1)!.answer as CampaignDetail;
  const figure = (name: string) => asMww(demo.sides.flatMap((s) => s.characters).find((c) => c.name === name)!);

  it('reads each weapon that shoots on its column once, in the order carried', () => {
    expect(figureColumns(figure('Kid Curry').derived)).toEqual(['six_gun', 'thrown_weapon']);
    expect(figureColumns(figure('Flat Nose Logan').derived)).toEqual(['shotgun']);
  });

  it('takes the skill and wounds from the sheet, keeps a weapon he carries and the rest of the shot', () => {
    const shot = { ...plainShot(), range: 14, cover: 'hard' as const, from: 'moving_horse' as const };
    expect(shotBy(shot, figure('Kid Curry'))).toEqual({ ...shot, skill: true, wounds: 0 });
    const logan = shotBy({ ...shot, skill: true }, figure('Flat Nose Logan'));
    expect([logan.weapon, logan.skill, logan.wounds, logan.from, logan.cover]).toEqual(['shotgun', false, 1, 'moving_horse', 'hard']);
    // A figure on foot does not fire from a moving horse.
    const onFoot = { ...figure('Kid Curry'), mount: undefined };
    expect(shotBy(shot, onFoot).from).toBe('foot');
  });
});

describe('what a firer may do in the odds panel', () => {
  it('greys out Aim + Shoot for a wounded firer, with the reason, and never sends it', () => {
    // "Wounded −5% per wound cannot Aim".
    const a = shotActions({ ...plainShot(), aim: true, wounds: 1 }, 0, false);
    expect(a.aim).toBe(false);
    expect(a.aimWhy).toMatch(/wounded figure cannot aim/);
    const fit = shotActions({ ...plainShot(), aim: true }, 0, false);
    expect([fit.aim, fit.aimWhy]).toEqual([true, null]);
    // Aiming rules out opportunity fire, and the other way round.
    expect(fit.opportunityWhy).toMatch(/two different actions/);
    const opportunity = shotActions({ ...plainShot(), opportunity: true }, 3, false);
    expect([opportunity.opportunity, opportunity.aimWhy]).toEqual([true, expect.stringMatching(/two different actions/)]);
  });

  it('allows opportunity fire only if the target moved or fired, in arc, once a figure', () => {
    // "Opportunity fire 4 Only if target moved or fired (Max of 1 shot per figure)".
    const still = shotActions({ ...plainShot(), opportunity: true }, 0, false);
    expect(still.opportunity).toBe(false);
    expect(still.opportunityWhy).toMatch(/Only if target moved or fired/);
    expect(shotActions({ ...plainShot(), opportunity: true, target_fired: true }, 0, false).opportunity).toBe(true);
    expect(shotActions({ ...plainShot(), opportunity: true, out_of_arc: true }, 4, false).opportunityWhy).toMatch(/not in arc/);
    expect(shotActions({ ...plainShot(), opportunity: true }, 4, true).opportunityWhy).toMatch(/Max of 1 shot per figure/);
  });
});
