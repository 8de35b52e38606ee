import { describe, expect, it } from 'vitest';
import type { Aftermath } from '../bindings/Aftermath';
import type { Availability } from '../bindings/Availability';
import type { CampaignDetail } from '../bindings/CampaignDetail';
import type { GameView } from '../bindings/GameView';
import { GAMES_SCENES } from '../../../tests/ui-fixtures/recorded/games';
import {
  availabilityBadge,
  standingBadge,
  blankChoice,
  chitsLine,
  chitsNeeded,
  skillByLabel,
  blankDiceForms,
  blankGameForm,
  buildChoices,
  buildEnteredRolls,
  buildGameInput,
  choiceMissing,
  diceComplete,
  diceIssues,
  eligibility,
  ROLL_LOCATION,
  endedLabel,
  ENDINGS,
  ensureChoices,
  familyOf,
  errorReason,
  formProblems,
  hasSkillChance,
  heldLabel,
  keptDie,
  needsHesGoing,
  participantOfError,
  participantsLine,
  qotdDiceCount,
  readDie,
  today,
  victimsFor,
  type ChoiceForm,
  type GameForm,
} from './games';

/** A recorded answer of the real backend (tests/ui-fixtures/recorded/games.ts). */
function recorded<T>(cmd: string, args: Record<string, unknown>, stage?: number): T {
  const found = GAMES_SCENES.filter((s) => s.cmd === cmd && JSON.stringify(s.args) === JSON.stringify(args) && (stage === undefined || s.stage === stage));
  if (found.length === 0) throw new Error(`no recorded ${cmd} ${JSON.stringify(args)}`);
  return found[0].answer as T;
}

const qotd = recorded<CampaignDetail>('get_campaign', { campaign_id: 1 }, 0);
const fate = recorded<CampaignDetail>('get_campaign', { campaign_id: 2 }, 0);
const qotdStanding = recorded<Availability[]>('availability', { campaign_id: 1 }, 0);
const okCorral = GAMES_SCENES.find((s) => s.cmd === 'record_game' && s.campaign === 1)!;
const assay = GAMES_SCENES.find((s) => s.cmd === 'record_game' && s.campaign === 2)!;

function tick(form: GameForm, id: number, ended: string) {
  const p = form.participants.find((x) => x.character_id === id)!;
  p.taking_part = true;
  p.ended = ended as typeof p.ended;
  return p;
}

