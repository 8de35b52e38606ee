import { describe, expect, it } from 'vitest';
import type { CampaignDetail } from '../bindings/CampaignDetail';
import type { CastingBoard } from '../bindings/CastingBoard';
import type { ErrorBody } from '../bindings/ErrorBody';
import type { Scenario } from '../bindings/Scenario';
import type { ScenarioScript } from '../bindings/ScenarioScript';
import { CASTING_SCENES } from '../../../tests/ui-fixtures/recorded/casting';
import { FAMILIES_SCENES } from '../../../tests/ui-fixtures/recorded/families';
import { humanise } from './catalog';
import {
  addCharacter,
  addCivilian,
  addColumn,
  addExtra,
  beastExtra,
  boardFromScenario,
  cardColour,
  cardLabel,
  cardsText,
  castIds,
  civilianProblem,
  diceText,
  errorTarget,
  extraProblem,
  fateExtra,
  missing,
  mwwExtra,
  newBoard,
  parseCards,
  qotdExtra,
  randomSeed,
  removeCharacter,
  removeCivilian,
  removeColumn,
  removeExtra,
  sceneRows,
  scriptOf,
  setCards,
  setColumn,
  setColumnSide,
  summaryCounts,
  summarySides,
  traitText,
  twtwExtra,
  withoutPath,
  type Board,
} from './casting';

const answer = <T>(cmd: string, pick: (args: Record<string, unknown>) => boolean = () => true, stage?: number): T => {
  const scene = CASTING_SCENES.find((s) => s.cmd === cmd && pick(s.args) && (stage === undefined || s.stage === stage));
  if (!scene) throw new Error(`no recorded ${cmd}`);
  return (scene.answer ?? scene.error) as T;
};
const qotdBoard = answer<CastingBoard>('casting_board', (a) => a.campaign_id === 1, 0);
const fateBoard = answer<CastingBoard>('casting_board', (a) => a.campaign_id === 2, 0);
const qotd: CampaignDetail = qotdBoard.campaign;
const fate: CampaignDetail = fateBoard.campaign;
const previews = CASTING_SCENES.filter((s) => s.cmd === 'preview_scenario');
const scriptArg = (i: number) => (previews[i].args as { script: ScenarioScript }).script;

/** The board the browser test fills in, before anyone is cast. */
function dryGulch(): Board {
  let board = newBoard(qotd);
  board = { ...board, title: 'Showdown at Dry Gulch', plot: 'The Cowboys ride in at noon.', set_notes: 'Main street, the livery stable, the O.K. Corral.' };
  board = setColumn(board, board.columns[0].key, { player: 'Ann' });
  return setColumn(board, board.columns[1].key, { player: 'Bob' });
}

describe('a new board', () => {
  it('has a column per side, each under its side suit, nobody cast', () => {
    const board = newBoard(qotd);
    expect(board.columns.map((c) => [c.side, c.suit, c.player, c.characters])).toEqual([
      [1, 'hearts', '', []],
      [2, 'spades', '', []],
    ]);
    expect(board.allocation).toBe('standard');
    expect(new Set(board.columns.map((c) => c.key)).size).toBe(2);
  });

  it('has no suits in a fate campaign', () => {
    expect(newBoard(fate).columns.map((c) => [c.side, c.suit])).toEqual([
      [3, null],
      [4, null],
    ]);
  });

  it('gives a second player of a side a suit nobody has, and stops at four players', () => {
    let board = newBoard(qotd);
    board = addColumn(board, qotd);
    expect(board.columns[2]).toMatchObject({ side: 1, suit: 'diamonds' });
    board = addColumn(board, qotd);
    expect(board.columns[3]).toMatchObject({ side: 1, suit: 'clubs' });
    board = removeColumn(board, board.columns[2].key);
    expect(board.columns.map((c) => c.suit)).toEqual(['hearts', 'spades', 'clubs']);
  });

  it('says what is missing before it can be saved', () => {
    const board = newBoard(qotd);
    expect(missing(board)).toEqual(['Give the scenario a title.', 'Put at least one character or extra in the scene.']);
    const cast = addCharacter({ ...board, title: 'X' }, board.columns[1].key, 6);
    expect(missing(cast)).toEqual(['Name the player of column 2.']);
    expect(missing(setColumn(cast, cast.columns[1].key, { player: 'Bob' }))).toEqual([]);
  });
});

