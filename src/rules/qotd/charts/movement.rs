//! QOTD Reel 3, Lights, camera, action! – movement: the Wanting to Move charts (in the open, in
//! forest or jungle, deep snow or sand, swamps, ruins), evading, random movement, and what linear
//! obstacles and bad going take off a move. How far characters move is
//! [`MOVEMENT_RATES`](crate::rules::qotd::MOVEMENT_RATES) in `props.rs`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{outcome, ActionChart};

/// QOTD Reel 3, Wanting to move: the chart after "Having established what movement the character
/// wishes to make roll their action dice to see what happens". A second or later move in the same
/// phase is tested with reduced action dice.
pub const WANTING_TO_MOVE: ActionChart = ActionChart {
    id: "wanting_to_move",
    title: "Wanting to Move",
    source: "QOTD Reel 3, Wanting to move",
    outcomes: [
        outcome("Caution – Danger Ahead!", "Withdraw and fall back ½ a move facing the enemy if in good going. In bad going, fall over and test for injury"),
        outcome("Are you Sure?", "Hesitate and do not move"),
        outcome("Forward!", "Move up to the maximum move in any direction or choose to go prone or move evasively."),
        outcome("Move It!", "Move twice the maximum move in any direction or move once and perform another action"),
    ],
};

/// QOTD Reel 3, Wanting to move: the evade row of the movement chart. Also rolled by characters at
/// risk of being run down by a mount or vehicle (Reel 5, Fighting from a mount or moving vehicle).
pub const WANTING_TO_EVADE: ActionChart = ActionChart {
    id: "wanting_to_evade",
    title: "Wanting to evade",
    source: "QOTD Reel 3, Wanting to move",
    outcomes: [
        outcome("Gripped By Fear!", "Freeze and fail to evade or carry out any other action"),
        outcome("Panic!", "Hesitate, then fall back ½ a move with back to the enemy and unable to fight back"),
        outcome("Evade then!", "Successfully evade—may move up to the maximum distance away from the enemy"),
        outcome(
            "Caught them Out!",
            "Successfully evade. May also attack the enemy before moving or move and shoot at them.",
        ),
    ],
};

/// QOTD Reel 3, Wanting to move: moving in forest or jungle. The scan prints the 10's heading
/// "Quickly – this way is Clear !"; the stray space is dropped.
pub const WANTING_TO_MOVE_IN_FOREST_OR_JUNGLE: ActionChart = ActionChart {
    id: "wanting_to_move_in_forest_or_jungle",
    title: "Wanting To Move in Forest or Jungle",
    source: "QOTD Reel 3, Wanting to move",
    outcomes: [
        outcome("Disorientated!", "The character only moves ½ maximum move; roll again for random movement"),
        outcome("Is this the Path?", "The character’s way is blocked by scrub or vines – they must pass an Action Test to cut a path through and then roll again to try to move."),
        outcome("This is the Path!", "The character may move up to their maximum move in any direction"),
        outcome("Quickly – this way is Clear!", "The character may move twice their maximum move in any direction, or one move and perform another action"),
    ],
};

/// QOTD Reel 3, Wanting to move: moving in deep snow or sand. The scan heads the row "Wanting To
/// Move in Deep Snow or Deep a Sand"; the stray "a" is dropped.
pub const WANTING_TO_MOVE_IN_DEEP_SNOW_OR_SAND: ActionChart = ActionChart {
    id: "wanting_to_move_in_deep_snow_or_sand",
    title: "Wanting To Move in Deep Snow or Deep Sand",
    source: "QOTD Reel 3, Wanting to move",
    outcomes: [
        outcome("Fall Over!", "The character loses their balance and falls over: They drop anything they are carrying and must pass an Action test to clear their weapons of snow or sand before they can be used again"),
        outcome("Slip Sliding Away!", "The character slides ½ their maximum move in a random direction: roll again for random movement - and then roll again to try to move."),
        outcome("Firm Going!", "The character may move up to their maximum move in any direction"),
        outcome("Quickly – this way is Fine!", "The character may move twice their maximum move in any direction, or one move and perform another action"),
    ],
};

