// A small QOTD catalog for unit tests and the browser tests' fake backend, shaped as the backend's
// `qotd_catalog` answers (src/rules/qotd/catalog.rs): the four character types as in Reel 2, a few
// personalities and traits (one taking a skill, one a weapon), a few weapons from Props and Reel 4
// and the three armour ratings. Ids are the backend's.
import type { Catalog } from '../../ui/src/bindings/Catalog';

export const CATALOG_FIXTURE: Catalog = {
  types: [
    { id: 'hero', name: 'Hero', cards: 4, action_dice: { dice: 2, keep: 'best' }, reduced_dice: { dice: 1, keep: 'best' }, max_traits: 4 },
    { id: 'main', name: 'Main Character', cards: 3, action_dice: { dice: 2, keep: 'best' }, reduced_dice: { dice: 1, keep: 'best' }, max_traits: 3 },
    { id: 'supporting', name: 'Supporting Character', cards: 2, action_dice: { dice: 1, keep: 'best' }, reduced_dice: { dice: 2, keep: 'worst' }, max_traits: 2 },
    { id: 'minor', name: 'Minor Character', cards: 1, action_dice: { dice: 1, keep: 'best' }, reduced_dice: { dice: 2, keep: 'worst' }, max_traits: 1 },
  ],
  personalities: [
    { id: 'brave', name: 'Brave', tagline: 'Made of stern stuff', effect: 'Can reroll a failed Courage Test but must keep the second outcome. Ignores any grazes resulting from combat' },
    { id: 'disciplined', name: 'Disciplined', tagline: 'Calm under Pressure', effect: 'May reroll when Wanting to move, Shoot, Attack, Hold or Reload but must keep the second outcome' },
    { id: 'cautious', name: 'Cautious', tagline: 'Holds back.', effect: 'When taking all Responding or Reacting to new events tests they use reduced dice.' },
    { id: 'lucky', name: 'Lucky', tagline: 'Beats the odds', effect: 'May re-roll up to 4 dice rolls during the game but must keep the second roll' },
    { id: 'ordinary', name: 'Ordinary', tagline: 'The average person', effect: 'The character has no outstanding features and therefore gains no improvement or reduction when taking tests' },
  ],
  traits: [
    { id: 'athletic', name: 'Athletic', tagline: 'Natural Poise', effect: 'Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome', group: 'general', param: null, aliases: [] },
    { id: 'good_in_skill', name: 'Good in a particular skill', tagline: 'Knows their stuff', effect: 'May reroll a task roll when using that skill but must keep the second outcome', group: 'general', param: 'skill', aliases: ['good_in_a_particular_skill'] },
    { id: 'fleet_footed', name: 'Fleet Footed', tagline: 'Runs Like the Wind', effect: 'Can reroll a failed Wanting to move roll and may move up to fast', group: 'general', param: null, aliases: [] },
    { id: 'tough', name: 'Tough', tagline: 'Resilient to injury', effect: "They can reroll their dice if being healed or attempting to come too after being KO'd.", group: 'general', param: null, aliases: [] },
    { id: 'brawler', name: 'Brawler', tagline: 'Close in Fighter', effect: 'Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.', group: 'combat', param: null, aliases: [] },
    { id: 'expert', name: 'Fighter or Expert with a particular weapon', tagline: 'None Better', effect: 'Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll.', group: 'combat', param: 'weapon', aliases: ['fighter'] },
    { id: 'marksman', name: 'Marksman', tagline: 'Eagle Eyed', effect: "Lowers the enemy's DV by 2 when the character makes a Deliberate or Aimed shot and can reroll when testing to reload", group: 'combat', param: null, aliases: [] },
    { id: 'quick_draw', name: 'Quick Draw', tagline: 'Greased Lightning', effect: 'Can reroll a failed draw action and ignores the increase on an enemies DV when drawing a weapon and shooting or fighting', group: 'combat', param: null, aliases: [] },
  ],
  missile_weapons: [
    { id: 'bow', name: 'Bows', group: 'non_gunpowder', range: '24', impact: 'Normal under 12, Light over 12', ignition: 'none', reload: 'Reload after each shot', notes: '', aliases: [], modes: [], preloaded_cylinders: false },
    { id: 'cartridge_revolver', name: 'Cartridge handgun', group: 'handgun', range: '12', impact: 'Normal', ignition: 'cartridge', reload: 'Reload only when a 1 is thrown', notes: 'Any type of revolver using a metal cartridge.', aliases: ['colt'], modes: [], preloaded_cylinders: false },
    { id: 'holdout_pistol', name: "Hold-out or 'Personal Protector'", group: 'handgun', range: '8', impact: 'Light', ignition: 'cartridge', reload: 'Reload after 2 shots', notes: '2 shots only.', aliases: ['derringer'], modes: [], preloaded_cylinders: false },
    { id: 'sawn_off_shotgun', name: 'Sawn-off shotgun', group: 'shotgun', range: '12', impact: 'High under 6, Normal over 6', ignition: 'cartridge', reload: 'Reload after both barrels', notes: '', aliases: [], modes: [], preloaded_cylinders: false },
    { id: 'repeating_rifle', name: 'Repeating rifle', group: 'shoulder_arm', range: '36', impact: 'Normal', ignition: 'cartridge', reload: 'Reload only when a 1 is thrown', notes: 'Such as Winchesters and Henry Rifles.', aliases: ['winchester'], modes: [], preloaded_cylinders: false },
  ],
  melee_weapons: [
    { id: 'fists', name: 'Fists and feet', kind: 'fists', reach: 'close' },
    { id: 'knife', name: 'Knife', kind: 'fighting', reach: 'close' },
    { id: 'bowie_knife', name: 'Bowie knife', kind: 'fighting', reach: 'short' },
    { id: 'pitch_fork', name: 'Pitch fork', kind: 'improvised', reach: 'long' },
  ],
  armour: [
    { id: 'none', name: 'No Armour', dv: 0, description: 'Normal clothing or no clothing at all' },
    { id: 'minimal', name: 'Minimal Armour', dv: 1, description: 'Thick Leather jerkins or coats, or thick furs' },
    { id: 'armoured', name: 'Armoured', dv: 2, description: 'A breast or back plate with or without a helmet or arm armour' },
  ],
};