describe('the script of the board', () => {
  it('is exactly what the backend was asked to preview, step by step', () => {
    let board = dryGulch();
    const [earps, cowboys] = board.columns.map((c) => c.key);
    const steps: ((b: Board) => Board)[] = [
      ...[1, 2, 3, 4, 5].map((id) => (b: Board) => addCharacter(b, earps, id)),
      ...[6, 7, 8].map((id) => (b: Board) => addCharacter(b, cowboys, id)),
      (b) => addExtra(b, earps, qotdExtra('Mayor Clum', 'minor', 'ordinary')),
      (b) => addExtra(b, earps, beastExtra('Old Grizzly', 'large_carnivore')),
      (b) => removeExtra(b, earps, 'Old Grizzly'),
      (b) => setCards(b, cowboys, 'Johnny Ringo', ['A', 'A', 'K', 'Q']),
      (b) => setCards(b, cowboys, 'Johnny Ringo', ['A', '3', '7', '9']),
    ];
    const asked = steps.map((step) => {
      board = step(board);
      return scriptOf(board, { preview: true }).script;
    });
    // Removing Old Grizzly asks the thirteen-card script again (answered from the same recording).
    expect(asked[10]).toEqual(asked[8]);
    const recorded = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 11, 12].map(scriptArg);
    expect(asked).toEqual(recorded);
    // Saved as it is: what `cast new` was given.
    const created = CASTING_SCENES.find((s) => s.cmd === 'create_scenario')!.args as { script: ScenarioScript };
    expect(scriptOf(board).script).toEqual(created.script);
  });

  it('shuffles with a seed when asked', () => {
    let board = dryGulch();
    board = { ...addCharacter(board, board.columns[0].key, 1), allocation: { seed: 42 } };
    expect(scriptOf(board, { preview: true }).script).toEqual(scriptArg(0));
  });

  it('leaves out a column nobody is cast in, and says which column each side came from', () => {
    const board = dryGulch();
    const cowboys = board.columns[1].key;
    const { script, columns } = scriptOf(addCharacter(board, cowboys, 6));
    expect(script.sides.map((s) => [s.side, s.player, s.suit, s.characters])).toEqual([[2, 'Bob', 'spades', [6]]]);
    expect(columns).toEqual([cowboys]);
  });

  it('stands in for a missing title and player name only in a preview', () => {
    const board = newBoard(qotd);
    const cast = addCharacter(board, board.columns[1].key, 6);
    expect(scriptOf(cast, { preview: true }).script).toMatchObject({ title: 'Untitled scenario', sides: [{ player: 'Player 2' }] });
    expect(scriptOf(cast).script).toMatchObject({ title: '', sides: [{ player: '' }] });
    expect(scriptOf({ ...cast, title: '  Dry Gulch ' }).script.title).toBe('Dry Gulch');
  });

  it('reopens a saved scenario as the same script', () => {
    const saved = answer<Scenario>('get_scenario', (a) => a.scenario_id === 1);
    const board = boardFromScenario(saved);
    const created = CASTING_SCENES.find((s) => s.cmd === 'create_scenario')!.args as { script: ScenarioScript };
    expect(scriptOf(board).script).toEqual(created.script);
    expect(board.columns[1].cards).toEqual({ 'Johnny Ringo': ['A', '3', '7', '9'] });
  });

  it('builds a fate script with extras and no suits, as recorded', () => {
    let board = newBoard(fate);
    board = { ...board, title: 'Stand-off at the Assay Office' };
    const [gang, committee] = board.columns.map((c) => c.key);
    board = setColumn(setColumn(board, gang, { player: 'Cat' }), committee, { player: 'Dan' });
    board = addCharacter(addCharacter(board, gang, 12), committee, 16);
    board = addExtra(board, committee, fateExtra('Stage Driver', 'citizen'));
    const fates = previews.filter((s) => s.campaign === 2);
    const last = fates[fates.length - 1];
    expect(scriptOf(board).script).toEqual((last.args as { script: ScenarioScript }).script);
  });
});

