//! The checks a test passes before it is planned: what the test reads (item 25 of issue 10), and
//! what the rules allow the character to do with what.

use super::firing::{self, fighting_weapon, shooting_weapon};
use super::{check_applies, hit, Asked, Circumstances, TestError, TestId};
use crate::rules::qotd::charts::AttackForm;
use crate::rules::qotd::{Character, CharacterType};

/// Refuses what the rules do not allow: a circumstance the test does not read (item 25 of issue
/// 10: never silently ignored), and whatever [`check_rules`] refuses.
pub fn check(character: &Character, test: TestId, c: &Circumstances) -> Result<(), TestError> {
    check_applies(Asked::Test(test), c)?;
    check_rules(character, test, c)
}

/// Refuses what the rules do not allow a character: an unknown weapon or one of the wrong kind, a
/// shot the Weapons Table forbids ([`firing`]), drawing and firing a long pistol, Cut! for a
/// Supporting or Minor character, Lucky's re-roll for someone not Lucky, a Minor Character holding,
/// healing by someone who is not a Healer, a Rash or Fanatic attacker's first-round attack that is
/// not All Out, a mount's speed without a mount.
pub fn check_rules(character: &Character, test: TestId, c: &Circumstances) -> Result<(), TestError> {
    if c.cut && !crate::rules::qotd::may_call_cut(character.kind(), 1) {
        return Err(TestError::CutNotAllowed(character.kind()));
    }
    if c.lucky && character.personality().id != "lucky" {
        return Err(TestError::NotLucky);
    }
    if c.mount_over_4_paces && !c.mounted {
        return Err(TestError::NotMounted);
    }
    match test {
        // "Heroes, Main and Supporting characters can choose not to move or act on their turn but
        // to hold." (Reel 3, Responding to an opportunity while holding.)
        TestId::RespondingToAnOpportunity if character.kind() == CharacterType::Minor => {
            return Err(TestError::CannotHold)
        }
        // "Healer/Saw Bones: Can heal wounds and aid recovery" (Reel 2); "to provide first aid if
        // a medic/healer" (Reel 6).
        TestId::Healing if !character.traits().iter().any(|t| t.id() == "healer") => {
            return Err(TestError::NotAHealer { name: character.name().to_string() })
        }
        TestId::HitFromShooting | TestId::WantingToShoot | TestId::DrawingAndShooting | TestId::ReloadOrRestring => {
            let weapon = shooting_weapon(character, c)?;
            if test == TestId::HitFromShooting {
                firing::check_shot(character, weapon, c)?;
            } else {
                firing::check_firing(weapon, c)?;
            }
            if let (Some(w), true) = (weapon, c.drawing || test == TestId::DrawingAndShooting) {
                if !w.draw_and_fire {
                    return Err(TestError::CannotDrawAndFire { weapon: w.id });
                }
            }
        }
        TestId::HitFromAnAttack | TestId::WantingToAttack => {
            fighting_weapon(character, c)?;
            if let (Some(who), Some(form)) = (hit::must_attack_all_out(character, c.later_round), c.attack) {
                if form != AttackForm::AllOut {
                    return Err(TestError::MustAttackAllOut { personality: who });
                }
            }
        }
        TestId::WantingToCompleteATask => {
            if let Some(given) = c.weapon.as_deref() {
                firing::find(given)?;
            }
        }
        _ => {}
    }
    Ok(())
}