describe('the game form', () => {
  it('lists everyone on the rosters, nobody ticked, dated today', () => {
    const form = blankGameForm(qotd, '1881-10-26');
    expect(form.participants.map((p) => p.name)).toEqual(qotd.sides.flatMap((s) => s.characters.map((c) => c.name)));
    expect(form.participants.every((p) => !p.taking_part && p.ended === 'uninjured')).toBe(true);
    expect(blankGameForm(fate).participants[0].ended).toBe('unhurt');
    expect(today(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('builds the GameInput the wizard sent for "The Gunfight at the O.K. Corral" (as recorded)', () => {
    const form = blankGameForm(qotd, '1881-10-26');
    form.title = '  The Gunfight at the O.K. Corral ';
    tick(form, 1, 'uninjured').kills.push({ victim: 10 });
    tick(form, 2, 'injured_with_cards').seriously_wounded = 1;
    // Ticked in another order than the roster's: sent in roster order.
    tick(form, 10, 'killed');
    tick(form, 5, 'injured_no_cards');
    tick(form, 6, 'uninjured');
    tick(form, 7, 'injured_no_cards');
    // QOTD games record no fate events, even if a box was ticked.
    form.participants.find((p) => p.character_id === 6)!.fired_at_opponent = true;
    expect(buildGameInput(form, 'qotd')).toEqual((okCorral.args as { game: unknown }).game);
  });

  it('builds the fate GameInput with its events and kills (as recorded)', () => {
    const form = blankGameForm(fate, '1882-03-14');
    form.title = 'Shootout at the Assay Office';
    const kid = tick(form, 12, 'unhurt');
    kid.fired_at_opponent = true;
    kid.kills.push({ victim: 16 });
    const swede = tick(form, 14, 'flesh_wounded');
    swede.fired_at_opponent = true;
    tick(form, 16, 'dead').fired_at_opponent = true;
    const doc = tick(form, 17, 'seriously_wounded');
    // Where each wounded man was hit is asked: said for Doc Ames, left to the dice for Swede Larsen.
    expect(formProblems(form, 'fate')).toEqual(['Say where Swede Larsen, Doc Ames were hit, or let the dice say.']);
    doc.wound = 'right_arm';
    swede.wound = ROLL_LOCATION;
    expect(formProblems(form, 'fate')).toEqual([]);
    expect(buildGameInput(form, 'fate')).toEqual((assay.args as { game: unknown }).game);
  });

  it('sends someone on no roster with his class (fate) or without (QOTD), and notes only when written', () => {
    const form = blankGameForm(fate, '1882-03-14');
    form.title = 'x';
    form.notes = ' A dusty afternoon. ';
    tick(form, 12, 'unhurt').kills.push({ name: ' a hired gun ', class: 'gunman' }, { name: 'Deputy Hal', class: 'citizen' });
    const game = buildGameInput(form, 'fate');
    expect(game.notes).toBe('A dusty afternoon.');
    expect(game.participants[0].kills).toEqual([{ name: 'a hired gun', class: 'gunman' }, { name: 'Deputy Hal', class: 'citizen' }]);
    expect(buildGameInput(form, 'qotd').participants[0].kills).toEqual([{ name: 'a hired gun' }, { name: 'Deputy Hal' }]);
  });

  it('refuses a man killed without a name rather than inventing one (issue 15, item 8)', () => {
    const form = blankGameForm(qotd, '1881-10-26');
    form.title = 'A';
    tick(form, 1, 'uninjured').kills.push({ name: '   ', class: '' });
    expect(formProblems(form)).toEqual(['Name each man killed who is on no roster.']);
    // Sent as typed (blank), the backend refuses it too, naming the field.
    expect(buildGameInput(form, 'qotd').participants[0].kills).toEqual([{ name: '' }]);
  });

  it('offers as victims only the other sides’ participants who ended dead', () => {
    const form = blankGameForm(qotd);
    const wyatt = tick(form, 1, 'uninjured');
    tick(form, 2, 'killed'); // his own side
    tick(form, 10, 'killed');
    tick(form, 7, 'injured_no_cards'); // alive
    expect(victimsFor(form, wyatt).map((p) => p.name)).toEqual(['Billy Clanton']);
  });

  it('says what is missing before it can be recorded', () => {
    const form = blankGameForm(qotd, '');
    expect(formProblems(form)).toEqual(['Give the game a title.', 'Give the date it was played.', 'Tick who took part.']);
    form.title = 'A';
    form.date = '1881-10-26';
    tick(form, 1, 'uninjured');
    expect(formProblems(form)).toEqual([]);
    // A fate kill of a man on no roster needs his class, never guessed.
    form.participants[0].kills.push({ name: 'a deputy', class: '' });
    expect(formProblems(form, 'fate')).toEqual(['Give the class of each man killed who is on no roster.']);
    expect(formProblems(form, 'qotd')).toEqual([]);
  });

  it('keeps out the dead and those who must miss the game, with the reason', () => {
    const after = recorded<Availability[]>('availability', { campaign_id: 1 }, 3);
    expect(eligibility(1, qotdStanding)).toEqual({ ok: true, reason: expect.any(String) });
    expect(eligibility(9, qotdStanding).ok).toBe(false);
    expect(eligibility(9, qotdStanding).reason).toMatch(/Tom McLaury|killed|Killed/);
    expect(eligibility(5, after).ok).toBe(false);
    expect(eligibility(42, [])).toEqual({ ok: true, reason: '' });
  });

  it('reads which participant a backend message is about', () => {
    expect(participantOfError('participants[2].kills[0].victim: Ike Clanton took part and did not end the game dead')).toBe(2);
    expect(participantOfError('date: "1881-02-30": month 2 has no day 30')).toBeNull();
    expect(errorReason('participants[2].kills[0].victim: Ike Clanton took part')).toBe('Ike Clanton took part');
  });
});

describe('the dice', () => {
  const game = recorded<GameView>('get_game', { game_id: 2 }, 1);
  const typeOf = (id: number) => (qotd.sides.flatMap((s) => s.characters).find((c) => c.id === id) as unknown as { type: string }).type;

  it('asks two D10 of a Hero or Main character, one of the others, none of the dead', () => {
    expect(qotdDiceCount('hero')).toBe(2);
    expect(qotdDiceCount('main')).toBe(2);
    expect(qotdDiceCount('supporting')).toBe(1);
    expect(qotdDiceCount('minor')).toBe(1);
    const forms = blankDiceForms(game.participants, typeOf);
    expect(forms.map((f) => [f.name, f.dice.length])).toEqual([
      ['Wyatt Earp', 2], ['Doc Holliday', 2], ['Dusty', 1], ['Johnny Ringo', 2], ['Ike Clanton', 2], ['Billy Clanton', 0],
    ]);
  });

  it("asks the He's Going! roll only when the kept die is a 1 with no cards left", () => {
    expect(keptDie([1, null])).toBeNull();
    expect(keptDie([4, 1])).toBe(4);
    expect(needsHesGoing({ ended: 'injured_no_cards', dice: [1] })).toBe(true);
    expect(needsHesGoing({ ended: 'injured_no_cards', dice: [1, 1] })).toBe(true);
    expect(needsHesGoing({ ended: 'injured_no_cards', dice: [1, 2] })).toBe(false);
    expect(needsHesGoing({ ended: 'injured_with_cards', dice: [1] })).toBe(false);
    expect(needsHesGoing({ ended: 'injured_no_cards', dice: [null] })).toBe(false);
  });

  it('builds the players’ rolls as recorded, complete only when every die asked for is typed', () => {
    const forms = blankDiceForms(game.participants, typeOf);
    const dice: Record<number, number[]> = { 1: [10, 3], 2: [6, 2], 5: [1], 6: [10, 4], 7: [4, 1] };
    for (const f of forms) if (dice[f.character_id]) f.dice = [...dice[f.character_id]];
    const dusty = forms.find((f) => f.character_id === 5)!;
    expect(diceComplete(dusty, 'qotd')).toBe(false);
    // The He's Going! die left empty is named (issue 29, item 4).
    expect(diceIssues(dusty, 'qotd')).toEqual([{ field: 'hes-going-die-5-0', missing: true, message: "Dusty, He's Going! D10: not typed yet" }]);
    dusty.hes_going = [7];
    expect(forms.every((f) => diceComplete(f, 'qotd'))).toBe(true);
    const entered = GAMES_SCENES.find((s) => s.cmd === 'enter_aftermath_dice' && s.campaign === 1)!;
    expect(buildEnteredRolls(forms, 'qotd')).toEqual((entered.args as { rolls: unknown }).rolls);
    forms[0].dice = [11, 3];
    expect(diceComplete(forms[0], 'qotd')).toBe(false);
    // The die of 11 is named, with why.
    expect(diceIssues(forms[0], 'qotd')).toEqual([{ field: 'die-1-0', missing: false, message: 'Wyatt Earp, D10 1: 11 is not on a D10 (1 to 10)' }]);
  });

  it('fate: a D6 only for a 50% chance, the chits drawn in order, nothing for those with nothing', () => {
    const forms = blankDiceForms([{ character_id: 12, name: 'Kid Kelly', ended: 'unhurt' }, { character_id: 17, name: 'Doc Ames', ended: 'seriously_wounded' }],
      () => 'gunman', (id) => id === 12);
    expect(diceComplete(forms[0], 'fate')).toBe(false);
    // Doc's game does not say where he was hit: a D6 for it.
    expect(diceIssues(forms[1], 'fate')).toEqual([{ field: 'location-roll-17', missing: true, message: 'Doc Ames, where he was hit, D6: not typed yet' }]);
    forms[1].location_roll = 9;
    expect(diceIssues(forms[1], 'fate')[0].message).toBe('Doc Ames, where he was hit, D6: 9 is not on a D6 (1 to 6)');
    forms[1].location_roll = 2;
    expect(diceComplete(forms[1], 'fate')).toBe(true);
    forms[0].skill_chance = 5;
    forms[0].skills = ['strong', ''];
    expect(buildEnteredRolls(forms, 'fate')).toEqual({ rolls: [{ character: 12, skill_chance: 5, skills: ['strong'] }, { character: 17, location_roll: 2 }] });
    // Said when the game was recorded: no die asked.
    expect(blankDiceForms([{ character_id: 17, name: 'Doc Ames', ended: 'seriously_wounded', wound: 'right_arm' }], () => '')[0].needs_location).toBe(false);
    expect(buildEnteredRolls(blankDiceForms([{ character_id: 12, name: 'Kid Kelly', ended: 'unhurt' }], () => ''), 'fate')).toEqual({ rolls: [] });
  });

  it('reads a die as typed', () => {
    expect(readDie('')).toBeNull();
    expect(readDie('7')).toBe(7);
    expect(readDie('x')).toBeNull();
  });

  it('tells from a worked-out fate entry whether a 50% chance is to be rolled', () => {
    const preview = recorded<Aftermath>('preview_aftermath', { game_id: 3 }, 1);
    expect(preview.entries.map(hasSkillChance)).toEqual(preview.entries.map(() => false));
    expect(hasSkillChance({ ...preview.entries[0], rolls: [{ what: '50% chance of another skill (D6: 4 to 6)', dice: [5], kept: 5, result: '', text: '' }] })).toBe(true);
  });
});

describe('the choices', () => {
  const review = recorded<Aftermath>('preview_aftermath', { game_id: 2 }, 2);
  const scene = GAMES_SCENES.find((s) => s.cmd === 'apply_aftermath' && s.campaign === 1)!;

  it('has a form for each entry that asks for a choice', () => {
    const forms = ensureChoices(review.entries, {});
    expect(Object.keys(forms).map(Number)).toEqual([1, 6]);
    const wyatt = review.entries.find((e) => e.character_id === 1)!;
    const ringo = review.entries.find((e) => e.character_id === 6)!;
    expect(wyatt.trait_choice?.full).toBe(false);
    expect(ringo.trait_choice?.full).toBe(true);
  });

  it('sends only complete choices: a full sheet needs what the new trait replaces', () => {
    const forms: Record<number, ChoiceForm> = ensureChoices(review.entries, {});
    expect(buildChoices(review.entries, forms)).toEqual({ choices: [] });
    forms[1].trait = 'tough';
    forms[6].trait = 'marksman';
    expect(buildChoices(review.entries, forms)).toEqual({ choices: [{ character: 1, trait: { id: 'tough' } }] });
    const ringo = review.entries.find((e) => e.character_id === 6)!;
    expect(choiceMissing(ringo, forms[6])).toBe('Pick the trait it replaces.');
    forms[6].replace = 'ambidextrous';
    expect(buildChoices(review.entries, forms)).toEqual((scene.args as { choices: unknown }).choices);
    expect(choiceMissing(ringo, forms[6])).toBe('');
  });

  it('a trait about a skill or weapon needs it named; skipping needs nothing', () => {
    const forms: Record<number, ChoiceForm> = ensureChoices(review.entries, {});
    forms[1].trait = 'expert';
    expect(buildChoices(review.entries, forms)).toEqual({ choices: [] });
    const wyatt = review.entries.find((e) => e.character_id === 1)!;
    expect(choiceMissing(wyatt, forms[1])).toBe('Name the weapon it is about.');
    forms[1].param = ' winchester ';
    forms[6].skip = true;
    expect(buildChoices(review.entries, forms)).toEqual({
      choices: [{ character: 1, trait: { id: 'expert', param: 'winchester' } }, { character: 6, skip: true }],
    });
    expect(choiceMissing(wyatt, undefined)).toBe('Pick a new trait, or skip it.');
  });

  it('fate: skills chosen instead are sent only when as many as earned', () => {
    const rolled = recorded<Aftermath>('preview_aftermath', { game_id: 3 }, 2);
    const kid = rolled.entries.find((e) => e.character_id === 12)!;
    // This kill and the first of his career ("including the first").
    expect(kid.skills_earned).toBe(2);
    expect(kid.skills).toEqual(['Crack shot', 'Cursed']);
    const forms = ensureChoices(rolled.entries, {});
    expect(Object.keys(forms).map(Number)).toEqual([12]);
    forms[12].choose_skills = true;
    forms[12].skills = ['', ''];
    expect(buildChoices(rolled.entries, forms)).toEqual({ choices: [] });
    forms[12].skills = ['fast_draw', ''];
    expect(buildChoices(rolled.entries, forms)).toEqual({ choices: [] });
    forms[12].skills = ['fast_draw', 'lucky'];
    const applied = GAMES_SCENES.find((s) => s.cmd === 'apply_aftermath' && s.campaign === 2)!;
    expect(buildChoices(rolled.entries, forms)).toEqual((applied.args as { choices: unknown }).choices);
    forms[12].choose_skills = false;
    expect(buildChoices(rolled.entries, forms)).toEqual({ choices: [] });
  });

  it('words a held trait with its param', () => {
    expect(heldLabel('expert:long_pistol', (id) => (id === 'expert' ? 'Expert' : id))).toBe('Expert (long pistol)');
    expect(heldLabel('marksman', () => 'Marksman')).toBe('Marksman');
    expect(blankChoice()).toEqual({ trait: '', param: '', replace: '', skip: false, choose_skills: false, skills: [] });
  });
});

describe('wordings', () => {
  it('badges the standing for the next game', () => {
    const after = recorded<Availability[]>('availability', { campaign_id: 1 }, 3);
    const by = (id: number) => availabilityBadge(after.find((a) => a.character_id === id)!);
    expect(by(5)).toBe('Misses the next game');
    expect(by(10)).toBe('Dead');
    expect(by(7)).toBe('A card less');
    expect(by(1)).toBe('');
  });

  it('badges an aftermath entry as the roster badges the standing it gives', () => {
    expect(standingBadge('missing', 1, false)).toBe('Misses the next game');
    expect(standingBadge('available', 1, true)).toBe('A card less, reduced dice');
    expect(standingBadge('available', 0, false)).toBe('');
    const applied = GAMES_SCENES.find((s) => s.cmd === 'apply_aftermath' && s.campaign === 1)!.answer as Aftermath;
    const after = recorded<Availability[]>('availability', { campaign_id: 1 }, 3);
    for (const e of applied.entries.filter((x) => x.next !== 'dead')) {
      const a = after.find((x) => x.character_id === e.character_id)!;
      expect(standingBadge(e.next, e.cards_lost, e.reduced_dice)).toBe(availabilityBadge(a));
    }
  });

  it('shortens a long list of participants', () => {
    expect(participantsLine(['A', 'B'])).toBe('A, B');
    expect(participantsLine(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more');
  });
});

describe('fate dice, said up front (issue 15, item 4)', () => {
  const preview = GAMES_SCENES.find((s) => s.cmd === 'preview_aftermath' && s.campaign === 2 && s.stage === 1)!.answer as Aftermath;

  it('say who draws skill chits, and ask nothing of the dead', () => {
    const needs = chitsNeeded(preview.entries);
    // Kid Kelly: this gunfight's armed man and his first kill, made earlier ("including the first").
    expect(needs[12]).toEqual({ skills: 2, chance: false });
    expect(needs[16]).toEqual({ skills: 0, chance: false }); // Marshal Tolliver, dead
    expect(chitsLine(preview.entries)).toBe('Kid Kelly draws 2 skill chits.');
    expect(chitsLine([])).toBe('');
  });

  it('find a skill as taken, doubled or not, for its effect', () => {
    const skills = [{ name: 'Strong', effect: 'Adds one to his fighting dice' }, { name: 'Crack shot', effect: 'Hits on 5s' }];
    expect(skillByLabel(skills, 'Very Strong')?.effect).toBe('Adds one to his fighting dice');
    expect(skillByLabel(skills, 'Very, Very Strong')?.name).toBe('Strong');
    expect(skillByLabel(skills, 'Crack shot')?.effect).toBe('Hits on 5s');
    expect(skillByLabel(skills, 'Yellow')).toBeUndefined();
  });
});

describe('a My Wild West game', () => {
  it('sends the wounds taken, the money and a horse killed, and asks for the wounds of the wounded', async () => {
    const { blankGameForm, buildGameInput, ENDINGS, familyOf, formProblems } = await import('./games');
    const detail = {
      campaign: { id: 1, name: 'Bank job', ruleset: 'mww', created_at: 0, sides: 1, characters: 2 },
      sides: [{ id: 1, campaign_id: 1, name: 'The Wild Bunch', suit: null, money: 0, characters: [
        { id: 1, side_id: 1, ruleset: 'mww', name: 'Butch', skills: [], weapons: [], wounds: 0, kills: 0, notes: '', mount: 'horse', derived: {}, has_portrait: false },
        { id: 2, side_id: 1, ruleset: 'mww', name: 'Sundance', skills: [], weapons: [], wounds: 0, kills: 0, notes: '', derived: {}, has_portrait: false },
      ] }],
    } as unknown as Parameters<typeof blankGameForm>[0];
    expect(familyOf('mww')).toBe('mww');
    expect(ENDINGS.mww.map((e) => e.id)).toEqual(['unhurt', 'wounded', 'knocked_out', 'killed']);
    const form = blankGameForm(detail, '1900-09-19');
    form.title = 'Winnemucca';
    Object.assign(form.participants[0], { taking_part: true, ended: 'wounded', wounds: 0, money: 25000, horse_killed: true, seriously_wounded: 2 });
    Object.assign(form.participants[1], { taking_part: true, ended: 'killed', wounds: 3, money: 100 });
    expect(formProblems(form, 'mww')).toEqual(['Say how many wounds each wounded figure took.']);
    form.participants[0].wounds = 1;
    expect(formProblems(form, 'mww')).toEqual([]);
    expect(buildGameInput(form, 'mww').participants).toEqual([
      { character: 1, ended: 'wounded', wounds: 1, money: 25000, horse_killed: true },
      { character: 2, ended: 'killed' },
    ]);
  });
});

describe('a The West That Wasn’t game', () => {
  it('has its own endings and sends each hero’s wounds and Conc', () => {
    expect(familyOf('twtw')).toBe('twtw');
    expect(ENDINGS.twtw.map((e) => e.id)).toEqual(['unhurt', 'wounded', 'unconscious', 'dead']);
    expect(endedLabel('unconscious')).toBe('Knocked out');
    const form = {
      title: ' The Perkins brothers ', date: '1876-05-01', notes: '',
      participants: [
        { character_id: 2, side_id: 1, name: 'Cyril', taking_part: true, ended: 'wounded' as const, kills: [], seriously_wounded: 0,
          wounds: 0, money: 0, horse_killed: false, wounds_at: { torso: 1, left_leg: 0 }, conc: 3, fired_at_opponent: false, backshot: false, shot_helpless: false,
          shot_surrendered_or_woman: false, surrendered: false, refused_challenge: false },
      ],
    };
    expect(buildGameInput(form, 'twtw').participants).toEqual([{ character: 2, ended: 'wounded', wounds: { torso: 1 }, conc: 3 }]);
    expect(buildGameInput(form, 'qotd').participants[0]).not.toHaveProperty('wounds');
  });
});