describe('changing the board', () => {
  it('casts a character once, in one column', () => {
    const board = dryGulch();
    const [earps, cowboys] = board.columns.map((c) => c.key);
    const once = addCharacter(board, earps, 1);
    expect(addCharacter(once, earps, 1)).toBe(once);
    expect(addCharacter(once, cowboys, 1)).toBe(once);
    expect([...castIds(once)]).toEqual([1]);
  });

  it('forgets cards named by hand for someone taken out of the scene', () => {
    let board = dryGulch();
    const cowboys = board.columns[1].key;
    board = setCards(addCharacter(board, cowboys, 6), cowboys, 'Johnny Ringo', ['A', '3', '7', '9']);
    expect(board.columns[1].cards).toEqual({ 'Johnny Ringo': ['A', '3', '7', '9'] });
    expect(setCards(board, cowboys, 'Johnny Ringo', null).columns[1].cards).toEqual({});
    expect(removeCharacter(board, cowboys, 6, 'Johnny Ringo').columns[1]).toMatchObject({ characters: [], cards: {} });
    board = setCards(addExtra(board, cowboys, beastExtra('Rex', 'dog')), cowboys, 'Rex', ['2']);
    expect(removeExtra(board, cowboys, 'Rex').columns[1]).toMatchObject({ extras: [], cards: { 'Johnny Ringo': ['A', '3', '7', '9'] } });
  });

  it('sends a column to another side: its characters go back, its extras stay', () => {
    let board = dryGulch();
    const earps = board.columns[0].key;
    board = addExtra(addCharacter(board, earps, 1), earps, qotdExtra('Mayor Clum', 'minor', 'ordinary'));
    const moved = setColumnSide(board, earps, 2, 'diamonds');
    expect(moved.columns[0]).toMatchObject({ side: 2, suit: 'diamonds', characters: [] });
    expect(moved.columns[0].extras).toHaveLength(1);
    expect(setColumnSide(board, earps, 1, 'clubs').columns[0]).toBe(board.columns[0]);
  });

  it('makes extras as the backend reads them', () => {
    expect(qotdExtra(' Sheriff Behan ', 'main', 'cautious')).toEqual({
      name: 'Sheriff Behan', type: 'main', personality: 'cautious', traits: [], weapons: [], armour: 'none', shield: false, notes: '',
    });
    expect(beastExtra('Old Grizzly', 'large_carnivore')).toEqual({ name: 'Old Grizzly', beast: 'large_carnivore', notes: '' });
    expect(fateExtra('Stage Driver', 'citizen')).toMatchObject({ name: 'Stage Driver', class: 'citizen', skills: [], hand: 'right' });
  });

  it('refuses an extra without a name, or with a name already in the scene', () => {
    let board = dryGulch();
    const earps = board.columns[0].key;
    board = addExtra(board, earps, qotdExtra('Mayor Clum', 'minor', 'ordinary'));
    expect(extraProblem(' ', board, earps, [])).toBe('Give the extra a name.');
    expect(extraProblem('mayor clum', board, earps, [])).toMatch(/in the scene already/);
    expect(extraProblem('Wyatt Earp', board, earps, ['Wyatt Earp'])).toMatch(/in the scene already/);
    expect(extraProblem('Old Grizzly', board, earps, ['Wyatt Earp'])).toBeNull();
  });
});

describe('cards as text', () => {
  it('reads ranks separated by spaces or commas, in any case, with or without suit signs', () => {
    expect(parseCards('A K Q J')).toEqual({ ranks: ['A', 'K', 'Q', 'J'] });
    expect(parseCards(' a,10, 9 ')).toEqual({ ranks: ['A', '10', '9'] });
    expect(parseCards('A♠ 3♠ t')).toEqual({ ranks: ['A', '3', '10'] });
    expect(parseCards('A A')).toEqual({ ranks: ['A', 'A'] }); // the backend says a card is named twice
  });

  it('says what is not a card', () => {
    expect(parseCards('A X K')).toEqual({ error: '“X” is not a card: use A K Q J 10 9 8 7 6 5 4 3 2.' });
    expect(parseCards('1 2')).toMatchObject({ error: expect.stringContaining('“1”') });
    expect(parseCards('   ')).toEqual({ error: 'Name the cards, e.g. “A K Q J”.' });
  });

  it('writes cards and their labels, red for hearts and diamonds', () => {
    expect(cardsText(['A', '10'])).toBe('A 10');
    expect(cardsText([{ suit: 'hearts', rank: 'A' }, { suit: 'hearts', rank: 'K' }])).toBe('A K');
    expect(cardLabel({ suit: 'hearts', rank: 'A' })).toBe('A♥');
    expect(cardLabel({ suit: 'clubs', rank: '10' })).toBe('10♣');
    expect(['hearts', 'diamonds', 'clubs', 'spades'].map((suit) => cardColour({ suit: suit as 'hearts', rank: 'A' }))).toEqual([
      'red', 'red', 'black', 'black',
    ]);
  });
});

