//! Which circumstances each test reads (issue 10, item 25): a circumstance set for a test that does
//! not read it is refused with what it is for, never silently ignored. The table below is the one
//! place that says so; the desktop app's form shows a test only the fields it reads.

use super::{Circumstances, TestError, TestId};

/// What odds are asked for: one test, or a whole shooting or fighting chain (the first test, the
/// hit and its effect on a target).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Asked {
    Test(TestId),
    Shot,
    Fight,
}

impl Asked {
    /// As the rule text names it: "Wanting to Shoot", "a shot".
    pub fn title(self) -> String {
        match self {
            Asked::Test(t) => t.title().to_string(),
            Asked::Shot => "a shot (the shooting chain)".to_string(),
            Asked::Fight => "a fight (the fighting chain)".to_string(),
        }
    }

    fn test(self) -> Option<TestId> {
        match self {
            Asked::Test(t) => Some(t),
            _ => None,
        }
    }

    fn is(self, tests: &[TestId]) -> bool {
        self.test().is_some_and(|t| tests.contains(&t))
    }

    fn shooting_hit(self) -> bool {
        self == Asked::Shot || self.is(&[TestId::HitFromShooting])
    }

    fn fighting_hit(self) -> bool {
        self == Asked::Fight || self.is(&[TestId::HitFromAnAttack])
    }

    fn any_hit(self) -> bool {
        self.shooting_hit() || self.fighting_hit()
    }

    fn chain(self) -> bool {
        matches!(self, Asked::Shot | Asked::Fight)
    }

    fn moving(self) -> bool {
        self.test().is_some_and(TestId::is_move)
    }

    /// An action roll: the tests of Reel 3 a character chooses to take, and a chain's first test.
    fn action(self) -> bool {
        self.chain() || self.test().is_some_and(TestId::is_action)
    }

    /// Any roll made during the game (everything but the post action roll, made after it).
    fn in_play(self) -> bool {
        !self.is(&[TestId::PostActionRecovery])
    }
}

/// One circumstance: its field, what it is for (said when it is refused) and what reads it.
pub struct FieldUse {
    pub field: &'static str,
    pub about: &'static str,
    applies: fn(Asked) -> bool,
}

const fn f(field: &'static str, about: &'static str, applies: fn(Asked) -> bool) -> FieldUse {
    FieldUse { field, about, applies }
}

