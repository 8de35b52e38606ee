//! What actions cost in APs ("Movement AP Cost", "Skills During Action Time", "Aim and Snap
//! Shots", "Cocking and Readying", "Hand to Hand Combat", "Breaking Engagement", "Multiple
//! Attacks"), and a hero's APs.

/// "Movement AP Cost", as printed.
pub const MOVEMENT_COSTS: [(&str, &str); 16] = [
    ("Drop prone", "1 AP"),
    ("Stand up", "2 AP"),
    ("Maneuver one pace", "1 AP"),
    ("Maneuver up to half move", "2 AP"),
    ("Maneuver up to move", "4 AP"),
    ("Maneuver up steep grade", "+1 AP per pace"),
    ("Maneuver up gentle grade", "+1 AP per 2 paces"),
    ("Climb ladder", "+1 AP per pace"),
    ("Climb stairs", "+1 AP per 2 paces"),
    ("Climb wall or cliff face", "+2 AP per pace"),
    ("Run", "1/2 AP per pace"),
    ("Duck behind cover", "1 AP"),
    ("Emerge from cover", "1 AP"),
    ("Change facing 60 degrees without moving", "1 AP"),
    ("Change facing more than 60 degrees without moving", "2 AP"),
    ("Change facing 120 degrees during a move", "1 AP (up to 60 degrees a pace is free)"),
];

/// A hand-to-hand attack ("There are four attacks available", in a lost picture).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attack {
    pub id: &'static str,
    pub name: &'static str,
    pub aps: u8,
    /// Rows of the effect grid against the weapon's standard damage: "Quick attacks bump up one
    /// row, while heavy attacks bump down one row."
    pub rows: i8,
}

/// The attacks and their costs. The picture that listed the four is lost; three are named in the
/// text and their costs follow from its examples: Miranda's "1 AP for a quick attack", Clem's "3
/// AP for a standard attack", and Hank's "6 AP for 2 quick attacks and one heavy" (so a heavy
/// attack is 4). Clem's "2 AP for a quick attack with his knife" disagrees with the other two
/// examples; Posse keeps 1. The fourth attack is not named anywhere readable, and is left out.
pub const ATTACKS: [Attack; 3] = [
    Attack { id: "quick", name: "Quick attack", aps: 1, rows: -1 },
    Attack { id: "standard", name: "Standard attack", aps: 3, rows: 0 },
    Attack { id: "heavy", name: "Heavy attack", aps: 4, rows: 1 },
];

/// Every other action the chapter prices.
pub const ACTION_COSTS: [(&str, &str); 20] = [
    (
        "Skill",
        "4 AP, or 8 for one needing full attention (reading a map, picking a lock); may be paid over several turns",
    ),
    ("Ready a weapon", "2 AP up to size 5, +1 AP for each size above 5 (a Schofield 2, a Winchester 5)"),
    ("Cock a firearm", "The weapon's C value, 1 AP for most; before any aiming; hammerless shotguns need none"),
    ("Snap shot", "The weapon's snap AP, at its snapshot penalty (SP)"),
    ("Normal shot", "The weapon's normal AP"),
    ("Aim", "The weapon's aim AP each, after a normal shot's AP: +1 each, two at most; Accurate (N) adds N when aimed"),
    ("Aim two weapons together", "+2 AP on each aim action"),
    ("Fan fire", "1 AP a shot, +1 AP a target switch; no cocking"),
    ("Switch target", "1 AP (+1 outside the field of fire)"),
    ("Careful attack", "+2 AP, +1 to the result, once per attack"),
    ("Block", "2 AP, against one attack; several may be made"),
    ("Dodge", "3 AP, against every attack from one direction (120 degrees); only if making no attack"),
    ("Disengage carefully", "2 AP besides the movement; or move away free and take an attack at 1 AP less"),
    ("Maneuver while engaged", "1 AP a pace, one pace at most without breaking engagement"),
    ("Break away from partial dominance", "1 AP an attempt, Unarmed Combat TN 3"),
    ("Escape dominance", "2 AP, TN 5"),
    ("Escape full dominance", "3 AP, TN 7"),
    ("Recover from stun", "All APs: a recovery check"),
    ("Sneak and attack on one card", "Each action's AP; the primary action takes the best result"),
    ("Bid for initiative or advantage", "APs bid are not spent on actions that round"),
];

/// "Weapons of up to size 5 cost 2 AP to ready. Larger weapons cost 1 extra AP for each unit of
/// size above 5."
pub fn ready_cost(size: u8) -> u8 {
    2 + size.saturating_sub(5)
}

/// APs by Reflex rank. Wiki: "Action points come from Reflex, most heroes 10 (range 8–14)" and
/// the sheet's track runs 1–14. Posse's table: Feeble 8, Normal 10 (most heroes), Good 11,
/// Excellent 12, Awesome 14.
pub const APS_BY_REFLEX: [u8; 5] = [8, 10, 11, 12, 14];

/// A hero's APs from his Reflex rank (1–5).
pub fn aps(reflex_rank: u8) -> u8 {
    APS_BY_REFLEX[usize::from(reflex_rank.clamp(1, 5)) - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_examples_costs_add_up() {
        // "It costs 2 AP to ready the Schofield, or 5 AP to ready the rifle" (sizes 5 and 8).
        assert_eq!((ready_cost(5), ready_cost(8)), (2, 5));
        // Hank: two jabs and an uppercut for 6 AP.
        assert_eq!(2 * ATTACKS[0].aps + ATTACKS[2].aps, 6);
        // Miranda: half move 2, sneak 4, a careful quick attack 1 + 2.
        assert_eq!(2 + 4 + ATTACKS[0].aps + 2, 9);
        assert_eq!(aps(2), 10);
    }
}
