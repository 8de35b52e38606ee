import { describe, expect, it } from 'vitest';
import { CATALOG_FIXTURE } from '../../../tests/ui-fixtures/catalog';
import {
  ALL_FIELDS,
  blankForm,
  circumstancesLine,
  errorField,
  errorText,
  fieldName,
  FIELD_GROUPS,
  groupsFor,
  toCircumstances,
} from './circumstances';

describe('the form', () => {
  it('has one control per circumstance, each named once', () => {
    const names = ALL_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['moved', 'shot_type', 'cover', 'range_paces', 'outnumbered', 'second_move_this_phase', 'joker', 'cut', 'lucky']) {
      expect(names).toContain(name);
    }
  });

  it('starts blank: nothing is sent', () => {
    expect(toCircumstances(blankForm())).toEqual({ circumstances: {}, problems: [] });
  });

  it('sends only what differs from the plain case', () => {
    const form = { ...blankForm(), moved: true, prone: false, shot_type: 'aimed', cover: 'light', range_paces: ' 20 ', weapon: 'repeating_rifle', skill: '  ', tentacles: '0' };
    expect(toCircumstances(form)).toEqual({
      circumstances: { moved: true, shot_type: 'aimed', cover: 'light', range_paces: 20, weapon: 'repeating_rifle' },
      problems: [],
    });
    expect(toCircumstances({ ...blankForm(), natural_leader_near: 'hero', tentacles: '3', skill: ' Tracking' }).circumstances).toEqual({
      natural_leader_near: 'hero',
      tentacles: 3,
      skill: 'Tracking',
    });
  });

  it('keeps a number that is not one out of the request and says why', () => {
    for (const typed of ['twenty', '2.5', '-3', '0', '300']) {
      const { circumstances, problems } = toCircumstances({ ...blankForm(), range_paces: typed });
      expect(circumstances).toEqual({});
      expect(problems).toEqual([{ field: 'range_paces', message: 'Range (paces): a whole number from 1 to 255' }]);
    }
    expect(toCircumstances({ ...blankForm(), tentacles: '5' }).problems[0].field).toBe('tentacles');
  });

  it('puts the groups that matter to a test first', () => {
    const shoot = groupsFor('wanting_to_shoot');
    expect(shoot.main.map((g) => g.id)).toEqual(['weapon', 'shooting', 'target', 'luck']);
    expect(groupsFor('fight').main.map((g) => g.id)).toEqual(['weapon', 'target', 'fighting', 'moving', 'luck']);
    expect([...shoot.main, ...shoot.more].length).toBe(FIELD_GROUPS.length);
    expect(groupsFor('courage_test').main.map((g) => g.id)).toEqual(['leaders', 'luck']);
    expect(groupsFor('').main.map((g) => g.id)).toEqual(['luck']);
  });

  it('says the circumstances in a line', () => {
    expect(circumstancesLine({})).toBe('nothing special');
    expect(circumstancesLine({ shot_type: 'aimed', weapon: 'repeating_rifle', range_paces: 20, cover: 'light', moved: true }, CATALOG_FIXTURE)).toBe(
      'Repeating rifle, Aimed (spent a turn aiming), 20 paces, moved this turn, Light cover (DV +1)',
    );
  });
});

describe('backend errors', () => {
  it('go next to the field their message or else their code names', () => {
    expect(errorField('out_of_range', 'range_paces: 80 paces is beyond twice the effective range of bow (48 paces)')).toBe('range_paces');
    expect(errorField('not_lucky', "lucky: only a Lucky character has Lucky's re-rolls")).toBe('lucky');
    expect(errorField('no_missile_weapon', 'Test carries no missile weapon: name one with a weapon')).toBe('weapon');
  });

  it('else next to the field their message starts with, else above the form', () => {
    expect(errorField('something_new', 'cover: "thick" is not a cover')).toBe('cover');
    expect(errorField('something_new', 'traits[1]: "x" is not a QOTD skill or trait')).toBe('traits');
    // A weapon the sheet carries, not the one the shot names.
    expect(errorField('unknown_weapon', 'weapons[0]: "banjo" is not a QOTD weapon')).toBe('weapons');
    expect(errorField('unknown_weapon', 'weapon: "banjo" is not a QOTD weapon')).toBe('weapon');
    expect(errorField('database_error', 'disk I/O error')).toBeNull();
  });

  it('name their field in words', () => {
    expect(fieldName('range_paces')).toBe('“Range (paces)”');
    expect(fieldName('traits')).toBe('the skills and traits');
    expect(fieldName('mystery')).toBe('mystery');
  });

  it('lose the field name next to their field', () => {
    expect(errorText('range_paces: 80 paces is beyond', 'range_paces')).toBe('80 paces is beyond');
    expect(errorText('Test carries no missile weapon', 'weapon')).toBe('Test carries no missile weapon');
  });
});