describe('the cast list', () => {
  const final = answer<Scenario>('create_scenario');

  it('deals Wyatt A♥ K♥ Q♥ J♥ and adds the jokers (as recorded)', () => {
    const wyatt = final.sides[0].cast[0];
    expect(wyatt.name).toBe('Wyatt Earp');
    expect(wyatt.cards.map(cardLabel)).toEqual(['A♥', 'K♥', 'Q♥', 'J♥']);
    expect(final.jokers.map((j) => j.joker)).toEqual(['red', 'black']);
  });

  it('lists a column in dealing order, then anyone still being dealt', () => {
    let board = boardFromScenario(final);
    const earps = board.columns[0];
    const name = (id: number) => qotd.sides.flatMap((s) => s.characters).find((c) => c.id === id)!.name;
    expect(sceneRows(earps, final.sides[0], name).map((r) => r.name)).toEqual([
      'Wyatt Earp', 'Doc Holliday', 'Virgil Earp', 'Morgan Earp', 'Dusty', 'Mayor Clum',
    ]);
    board = addExtra(removeCharacter(board, earps.key, 2), earps.key, beastExtra('Old Grizzly', 'bear'));
    const rows = sceneRows(board.columns[0], final.sides[0], name);
    expect(rows.map((r) => [r.name, r.member !== null])).toEqual([
      ['Wyatt Earp', true], ['Virgil Earp', true], ['Morgan Earp', true], ['Dusty', true], ['Mayor Clum', true], ['Old Grizzly', false],
    ]);
    expect(sceneRows(board.columns[1], null, name).map((r) => [r.name, r.characterId, r.member])).toEqual([
      ['Johnny Ringo', 6, null], ['Ike Clanton', 7, null], ['Frank McLaury', 8, null],
    ]);
  });

  it('words dice, traits and ids', () => {
    expect(diceText({ dice: 2, keep: 'best' })).toBe('2D10, best');
    expect(diceText({ dice: 1, keep: 'best' })).toBe('1D10');
    expect(diceText(null)).toBe('');
    expect(humanise('quick_draw')).toBe('Quick draw');
    expect(traitText({ id: 'expert', param: 'long_pistol' })).toBe('Expert (long pistol)');
    expect(traitText({ id: 'marksman' }, (id) => id.toUpperCase())).toBe('MARKSMAN');
  });

  it('finds the side and member an objection names, and the message without the path', () => {
    const fourteenth = CASTING_SCENES.find((s) => s.error?.code === 'too_many_cards')!.error as ErrorBody;
    expect(errorTarget(fourteenth.message)).toEqual({ side: 0, member: null, field: 'sides[0]' });
    expect(withoutPath(fourteenth.message)).toMatch(/^The Earps, Ann, ♥: 14 cards are needed but a suit has 13: leave out/);
    const twice = CASTING_SCENES.find((s) => s.error?.code === 'duplicate_card')!.error as ErrorBody;
    expect(errorTarget(twice.message)).toEqual({ side: 1, member: 'Johnny Ringo', field: 'sides[1].cards["Johnny Ringo"]' });
    expect(errorTarget('title: must not be empty')).toEqual({ side: null, member: null, field: 'title' });
    expect(errorTarget('Something odd happened')).toEqual({ side: null, member: null, field: null });
    expect(withoutPath('Something odd: happened')).toBe('Something odd: happened');
  });

  it('sums up a saved scenario', () => {
    const [summary] = answer<CastingBoard>('casting_board', (a) => a.campaign_id === 1, 1).scenarios;
    expect(summarySides(summary)).toBe('The Earps (Ann, ♥) · The Cowboys (Bob, ♠)');
    expect(summaryCounts(summary)).toBe('8 characters, 1 extra');
    expect(summaryCounts({ ...summary, characters: 1, extras: 0 })).toBe('1 character');
  });

  it('shuffles with a seed the backend accepts', () => {
    expect(randomSeed(() => 0)).toBe(1);
    expect(randomSeed(() => 0.999999999)).toBe(999_999);
  });
});

