//! The rules of My Wild West that are words rather than numbers, as the text gives them, with
//! Posse's reading where the text is silent or lost. Each is `(id, heading, rule)`.

/// MWW, Basic outline, Action points, Firing while Moving, Shot figures, Figure facing, Lasso's,
/// Tying up figures, Shooting at Horses/Mounted figures, Un-tethered horses, Using Explosives,
/// Starting fires and Civilians.
pub static RULES: [(&str, &str, &str); 16] = [
    (
        "gang_turn",
        "A gang's turn",
        "Gangs act when their card is drawn, each using up to as many action points as it has. The points go to any figures of the gang, at most 12 a figure (opportunity fire and defending when attacked not counted).",
    ),
    (
        "held_aps",
        "Held APs",
        "A gang may hold APs back for opportunity fire, or for hand to hand if attacked. Held APs used for opportunity fire may be used at any point of the target's move by any figures of the gang. All held APs are lost before the gang allocates its next turn. Every gang starts a game with 4 held APs.",
    ),
    (
        "wounds_and_aps",
        "Wounds and APs",
        "1 AP is deducted for every wound in the gang after its starting points are allocated, every turn.",
    ),
    (
        "firing_while_moving",
        "Firing while moving",
        "Figures can fire at any point during their movement, running past gaps and firing at enemies not seen before: 8\" (8 APs) and opportunity fire (4 APs) is 12 APs; the modifiers are shooting skill, firer moved −10 and opportunity fire −15.",
    ),
    (
        "shot_figures",
        "Shot figures",
        "A figure standing when hit must fall to the ground. A figure that receives 3 or more wounds on one turn can do nothing but try to get to cover on the turn after; it carries on normally the turn after that. 0 – 0 is always a kill.",
    ),
    (
        "facing",
        "Figure facing",
        "Figures can only shoot at a target in the forward arc of their facing. Changing facing costs nothing, but the model should always be turned to face the target. No opportunity fire at targets outside the arc.",
    ),
    (
        "lassos",
        "Lassos",
        "A figure caught by a lasso can do nothing while the lasso is held. Once it is no longer held, the figure rolls 1 d6 for the APs it takes to get free. Using a lasso costs 5 APs, one attempt a turn.",
    ),
    (
        "tying_up",
        "Tying up figures",
        "A figure in base contact can be tied up for 6 APs. A tied figure cannot get free without another figure's help.",
    ),
    (
        "mounted_targets",
        "Shooting at horses and riders",
        "A shot at a mounted figure that misses is rolled again with the same factors: a hit then hits the horse. To shoot the horse, roll for it first, and a miss is rolled again for the rider. A hit rider falls off on 10% times his wounds; a falling rider rolls on the Fall off Horse row. Horses take 5 wounds before being killed; each turn a horse is hit it may rear up and throw its rider.",
    ),
    (
        "horse_wounds",
        "Horses' wounds",
        "Posse's reading: a horse's hit is read on the wounds table like a figure's (00 kills it). It takes 5 wounds and its 6th kills it (a campaign option, horse_killed, makes it the 5th); its rider then falls.",
    ),
    (
        "untethered_horses",
        "Un-tethered horses",
        "A shot fired within 10\" of an un-tethered horse sends it running directly away from the shot at 12\" a turn until stopped or off the table. A figure moved into its path rolls on the stop bolting horse table.",
    ),
    (
        "hand_to_hand_rules",
        "Hand to hand",
        "A fight starts when figures are in base contact and the aggressor has at least 1 AP. A contacted figure whose gang has held APs may add up to 3 to his defence. Several attackers each roll separately, in the order they choose, each using at least 1 AP. 3 or more wounds in a fight knocks a figure out; a figure on 3 or more wounds cannot start a fight but can defend. A lone figure cannot withdraw; spare figures of two or more against one can.",
    ),
    (
        "hand_to_hand_reading",
        "Settling a fight (Posse's reading)",
        "The text says only \"Roll 1 d6 and apply modifiers\". Posse: both fighters roll a D6 and add their modifiers; the higher wins and the loser takes the wounds of the winner's weapon; equal totals settle nothing and the fight goes on in the next player's turn.",
    ),
    (
        "explosives",
        "Using explosives",
        "If dynamite is thrown near a figure whose gang has saved action points, the figure can use some of them to move away. Lighting dynamite costs 1 AP; throwing it 4.",
    ),
    (
        "fires",
        "Starting fires",
        "The text has no rule here (its heading is followed by \"?\"). Posse adds none: agree one before the game.",
    ),
    (
        "civilians",
        "Civilians",
        "Civilians are moved at random by the players. Using them to shield a player's figures may turn the other civilians against that gang: some are then allocated to the opposition as new gang members. Civilians allocated to a gang get 5 APs a figure and no roll for more; those points are for the civilians only.",
    ),
];
