//! Initiative ("Initiative", "Basic Initiative", "Advanced Initiative", "AP Bidding"): each
//! character checks Initiative against the phase TNs; movement runs from the slowest up, actions
//! from Phase I down.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::die::Pool;

/// A phase of the round, I (fastest) to IV.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwPhase")]
pub enum Phase {
    I,
    II,
    III,
    IV,
}

/// "Phase I: 10, Phase II: 8, Phase III: 5, Phase IV: 2."
pub const PHASE_TNS: [(Phase, i32); 4] = [(Phase::I, 10), (Phase::II, 8), (Phase::III, 5), (Phase::IV, 2)];

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::I => "Phase I",
            Phase::II => "Phase II",
            Phase::III => "Phase III",
            Phase::IV => "Phase IV",
        }
    }

    pub fn tn(self) -> i32 {
        PHASE_TNS.iter().find(|(p, _)| *p == self).map(|(_, tn)| *tn).expect("every phase has a TN")
    }
}

/// What an initiative check gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind")]
#[ts(export, rename = "TwtwInitiative")]
pub enum Initiative {
    /// Acts in this phase.
    Phase { phase: Phase },
    /// "Characters who generate a 1 or less hesitate and lose half their APs."
    Hesitates,
    /// "Characters who generate a Calamity hesitate and may only spend APs on defensive actions."
    Calamity,
}

/// Where a hesitating character acts, and what he keeps. The chapter says only that he
/// hesitates: Posse places him in Phase IV (below its TN of 2, there is nowhere later) with half
/// his APs, rounded down (the AP tracker's ½ value); a Calamity hesitates the same way, and its
/// APs may be spent on defence only.
pub const HESITATION_RULE: &str = "A hesitating character acts in Phase IV with half his APs (rounded down); after a Calamity, those APs buy defensive actions only.";

/// The phase of an initiative result (the check's best face, bid bonus added).
pub fn phase_of(result: i32, calamity: bool) -> Initiative {
    if calamity {
        return Initiative::Calamity;
    }
    PHASE_TNS
        .iter()
        .find(|(_, tn)| result >= *tn)
        .map_or(Initiative::Hesitates, |(phase, _)| Initiative::Phase { phase: *phase })
}

/// The APs a hesitating character keeps.
pub fn hesitant_aps(aps: u8) -> u8 {
    aps / 2
}

/// "Characters who bid half or more of their APs receive a bonus of +2 to the Initiative check
/// result for Phase determination, and those who bid one quarter or greater receive a +1."
pub fn bid_bonus(bid: u8, aps: u8) -> i32 {
    let (bid, aps) = (u32::from(bid), u32::from(aps));
    if aps == 0 {
        0
    } else if 2 * bid >= aps {
        2
    } else if 4 * bid >= aps {
        1
    } else {
        0
    }
}

/// Equipment an action uses, for the advanced tie-break ("Characters who will not use any
/// equipment during their action are considered to have equipment size 0").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind")]
#[ts(export, rename = "TwtwEquipment")]
pub enum Equipment {
    None,
    Ready { size: u8 },
    ToReady { size: u8 },
}

impl Equipment {
    /// Lower goes first: ready equipment smallest first, then equipment to ready smallest first.
    fn order(self) -> (u8, u8) {
        match self {
            Equipment::None => (0, 0),
            Equipment::Ready { size } => (0, size),
            Equipment::ToReady { size } => (1, size),
        }
    }
}

/// One character (or henchman group) in a phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwInitiativeEntry")]
pub struct Entry {
    pub name: String,
    pub phase: Phase,
    /// The Initiative pool: its die is the Initiative value, its dice the rank.
    pub initiative: Pool,
    /// APs bid (advanced): "Any APs that are bid are considered to be surplus."
    pub surplus: u8,
    pub equipment: Equipment,
}

/// Basic ties: "broken within a Phase by order of decreasing Initiative value, then rank. Ties
/// that persist resolve simultaneously." Posse reads the Initiative value as the die and the rank
/// as the number of dice: the chapter's Felicia (2d10) goes ahead of Cyril (3d8).
fn basic_key(e: &Entry) -> impl Ord {
    (e.phase, std::cmp::Reverse(e.initiative.die), std::cmp::Reverse(e.initiative.dice))
}