/// Every field of [`Circumstances`], with what reads it.
pub static FIELDS: [FieldUse; 54] = [
    f("moved", "it makes a shot hasty", Asked::shooting_hit),
    f("shot_type", "it is how a shot is taken", Asked::shooting_hit),
    f("both_barrels", "it fires a shot from both barrels", Asked::shooting_hit),
    f("weapon", "it is the weapon of a shot, a blow, a reload, a draw or a task", |a| {
        a.any_hit() || a.is(&[TestId::ReloadOrRestring, TestId::DrawingAndShooting, TestId::WantingToCompleteATask])
    }),
    f("fire_mode", "it is how a weapon with two modes is fired", |a| {
        a.shooting_hit() || a.is(&[TestId::ReloadOrRestring])
    }),
    f("preloaded_cylinder", "it changes a cap and ball revolver's reload and misfires", |a| {
        a.shooting_hit() || a.is(&[TestId::ReloadOrRestring])
    }),
    f("range_paces", "it is the distance of a shot", Asked::shooting_hit),
    f("cover", "it is the cover of a target shot at", Asked::shooting_hit),
    f("prone", "it is a target shot at lying prone", Asked::shooting_hit),
    f("moving_quickly", "it is a target shot at moving quickly", Asked::shooting_hit),
    f("evading", "it is a target shot at while evading", Asked::shooting_hit),
    f("defenceless", "it is a target hit while defenceless", Asked::any_hit),
    f(
        "drawing",
        "it is drawing a weapon to shoot or fight with (Drawing and shooting is itself the draw)",
        Asked::any_hit,
    ),
    f("wrong_hand", "it is a shot from the wrong hand", Asked::shooting_hit),
    f(
        "perfect",
        "it is a 10 on the test before a hit or an entanglement (a shot or a fight weighs that 10 itself)",
        |a| a.is(&[TestId::HitFromShooting, TestId::HitFromAnAttack, TestId::Entanglement]),
    ),
    f("outnumbered", "it reduces the dice to hit in a fight", Asked::fighting_hit),
    f("attack", "it is the form of an attack in a fight", Asked::fighting_hit),
    f("hasty_attack", "it is a hasty attack in a fight", Asked::fighting_hit),
    f("defence", "it is how a defender defends in a fight", Asked::fighting_hit),
    f("charging", "it is charging in to a fight", Asked::fighting_hit),
    f("mounted", "it is an attacker riding a mount", Asked::fighting_hit),
    f("longer_reach", "it is a longer reach weapon in a fight", Asked::fighting_hit),
    f("back_foot", "it is an attacker On the Back Foot", Asked::fighting_hit),
    f("behind_defences", "it is a defender behind defences in a fight", Asked::fighting_hit),
    f("made_all_out_attack", "it is a target who made an All Out Attack", Asked::any_hit),
    f("flustered", "it is a target Flustered! responding to an attack", Asked::any_hit),
    f("later_round", "it frees a Rash or Fanatic attacker from the first round's All Out Attack", |a| {
        a.fighting_hit() || a.is(&[TestId::WantingToAttack])
    }),
    f("mount_over_4_paces", "it makes a mounted attacker's hits high impact", Asked::fighting_hit),
    f("shield", "it is a target's shield against a hit", Asked::any_hit),
    f("second_move_this_phase", "it reduces the dice of a second move", |a| {
        a.moving() || a.is(&[TestId::WantingToEvade])
    }),
    f("towards_enemy", "it is a move towards the enemy (Rash and Fanatics re-roll)", Asked::moving),
    f("in_bad_going", "it is moving in bad going", |a| a.is(&[TestId::WantingToMove])),
    f("task", "it is what a task is about", |a| a.is(&[TestId::WantingToCompleteATask])),
    f("skill", "it is the skill a task uses", |a| a.is(&[TestId::WantingToCompleteATask])),
    f("own_field", "it is an Academic's action in their field of study", Asked::action),
    f("difficult", "it makes a task or an escape difficult", |a| {
        a.is(&[TestId::WantingToCompleteATask, TestId::Escape])
    }),
    f("with_aid", "it is escaping with a tool, weapon or help", |a| a.is(&[TestId::Escape])),
    f("restrained_by_several", "it is escaping two or more restrainers", |a| a.is(&[TestId::Escape])),
    f("hidden", "it is where a hidden enemy or trap is", |a| a.is(&[TestId::LocatingTheEnemy])),
    f("patient_frail", "it is the patient of a healer", |a| a.is(&[TestId::Healing])),
    f("patient_tough", "it is the patient of a healer", |a| a.is(&[TestId::Healing])),
    f(
        "natural_leader_near",
        "a Natural Leader lends his dice for movement, courage and responding to hold actions",
        |a| a.moving() || a.is(&[TestId::CourageTest, TestId::RespondingToAnOpportunity]),
    ),
    f("dominant_leader_near", "a Dominant leader's followers re-roll a failed action", Asked::action),
    f("recovery", "it is the row of the post action chart", |a| a.is(&[TestId::PostActionRecovery])),
    f("tentacles", "it is a beast's tentacles entangling", |a| a.is(&[TestId::Entanglement])),
    f("joker", "jokers are turned in play, not after the adventure", Asked::in_play),
    f("cut", "Cut! is called during the game", Asked::in_play),
    f("lucky", "Lucky's re-rolls are spent during the game", Asked::in_play),
    f("reduced", "reduced dice are for the next adventure, not the roll after it", Asked::in_play),
    f("target_reduced", "it is the dice a target rolls for the effect of a hit", Asked::chain),
    f("target_one_card_less", "it is the cards a target plays with, which a hit takes", Asked::chain),
    f("target_cards", "it is the cards a target has left, which a hit takes", Asked::chain),
    f("target_cut", "it is the target's re-roll of the effect of a hit", Asked::chain),
    f("target_lucky", "it is the target's re-roll of the effect of a hit", Asked::chain),
];

/// The fields `asked` reads, in the order of [`Circumstances`].
pub fn fields_of(asked: Asked) -> Vec<&'static str> {
    FIELDS.iter().filter(|u| (u.applies)(asked)).map(|u| u.field).collect()
}

/// The fields of `c` that differ from the plain case.
pub fn set_fields(c: &Circumstances) -> Vec<String> {
    let given = serde_json::to_value(c).expect("circumstances serialize");
    let plain = serde_json::to_value(Circumstances::default()).expect("circumstances serialize");
    let (Some(given), Some(plain)) = (given.as_object(), plain.as_object()) else { return Vec::new() };
    given.iter().filter(|(k, v)| plain.get(*k) != Some(v)).map(|(k, _)| k.clone()).collect()
}

/// Refuses the first circumstance set in `c` that `asked` does not read, naming it and saying what
/// it is for.
pub fn check_applies(asked: Asked, c: &Circumstances) -> Result<(), TestError> {
    for field in set_fields(c) {
        let Some(used) = FIELDS.iter().find(|u| u.field == field) else { continue };
        if !(used.applies)(asked) {
            return Err(TestError::DoesNotApply { field: used.field, asked: asked.title(), about: used.about });
        }
    }
    Ok(())
}
