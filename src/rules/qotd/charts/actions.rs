//! QOTD Reel 3, Wanting to perform an action/reaction: tasks, responding (to an opportunity while
//! holding, to an attack), reacting to a new event, locating the enemy, and the courage test.

use super::{outcome, ActionChart};

/// QOTD Reel 3, Tasks. Athletic, Strong and expert characters may re-roll the tasks of their
/// skill; characters poor in the skill use reduced dice.
pub const WANTING_TO_COMPLETE_A_TASK: ActionChart = ActionChart {
    id: "wanting_to_complete_a_task",
    title: "Wanting to complete a task",
    source: "QOTD Reel 3, Tasks",
    outcomes: [
        outcome("Complete Failure!", "Fail in the task and abandon it or when there is risk test for injury."),
        outcome("No Luck so Far!", "Fail in the task but may try again next turn."),
        outcome("Success!", "Succeed in the task"),
        outcome("Complete Success!", "Succeed in the task and may perform another action or move, attack or shoot"),
    ],
};

/// QOTD Reel 3, Responding to an opportunity while holding: a character who held acts when an
/// opportunity presents itself later in the phase.
pub const RESPONDING_TO_AN_OPPORTUNITY: ActionChart = ActionChart {
    id: "responding_to_an_opportunity",
    title: "Responding to an opportunity",
    source: "QOTD Reel 3, Responding to an opportunity while holding",
    outcomes: [
        outcome("Flustered!", "Panic and if in the open retreat slowly towards cover. If in cover duck down"),
        outcome("Hesitate!", "Unable to respond in time and so do nothing"),
        outcome("I'm Ready!", "Respond in time and can act as desired"),
        outcome("Quick Reactions!", "Respond very quickly and can act as desired and if attacking or shooting can reroll the dice if necessary for this action only"),
    ],
};

/// QOTD Reel 3, Responding to an opportunity while holding: a character with a card remaining
/// responds to an enemy attack before it is made. The 5–9's heading is "Respond" (no exclamation
/// in the text). Reel 5, Forms of attack, says what a successful response allows (evade, block,
/// hasty shot) and that it uses up the character's next card.
pub const RESPONDING_TO_AN_ATTACK: ActionChart = ActionChart {
    id: "responding_to_an_attack",
    title: "Responding to an attack",
    source: "QOTD Reel 3, Responding to an opportunity while holding",
    outcomes: [
        outcome("Hesitate!", "Unable to respond in time and so do nothing and count as defenceless"),
        outcome("Flustered!", "Panic and DV is lowered by 1"),
        outcome("Respond", "Can do a hasty shot or evade or block"),
        outcome("Quick Reactions!", "Can do a hasty shot, evade or block without deduction"),
    ],
};

/// QOTD Reel 3, Responding to an opportunity while holding: "Characters also need to react on
/// occasions either to a new event or to locating the enemy". This is the reaction once the enemy
/// is found; finding them is [`LOCATING_THE_ENEMY`].
pub const REACTING_TO_A_NEW_EVENT: ActionChart = ActionChart {
    id: "reacting_to_a_new_event",
    title: "Reacting to a new event/locating the enemy",
    source: "QOTD Reel 3, Responding to an opportunity while holding",
    outcomes: [
        outcome("What shall I do?", "Freeze or hesitate"),
        outcome("This doesn't look good!", "Head for the nearest cover if in the open or duck down if in cover"),
        outcome("Made of stern stuff!", "Can act as the player wishes No need to make an action roll."),
        outcome(
            "Let's do it!",
            "Can perform up to 2 actions but if rash or a fanatic must move towards the enemy as quickly as possible",
        ),
    ],
};

/// QOTD Reel 3, Locating the enemy: rolled with the action dice if the enemy is moving in cover or
/// a trap is within 6 paces, with reduced dice if the enemy is static in cover or stealthy or a trap
/// is 6 to 12 paces away. Enemy in the open in line of sight are seen without a roll. The 1's
/// heading is "Confused" (no exclamation in the text).
pub const LOCATING_THE_ENEMY: ActionChart = ActionChart {
    id: "locating_the_enemy",
    title: "Wanting to Locate the Enemy",
    source: "QOTD Reel 3, Locating the enemy",
    outcomes: [
        outcome(
            "Confused",
            "If enemy are in the area observed treat the result as if they were not and must act accordingly on next turn\n\
             If there are no enemy in the area observed treat the result as if they were and must act accordingly on next turn",
        ),
        outcome(
            "I see no enemy!",
            "Fail to locate the enemy.\n\
             Can try again next turn",
        ),
        outcome(
            "I see you!",
            "Locate the enemy/object\n\
             May need to react",
        ),
        outcome("Got you!", "Locate the enemy and automatically react to them so can move again or perform another action this turn"),
    ],
};

/// QOTD Reel 3, Courage test: taken on a hit (see the effects of hits) and when charging or being
/// charged by a fearsome enemy. Heroic characters do not test; Brave and Proud characters may
/// re-roll a failure but must keep the second roll.
pub const COURAGE_TEST: ActionChart = ActionChart {
    id: "courage_test",
    title: "Taking a Courage Test",
    source: "QOTD Reel 3, Courage test",
    outcomes: [
        outcome(
            "Let's get out of here!",
            "If in the open or in close combat, panic and flee at maximum speed away from the enemy.\n\
             If already in cover duck down and will not even defend self if attacked in close combat.\n\
             If unable to do either attempt to surrender",
        ),
        outcome(
            "Fall back and Take Cover!",
            "If in the open fall back 1 move towards the nearest cover; if already behind cover duck down.\n\
             If in close combat, fall back 2 paces and during the rest of this combat is \"On the Back Foot\"",
        ),
        outcome(
            "A- OK - Keep Calm and Carry On!",
            "Stand firm and are unaffected\n\
             Can act as the player wishes",
        ),
        outcome(
            "Totally Unaffected!",
            "Can act as the player wishes but if rash or a fanatic must move towards the enemy as quickly as possible\n\
             May make an immediate fight back if in close combat or shoot at the enemy or make an immediate move in any direction including out of close combat",
        ),
    ],
};
