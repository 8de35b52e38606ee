import { describe, expect, it } from 'vitest';
import { CATALOG_FIXTURE } from '../../../tests/ui-fixtures/catalog';
import { CHAINS, TESTS } from '../../../tests/ui-fixtures/recorded/odds';
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

  // What each test reads is the real backend's answer (`posse odds qotd --list --json`).
  const fields = (id: string) => TESTS.find((t) => t.id === id)?.fields ?? CHAINS.find((c) => c.id === id)!.fields;
  const names = (groups: { fields: { name: string }[] }[]) => groups.flatMap((g) => g.fields.map((f) => f.name));

  it('has a control for every circumstance the backend reads', () => {
    const read = new Set([...TESTS, ...CHAINS].flatMap((t) => t.fields));
    expect([...read].filter((f) => !ALL_FIELDS.some((x) => x.name === f))).toEqual([]);
    expect(ALL_FIELDS.filter((f) => !read.has(f.name)).map((f) => f.name)).toEqual([]);
  });

  it('shows a test only what it reads, the groups that matter to it first', () => {
    // Issue 10, item 25: Wanting to shoot reads no weapon, range or cover (the hit does).
    const shoot = groupsFor('wanting_to_shoot', fields('wanting_to_shoot'));
    expect(shoot.main.map((g) => g.id)).toEqual(['luck']);
    expect(names(shoot.more)).toEqual(['own_field', 'dominant_leader_near']);
    expect(names(shoot.main)).not.toContain('range_paces');
    expect(groupsFor('hit_from_shooting', fields('hit_from_shooting')).main.map((g) => g.id)).toEqual(['weapon', 'shooting', 'target', 'luck']);
    const fight = groupsFor('fight', fields('fight'));
    expect(fight.main.map((g) => g.id)).toEqual(['weapon', 'target', 'fighting', 'luck']);
    expect(names(fight.main)).toEqual(expect.arrayContaining(['flustered', 'later_round', 'mount_over_4_paces', 'target_cut', 'target_reduced']));
    expect(names(groupsFor('shot', fields('shot')).main)).toEqual(expect.arrayContaining(['fire_mode', 'preloaded_cylinder', 'target_lucky']));
    // Issue 21, item 2: a target's one card less and cards left, in a shot and in a fight.
    for (const chain of ['shot', 'fight'] as const) {
      expect(names(groupsFor(chain, fields(chain)).main)).toEqual(expect.arrayContaining(['target_one_card_less', 'target_cards']));
    }
    expect(names(groupsFor('courage_test', fields('courage_test')).more)).not.toContain('target_cards');
    expect(groupsFor('courage_test', fields('courage_test')).main.map((g) => g.id)).toEqual(['leaders', 'luck']);
    // The roll after the adventure: no jokers, Cut!, Lucky or reduced dice.
    expect(names(groupsFor('post_action_recovery', fields('post_action_recovery')).main)).toEqual(['recovery']);
    expect(groupsFor('', null)).toEqual({ main: [], more: [] });
  });

  it('sends only the fields the test reads, keeping the others for a test that does', () => {
    const form = { ...blankForm(), moved: true, difficult: true, cut: true };
    expect(toCircumstances(form, fields('wanting_to_shoot')).circumstances).toEqual({ cut: true });
    expect(toCircumstances(form, fields('wanting_to_complete_a_task')).circumstances).toEqual({ difficult: true, cut: true });
    expect(toCircumstances(form, fields('hit_from_shooting')).circumstances).toEqual({ moved: true, cut: true });
    expect(FIELD_GROUPS.length).toBeGreaterThan(0);
  });

  it("sends a target's cards as a whole number from 1 to 4, and one card less as a tick", () => {
    const form = { ...blankForm(), target_one_card_less: true, target_cards: ' 1 ' };
    expect(toCircumstances(form, fields('shot')).circumstances).toEqual({ target_one_card_less: true, target_cards: 1 });
    const none = toCircumstances({ ...blankForm(), target_cards: '0' }, fields('shot'));
    expect(none.circumstances).toEqual({});
    expect(none.problems).toEqual([{ field: 'target_cards', message: 'Cards left: a whole number from 1 to 4' }]);
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

  it('name another field they are about by its label (issue 21, item 3: no aimed shot after moving)', () => {
    const moved = 'shot_type: aimed is not possible here: after moving (moved) — "Aimed Shots – the shooter must not have moved"';
    expect(errorField('shot_not_possible', moved)).toBe('shot_type');
    expect(errorText(moved, 'shot_type')).toBe('aimed is not possible here: after moving (“Moved this turn”) — "Aimed Shots – the shooter must not have moved"');
    expect(errorText('range_paces: far (a note)', 'range_paces')).toBe('far (a note)');
    // A target's cards, by message or by code.
    expect(errorField('bad_target_cards', 'target_cards: 3 is not a number of cards the target can have left: 1 to 2')).toBe('target_cards');
    expect(errorField('no_card_to_spare', 'A Minor Character with one card less')).toBe('target_one_card_less');
    expect(fieldName('target_cards')).toBe('“Cards left”');
  });
});