/// Advanced ties: surplus APs (most first), equipment readiness and size, then Initiative value
/// and rank (highest first).
fn advanced_key(e: &Entry) -> impl Ord {
    (
        e.phase,
        std::cmp::Reverse(e.surplus),
        e.equipment.order(),
        std::cmp::Reverse(e.initiative.die),
        std::cmp::Reverse(e.initiative.dice),
    )
}

/// The order of action: groups that act one after another; the members of a group act at once.
pub fn order(entries: &[Entry], advanced: bool) -> Vec<Vec<String>> {
    if advanced {
        grouped(entries, advanced_key)
    } else {
        grouped(entries, basic_key)
    }
}

fn grouped<K: Ord>(entries: &[Entry], key: impl Fn(&Entry) -> K) -> Vec<Vec<String>> {
    let mut sorted: Vec<&Entry> = entries.iter().collect();
    sorted.sort_by_key(|e| key(e));
    let mut groups: Vec<Vec<String>> = Vec::new();
    let mut last: Option<K> = None;
    for e in sorted {
        let k = key(e);
        match (&last, groups.last_mut()) {
            (Some(prev), Some(group)) if *prev == k => group.push(e.name.clone()),
            _ => groups.push(vec![e.name.clone()]),
        }
        last = Some(k);
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::twtw::die::Die;

    fn entry(name: &str, result: i32, pool: Pool, surplus: u8, equipment: Equipment) -> Entry {
        let Initiative::Phase { phase } = phase_of(result, false) else { panic!("{name} hesitates") };
        Entry { name: name.to_string(), phase, initiative: pool, surplus, equipment }
    }

    #[test]
    fn results_fall_into_phases() {
        let phase = |r| match phase_of(r, false) {
            Initiative::Phase { phase } => Some(phase),
            _ => None,
        };
        assert_eq!(
            [10, 9, 8, 7, 5, 4, 2].map(phase),
            [
                Some(Phase::I),
                Some(Phase::II),
                Some(Phase::II),
                Some(Phase::III),
                Some(Phase::III),
                Some(Phase::IV),
                Some(Phase::IV)
            ]
        );
        assert_eq!(phase_of(1, false), Initiative::Hesitates);
        assert_eq!(phase_of(12, true), Initiative::Calamity);
        assert_eq!(hesitant_aps(9), 4);
    }

    #[test]
    fn the_basic_example_orders_felicia_before_cyril() {
        // "Miranda, 8; Cyril, 6; Felicia, 7; Francisco, 4. Miranda will go in Phase II, Cyril and
        // Felicia in Phase III, and Francisco in Phase IV. … Felicia will go ahead of Cyril due to
        // her 2d10 Initiative versus his 3d8."
        let entries = [
            entry("Miranda", 8, Pool::new(2, Die::D10), 0, Equipment::None),
            entry("Cyril", 6, Pool::new(3, Die::D8), 0, Equipment::None),
            entry("Felicia", 7, Pool::new(2, Die::D10), 0, Equipment::None),
            entry("Francisco", 4, Pool::new(2, Die::D6), 0, Equipment::None),
        ];
        let names: Vec<Vec<String>> = order(&entries, false);
        assert_eq!(names, [vec!["Miranda"], vec!["Felicia"], vec!["Cyril"], vec!["Francisco"]]);
    }

    #[test]
    fn the_advanced_example_gives_the_final_order_of_the_ambush() {
        // Miranda bids 3 of 10 APs (+1), Hank 0, Cyril 1, the pistol vaqueros 1, the rifle
        // vaqueros 0. "Final order: Hank, Miranda, pistol vaqueros, Cyril, rifle vaqueros."
        assert_eq!(bid_bonus(3, 10), 1);
        assert_eq!(bid_bonus(2, 10), 0);
        assert_eq!(bid_bonus(5, 10), 2);
        let d = Pool::new(2, Die::D8);
        let entries = [
            entry("Hank", 9, d, 0, Equipment::Ready { size: 8 }),
            entry("Miranda", 4 + bid_bonus(3, 10), d, 3, Equipment::ToReady { size: 5 }),
            entry("Cyril", 7, d, 1, Equipment::ToReady { size: 5 }),
            entry("rifle vaqueros", 6, d, 0, Equipment::Ready { size: 8 }),
            entry("pistol vaqueros", 6, d, 1, Equipment::Ready { size: 5 }),
        ];
        let order: Vec<String> = order(&entries, true).into_iter().flatten().collect();
        assert_eq!(order, ["Hank", "Miranda", "pistol vaqueros", "Cyril", "rifle vaqueros"]);
    }
}