/// QOTD Reel 3, Wanting to move: moving or wading through a swamp. The 1's heading is "Glug! Glug!";
/// the 2–4's text reads "The stumbles into" in the scan, which lost a word: "The character stumbles
/// into".
pub const WANTING_TO_MOVE_THROUGH_A_SWAMP: ActionChart = ActionChart {
    id: "wanting_to_move_through_a_swamp",
    title: "Wanting To Move/wade through a Swamp",
    source: "QOTD Reel 3, Wanting to move",
    outcomes: [
        outcome("Glug! Glug!", "The character blunders into deep pool and becomes completely submerged: They resurface but all of their equipment and weapons are soaked and must pass an Action test to clear their weapons of water before they can be used again"),
        outcome("Is this the Path?", "The character stumbles into a mass of thick mud and vegetation - they must pass an Action Test to push their way through and then roll again to try to move."),
        outcome("Its Shallow water here!", "The character may move up to their maximum move in any direction"),
        outcome("Its only ankle deep!", "The character may move twice their maximum move in any direction, or one move and perform another action"),
    ],
};

/// QOTD Reel 3, Wanting to move: moving through ruins or a derelict structure. "hit by an low
/// impact weapon" is mended to "a low impact weapon"; a low impact weapon is a Light Impact one.
pub const WANTING_TO_MOVE_THROUGH_RUINS: ActionChart = ActionChart {
    id: "wanting_to_move_through_ruins",
    title: "Wanting to move through ruins or a derelict structure",
    source: "QOTD Reel 3, Wanting to move",
    outcomes: [
        outcome("Fall Over!", "The character loses their footing amongst the rubble, debris, etc. They drop anything they are carrying. Roll again, if they score a 1 they are injured. Test for injury as if hit by a low impact weapon"),
        outcome("Loose Footing!", "The character stumbles over debris and moves ½ their maximum move in a random direction: roll again for random movement - and then roll again to try to move."),
        outcome("No obstacles ahead!", "The character may move up to their maximum move in any direction"),
        outcome("Quickly – this way is Fine!", "The character may move twice their maximum move in any direction, or one move and perform another action"),
    ],
};

/// Where a character who slips or loses control of their mount goes. QOTD Reel 3, Random
/// movement: "Roll 1D10 … 1- 3 Reverse: 4&5 Go Right: 6 &7 Go left: 8+ Straight Ahead".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum RandomDirection {
    Reverse,
    Right,
    Left,
    StraightAhead,
}

impl RandomDirection {
    pub const ALL: [RandomDirection; 4] =
        [RandomDirection::Reverse, RandomDirection::Right, RandomDirection::Left, RandomDirection::StraightAhead];

    /// As the rule text words it.
    pub fn label(self) -> &'static str {
        match self {
            RandomDirection::Reverse => "Reverse",
            RandomDirection::Right => "Go Right",
            RandomDirection::Left => "Go left",
            RandomDirection::StraightAhead => "Straight Ahead",
        }
    }

    /// The rolls that give it: "1- 3", "4&5", "6 &7", "8+" (8 to 10 on a D10).
    pub fn rolls(self) -> std::ops::RangeInclusive<u8> {
        match self {
            RandomDirection::Reverse => 1..=3,
            RandomDirection::Right => 4..=5,
            RandomDirection::Left => 6..=7,
            RandomDirection::StraightAhead => 8..=10,
        }
    }
}

/// The random direction for a roll of 1D10 (0 reads as 1, 11 or more as 10).
pub fn random_direction(roll: u8) -> RandomDirection {
    match roll {
        0..=3 => RandomDirection::Reverse,
        4..=5 => RandomDirection::Right,
        6..=7 => RandomDirection::Left,
        _ => RandomDirection::StraightAhead,
    }
}

/// The kinds of ground and obstacle of QOTD Reel 3's movement table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Going {
    Good,
    LinearObstacle,
    Bad,
    GettingUpFromProne,
    SwimmingAndClimbing,
}

impl Going {
    /// As the table heads the row.
    pub fn name(self) -> &'static str {
        match self {
            Going::Good => "Movement in Good Going",
            Going::LinearObstacle => "Linear Obstacles",
            Going::Bad => "Movement in Bad Going",
            Going::GettingUpFromProne => "Getting up from Prone",
            Going::SwimmingAndClimbing => "Swimming and Climbing",
        }
    }
}