describe('a game recorded from a saved scenario (issue 15: what a gamer expects)', () => {
  it('takes the scenario’s title and ticks its cast’s roster characters, and names the scenario', async () => {
    const { formFromScenario, buildGameInput } = await import('./games');
    const scene = (cmd: string, stage: number) => CASTING_SCENES.find((s) => s.cmd === cmd && s.campaign === 1 && s.stage === stage)!.answer;
    const board = scene('casting_board', 1) as CastingBoard;
    const scenario = scene('get_scenario', 1) as Scenario;
    const detail = board.campaign;
    const form = formFromScenario(detail, scenario, board.availability, '1881-10-26');
    expect(form.title).toBe('Showdown at Dry Gulch');
    expect(form.participants.filter((p) => p.taking_part).map((p) => p.name)).toEqual([
      'Wyatt Earp', 'Doc Holliday', 'Virgil Earp', 'Morgan Earp', 'Dusty', 'Johnny Ringo', 'Ike Clanton', 'Frank McLaury',
    ]);
    const game = buildGameInput(form, 'qotd');
    expect(game.scenario).toBe(scenario.id);
    expect(game.participants.map((p) => p.character)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('leaves unticked whoever cannot play, even when cast', async () => {
    const { formFromScenario } = await import('./games');
    const board = CASTING_SCENES.find((s) => s.cmd === 'casting_board' && s.campaign === 1 && s.stage === 1)!.answer as CastingBoard;
    const detail = board.campaign;
    const dead = { id: 9, title: 'Wake', sides: [{ cast: [{ character_id: 9 }, { character_id: 1 }] }] };
    const tom = board.availability.find((a) => a.status === 'dead')!;
    dead.sides[0].cast[0].character_id = tom.character_id;
    const form = formFromScenario(detail, dead, board.availability);
    expect(form.participants.filter((p) => p.taking_part).map((p) => p.character_id)).toEqual([1]);
  });
});

describe('a My Wild West board (issue 14)', () => {
  const mwwBoard = FAMILIES_SCENES.find((s) => s.cmd === 'casting_board' && s.campaign === 1 && s.stage === 0)!.answer as CastingBoard;
  const mww = mwwBoard.campaign;
  const mwwPreviews = FAMILIES_SCENES.filter((s) => s.cmd === 'preview_scenario' && s.campaign === 1);
  const sundance = mwwExtra(' Sundance ', ['shooting'], ['six_gun'], true);

  it('has gangs without suits and no civilians until one is added', () => {
    const board = newBoard(mww);
    expect(board.columns.map((c) => c.suit)).toEqual([null, null]);
    expect(board.civilians).toEqual([]);
    expect('civilians' in scriptOf(board).script).toBe(false);
  });

  it('builds the script the recorded previews were cast from, civilians and the extra included', () => {
    let board = { ...newBoard(mww), title: 'Payday at Dry Creek' };
    const [curry, posse] = board.columns.map((c) => c.key);
    board = setColumn(setColumn(board, curry, { player: 'Ann' }), posse, { player: 'Bob' });
    board = addCharacter(addCharacter(addCharacter(board, curry, 1), curry, 2), posse, 6);
    board = addExtra(board, curry, sundance);
    board = addCivilian(addCivilian(board, 'The teller'), ' Mrs. Potts ');
    const last = mwwPreviews[mwwPreviews.length - 1];
    expect(scriptOf(board).script).toEqual((last.args as { script: ScenarioScript }).script);
    // And back: the saved scenario lays out the same board.
    const saved = FAMILIES_SCENES.find((s) => s.cmd === 'get_scenario' && s.campaign === 1 && s.stage === 1)!.answer as Scenario;
    expect(scriptOf(boardFromScenario(saved)).script).toEqual(scriptOf(board).script);
    expect(saved.turn_deck?.cards.map((c) => c.title)).toEqual(['The Curry Gang', "Marshal Hoyt's Posse", 'Civilians']);
  });

  it('refuses a civilian without a name or named twice, and takes one out', () => {
    const board = addCivilian(newBoard(mww), 'The teller');
    expect(civilianProblem('  ', board)).toBe('Give the civilian a name.');
    expect(civilianProblem('the TELLER', board)).toBe('the TELLER is in the game already: pick another name.');
    expect(addCivilian(board, 'The Teller')).toBe(board);
    expect(removeCivilian(board, 'The teller').civilians).toEqual([]);
  });

  it('makes a figure extra on foot or on a horse', () => {
    expect(sundance).toEqual({ name: 'Sundance', skills: ['shooting'], weapons: ['six_gun'], mount: 'horse', wounds: 0, kills: 0, notes: '' });
    expect('mount' in mwwExtra('Guard', [], ['shotgun'], false)).toBe(false);
  });
});

describe('a TWTW extra', () => {
  it('is a hero with Normal traits but those changed, and his skill under its trait', () => {
    expect(twtwExtra(' Ranch hand ', { coordination: 3, strength: 2 }, [{ skill: 'firearms_pistol', trait: 'coordination', level: 2 }])).toEqual({
      name: 'Ranch hand',
      traits: { coordination: 3 },
      skills: { coordination: { firearms_pistol: 2 } },
      size: 6,
      wounds: {},
      conc_lost: 0,
      notes: '',
    });
    expect(twtwExtra('Drifter', {}, [{ skill: 'sneak', trait: 'dexterity', level: 0 }]).skills).toEqual({});
  });
});