/// One line of the movement table: who, on what ground, loses how much of their move, and what
/// they must roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct GoingRule {
    /// Stable snake_case id (`bad_going_laden`).
    pub id: &'static str,
    pub going: Going,
    /// Who the line is for.
    pub who: &'static str,
    /// Percentage taken off the move: 0, 25 or 50. `None` where they cannot cross at all.
    pub deduction_percent: Option<u8>,
    /// The rule text's words for the line.
    pub text: &'static str,
}

const fn going(
    id: &'static str,
    going: Going,
    who: &'static str,
    deduction_percent: Option<u8>,
    text: &'static str,
) -> GoingRule {
    GoingRule { id, going, who, deduction_percent, text }
}

/// QOTD Reel 3, Wanting to move: movement in good going, linear obstacles, movement in bad going,
/// getting up from prone, swimming and climbing; one line per bullet of the table, with what the
/// bullet takes off the move.
///
/// The definitions of each kind of ground (what counts as a linear obstacle or bad going) are the
/// rows' opening paragraphs, kept with the first line of each.
///
/// Where the text is silent: vehicles "cannot cross such obstacles unless ditches or gaps" — a
/// wall or fence stops them (`None`); crossing a ditch or gap takes 50%. Swimming and climbing
/// take nothing off the move, but are made at the swimming, climbing or crawling rate of
/// [`MOVEMENT_RATES`](crate::rules::qotd::MOVEMENT_RATES).
pub static GOING: &[GoingRule] = &[
    going(
        "good_going",
        Going::Good,
        "Everyone",
        Some(0),
        "Good going includes terrain such as roads, tracks, and open ground. There are no deductions to movement. Accelerating, decelerating or manoeuvring is a basic action but may become a task in adverse circumstances.",
    ),
    going(
        "linear_obstacle_on_foot_or_mounted",
        Going::LinearObstacle,
        "Characters on foot or mounted",
        Some(25),
        "Linear obstacles include items which are waist high such as walls and fences, or which impede movement such as ditches or gaps (up to 2 paces wide).\n\
         Characters on foot or mounted Deduct 25% from movement for crossing a linear obstacle. They must roll for completing a task (see below).",
    ),
    going(
        "linear_obstacle_vehicle_wall",
        Going::LinearObstacle,
        "Vehicles, at walls and fences",
        None,
        "Vehicles cannot cross such obstacles unless ditches or gaps",
    ),
    going(
        "linear_obstacle_vehicle_ditch",
        Going::LinearObstacle,
        "Vehicles, at ditches or gaps",
        Some(50),
        "Vehicles cannot cross such obstacles unless ditches or gaps and then deduct 50% from movement. They must roll for completing a task (see below)",
    ),
    going(
        "bad_going",
        Going::Bad,
        "Most characters whether on foot or mounted",
        Some(25),
        "Bad going is terrain such as rocky ground, thick under brush, steep slopes, muddy or boggy ground. Areas of snow are bad going unless characters have snow shoes or skis. If there is poor visibility or bad weather, treat all terrain as bad going. Characters moving in a building count it as bad going.\n\
         Most characters whether on foot or mounted deduct 25% from movement.\n\
         Moving or manoeuvring slowly is treated as a basic action but moving or manoeuvring any faster reduces the action dice. Roll to check outcome.",
    ),
    going(
        "bad_going_sure_footed",
        Going::Bad,
        "Sure footed characters",
        Some(0),
        "There are no deductions for sure footed characters.",
    ),
    going(
        "bad_going_laden_or_wheeled",
        Going::Bad,
        "Heavily laden animals and wheeled transport",
        Some(50),
        "Heavily laden animals and wheeled transport deduct 50% from movement.",
    ),
    going(
        "getting_up_from_prone",
        Going::GettingUpFromProne,
        "Everyone",
        Some(25),
        "Deduct 25% from movement when getting up from prone. Dropping to the floor takes no time at all! This counts as a basic action - no need to test.",
    ),
    going(
        "swimming_and_climbing",
        Going::SwimmingAndClimbing,
        "Everyone",
        Some(0),
        "These are tasks so always roll to check outcome.\n\
         If adverse circumstances apply such as strong currents, a sheer cliff face, the dice are reduced",
    ),
];
