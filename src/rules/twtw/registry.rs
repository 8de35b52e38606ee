//! The West That Wasn't's tables in the registry's generic shape ([`crate::rules::tables`]), each
//! built from the data the engine reads. Sources name the conflict chapter's sections ("TWTW
//! Conflict, Wound Effects") or the game's wiki; Posse's readings say so in the notes.

use crate::rules::tables::{Axis, Cell, Clamp, KeyValue, LookupKey, Table};
use crate::rules::Ruleset;

use super::actions::{aps, ACTION_COSTS, ATTACKS, MOVEMENT_COSTS};
use super::armour::{Penetration, COVER, NATURAL_ARMOUR_VS_IMPACT};
use super::check::DIFFICULTIES;
use super::damage::{RECOVERY_RULE, STUN_TN_UNWOUNDED, WOUND_LEVELS};
use super::deck::{burst_rule, DEFAULT_SEED, UNINTENDED_RULE, WRENCH_RULE};
use super::die::Die;
use super::initiative::{HESITATION_RULE, PHASE_TNS};
use super::location::STANDARD_FREQUENCIES;
use super::melee::{ADVANTAGE, ADVANTAGE_COUNTER, DOMINANCE, IMPROVISED};
use super::ranged::MODIFIERS;
use crate::rules::qotd::normalise_id;

/// Every TWTW table, in the order of the chapter: the card and checks, initiative, movement and
/// actions, ranged combat, hand to hand, damage and wounds, the ancillary results, the deck.
pub fn tables() -> Vec<Table> {
    vec![
        action_card(),
        difficulties(),
        rules(
            "checks",
            "Checks on the cause grid",
            "TWTW Conflict, Determining Hits; wiki, Action Resolution",
            &CHECKS,
        ),
        rules("bumps", "Bumps", "TWTW Conflict, Combat Actions; wiki, Action Resolution", &BUMPS),
        initiative_phases(),
        rules("initiative", "Initiative bids and ties", "TWTW Conflict, Basic and Advanced Initiative", &INITIATIVE),
        rules("movement_costs", "Movement AP cost", "TWTW Conflict, Movement AP Cost", &MOVEMENT_COSTS),
        rules("action_costs", "Action AP costs", "TWTW Conflict, Action Time", &ACTION_COSTS),
        attacks(),
        rules("range", "Range and the TN", "TWTW Conflict, Range, Point Blank, Throwing Things", &RANGE),
        rules("ranged_modifiers", "Ranged modifiers", "TWTW Conflict, Modifiers", &MODIFIERS),
        rules(
            "shots",
            "Shots: snap, normal, aimed, fan fire",
            "TWTW Conflict, Aim and Snap Shots to Two handed ranged weapons",
            &SHOTS,
        ),
        cover(),
        penetration(),
        hit_locations(),
        rules("damage", "Impact and deadly damage", "TWTW Conflict, Applying Damage and Wound Effects", &DAMAGE),
        wounds(),
        rules("hand_to_hand", "Hand to hand", "TWTW Conflict, Hand to Hand Combat", &HAND_TO_HAND),
        rules("advantage", "Advantage", "TWTW Conflict, Determining Advantage", &ADVANTAGE),
        rules("advantage_counter", "The advantage counter", "TWTW Conflict, The Advantage Counter", &ADVANTAGE_COUNTER),
        dominance(),
        improvised(),
        traits(),
        rules(
            "ancillary",
            "Ancillary results and the toggle",
            "TWTW Conflict, Ancillary Effects, Missed Throws, Carrying Loaded Weapons",
            &ANCILLARY,
        ),
        deck_rules(),
    ]
}

fn twtw(id: &str, title: &str, source: &str) -> Table {
    Table::new(Ruleset::Twtw, id, title, source)
}

/// A key whose values pick the rows in order.
fn row_key(name: &str, title: &str, values: impl IntoIterator<Item = String>) -> LookupKey {
    let mut key = LookupKey::new(name, title, Axis::Row, std::iter::empty());
    key.values =
        values.into_iter().enumerate().map(|(index, value)| KeyValue { value, index, aliases: Vec::new() }).collect();
    key
}

/// A table of rules, a row each, looked up by the thing's snake_case name.
fn rules(id: &str, title: &str, source: &str, rows: &[(&str, &str)]) -> Table {
    let mut table = twtw(id, title, source).columns([("what", "What"), ("rule", "Rule")]);
    let mut names: Vec<String> = Vec::new();
    for (what, rule) in rows {
        table = table.row(vec![Cell::text(*what), Cell::text(*rule)]);
        let base = normalise_id(&what.replace(['(', ')', ',', '+', '½', '¼'], " "));
        let mut name = base.clone();
        let mut n = 2;
        while names.contains(&name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        names.push(name);
    }
    table.key(row_key("rule", "Rule", names))
}

static CHECKS: [(&str, &str); 8] = [
    ("Pool", "A skill of N under a trait of die X is N dice of X: rows 1 to N of the X column (\"3d10\"). Untrained: the trait's rank in rows of the d4 column; attacks limited to that rank."),
    ("Result", "The best cell of the pool, plus modifiers; a hit if it meets or beats the TN."),
    ("Critical failure (CF)", "The cell of the pool's own row reads CF: the check fails whatever the faces. Posse: at least two dice and more than half of them 1s (never on one die). The chapter's Calamity is this mark."),
    ("Exceptional", "A cell at the die's maximum: draw another card and add its same cell, again while that is a maximum. Posse always takes the draw (it only raises the result); the cards drawn serve nothing else."),
    ("Several actions on one card", "The primary action takes the best result, the secondary the second best, …; an action with no die left fails. Attacks beyond the skill's level miss."),
    ("New cards", "A new card is drawn when an entry of the card is needed a second time (a second hit location, a second damage)."),
    ("Cause and effect uncoupled (variant)", "Two cards: the first's cause section, the second's effect; the outer edge from the first."),
    ("Hit-location-damage draw (variant)", "Three cards: cause; hit location and penetration; effect. The wrench is read on the first."),
];

static BUMPS: [(&str, &str); 8] = [
    ("Earning bumps", "One for each full 4 the result beats the TN by (at TN 5: 9, 13, 17). Used at once on this check, or lost."),
    ("Hit location", "One bump for each arrow: a step up or down the card's stack."),
    ("Penetration", "+1 each to the card's shield; the shield with bumps never exceeds +2."),
    ("Damage", "One row down the effect grid each."),
    ("Dominance", "One level of dominance each; bumps spent by the opponent cancel it one for one."),
    ("Specialisation", "A specialisation gives a free bump on a success (wiki)."),
    ("Burst fire", "Each hit after the first in a location: one row down, or one conditional burst-fire bump."),
    ("Strength", "Strength d10 gives 1, d12 2 damage-only bumps with deadly weapons against unarmoured targets, never more than doubling the row (wiki)."),
];

static INITIATIVE: [(&str, &str); 7] = [
    ("Bid half or more of the APs", "+2 to the Initiative result for the phase (advanced)"),
    ("Bid a quarter or more", "+1 (3 of 10 APs reaches the quarter, 2.5)"),
    ("No bid before the card", "A bid of 0"),
    ("Basic ties", "Within a phase: decreasing Initiative value (the die), then rank (the dice); still tied, simultaneous."),
    ("Advanced ties", "Surplus (bid) APs, most first; then no equipment or ready equipment smallest first, then equipment to ready smallest first; then Initiative value and rank; then simultaneous."),
    ("Hesitation", HESITATION_RULE),
    ("Movement and actions", "Movement from the slowest in Phase IV up to the first in Phase I; actions from Phase I down to IV. Continuous moves (running, mounts) a quarter each phase."),
];

static RANGE: [(&str, &str); 5] = [
    ("Base TN", "Standard (5), plus 1 for each full range increment between firer and target (Schofield, increment 10: TN 5 to 9 paces, 6 to 19)."),
    ("Point blank", "TN 3: the weapon within arm's reach of the target."),
    ("Thrown weapons", "Range increment 10 paces; the farthest an average weapon (1–2 lb) is thrown is Strength × 5 paces (Posse: the Strength die's size, a d8 40 paces)."),
    ("Cover", "No penalty to hit a target in cover if any of it can be seen (unseen behind cover: −4); the cover is hit when the hit location is behind it."),
    ("Relative speed", "The speeds of firer and target against each other (opposite directions add). Total movement instead, if the group prefers: be consistent."),
];

static SHOTS: [(&str, &str); 10] = [
    ("Snap shot", "The weapon's snap AP, at its snapshot penalty (SP): Sharps 3 AP, −3."),
    ("Normal shot", "The weapon's normal AP: Sharps 7."),
    ("Aimed shot", "A normal shot, then one or two aim actions: +1 each; Accurate (N) adds N. Sharps, one aim: 11 AP, +3. Aim is lost on any firing action."),
    ("Cocking", "Before each shot, before any aiming; hammerless shotguns need none. Ready a weapon once (until stowed)."),
    ("Fan fire", "Single-action revolvers: declare shots and targets first; shot k at −k, each target after the first −1 more (cumulative), always a snap shot; 1 AP a shot, +1 a target switch, no cocking; the revolver's Rel +1. Each shot resolved on the same card, hit locations on new cards."),
    ("Two weapons", "−1 to each attack, the off hand −3 more (−4); aiming both only together at one target, each aim +2 AP."),
    ("Two-handed weapon in one hand", "−2 (mind the weight and the user's Strength)."),
    ("Tactical aiming", "Shot at since aiming began: Bravery TN 5, +1 for each shot after the first, +2 for each hit; failure loses the aim and makes it a snap shot. Targeted in melee: TN 9; hit in melee: no aim."),
    ("Aim and cover", "Add the cover's AV to the Bravery result (the lowest, if he moved between covers)."),
    ("Aiming with Acuity (optional)", "An aimed shot may use Coordination or Acuity."),
];

static DAMAGE: [(&str, &str); 9] = [
    ("Effect", "Read \"(n)X\": row n of the X column, the sum of n dice. Attacks add the attacker's DB to the value."),
    ("Rows past 7", "Each row past 7 adds the die's value (Posse: its size: (9)8 is the (7)8 cell + 16)."),
    ("Increased effect", "A cell whose every die shows its maximum: draw another card and add its same cell, again while that one is too; under a reduction each added value counts at most the die's maximum (optional)."),
    ("Deadly", "Firearms, blades, piercing and slashing: one wound for each multiple of the target's Size, the rest as Conc."),
    ("Impact", "Hands and blunt weapons: below twice the Size all Conc; at twice the Size or more one wound and the rest against the Size: a wound for each Size, the rest Conc. (Posse: exactly twice the Size is a wound.)"),
    ("Impact final wound", "The final wound to the torso or head by impact: the toggle YES kills, NO leaves him unconscious."),
    ("Reduced damage (RD)", "An ablated attack deals the weapon's RD (its gear card's). Posse's odds take half the DMG's rows (at least one) when no RD is given."),
    ("Conc", "Running out of Conc knocks a man out (Clem: 11 Conc on his 9 left)."),
    ("Stun", "Whenever dealt damage: a Fortitude check at the Stun TN of his worst wound (no wound: 3). Failed: stunned until a recovery check succeeds."),
];

static HAND_TO_HAND: [(&str, &str); 10] = [
    ("Engagement", "Within one pace either may engage: armed (Melee) or unarmed (Unarmed Combat); the basic skill's level resolves it."),
    ("Defence", "4 + half the level of the hand-to-hand skill used, rounded up: the TN to hit him."),
    ("Careful attack", "+2 AP, +1 to the result, once per attack."),
    ("Block", "2 AP, declared before the attack's card: an Unarmed Combat check against the attack's result. Equal: the hit goes to the blocking arm (with a weapon: its Rel +1 instead); greater: blocked."),
    ("Dodge", "3 AP, against every attack from one direction (120 degrees), only when making no attack: TN 4 + AD (Posse: AD is the Dexterity rank)."),
    ("Several attacks", "Declared in order before the card; all APs paid first; one card for all; attacks beyond the skill's level miss."),
    ("Damage", "The weapon's DMG for a standard attack; quick one row up, heavy one row down; plus DB. Knife: (1)4 quick, (2)4 standard, (3)4 heavy."),
    ("Breaking engagement", "2 AP to disengage carefully, or move away free and take a hand-to-hand attack at 1 AP less."),
    ("Maneuvering", "1 AP a pace, one pace while staying engaged; not moving for two rounds: defence −1."),
    ("Recover from stun", RECOVERY_RULE),
];

static ANCILLARY: [(&str, &str); 8] = [
    ("Equipment failure", "A wrench with a number: the equipment fails if the number is below its reliability (Rel). Blank: no failure."),
    ("Unintended targets", "Each number over a figure that the stray shots equal or exceed hits an unintended target (the closest or most obvious first; the Judge decides)."),
    ("Stray shots", "A burst's rounds less its hits. A shotgun always has one, and one more for each range band past the first."),
    ("Missed throws", "The clock face with the 6 towards the thrower, the target at its centre: the throw lands the step's paces away in the clock's direction."),
    ("Toggle: impact final wound", "YES: killed; NO: unconscious."),
    ("Toggle: a loaded gun discharges", "Carrying every chamber loaded: a Calamity on any action with movement, or a malfunction within the weapon's range, fires a round. YES: it misses him; NO: it hits the nearest body part (usually the leg)."),
    ("Action sabotage", "Trying to fail: the attempt fails unless a Calamity is drawn (the target is hit) or the unintended targets show a target that exists."),
    ("Burst results", "Only for speed loading and the Gatling gun: the burst value fired and the hits scored."),
];

fn action_card() -> Table {
    static SECTIONS: [(&str, &str, &str); 12] = [
        ("Number", "Upper left", "0–53, the card's id; poker order with the suit as tie-break (red joker 0, 4 × (rank − 1) + suit, black joker 53)"),
        ("Fragments", "Upper right", "The rank, 0–14: deuce 1 … ace 13, the jokers 0 and 14"),
        ("Cause grid", "Upper results", "5 rows × d4 d6 d8 d10 d12: a die face in each cell; maxima marked exceptional, CF marked on the row whose pool critically fails"),
        ("Burst", "Beneath the cause grid", "Bursts of 3, 6 and 10 rounds: the hits each scores"),
        ("Hit location", "Left of the effect grid", "A stack of four, top to bottom; the third (second from the bottom) is the standard location; the others carry 1 or 2 arrows (bumps up or down)"),
        ("Penetration", "The shield left of the effect grid", "−2 to +2, added to the weapon's penetration"),
        ("Effect grid", "Lower results", "7 rows × d4 … d12: row n is the sum of n dice (\"(5)8\"); increased effect marked where every die is at its maximum"),
        ("Wrench", "Above the scatter clock", "A number, or blank"),
        ("Scatter", "Lower left", "A clock face 1–12 and the step in paces"),
        ("Unintended targets", "Figure icons", "Three numbers: stray shots reaching one hit a bystander"),
        ("Suit", "Lower left corner", "Clubs 1, diamonds 2, hearts 3, spades 4, red joker 0, black joker 5"),
        ("Toggle", "Lower right corner", "YES or NO, 27 of each (Posse: YES on the red cards)"),
    ];
    let mut table =
        twtw("action_card", "The action card", "TWTW Conflict, Action Cards in Combat; wiki, Appendix 1: Action Cards")
            .columns([("section", "Section"), ("where", "Where"), ("reads", "What it reads")]);
    for (section, at, reads) in SECTIONS {
        table = table.row(vec![Cell::text(section), Cell::text(at), Cell::text(reads)]);
    }
    table
        .key(row_key("section", "Section", SECTIONS.iter().map(|(s, _, _)| normalise_id(s))))
        .note("Resolution flows from the upper left down and to the right: hit or miss, number of hits, hit location, penetration, damage, ancillary effects.")
        .note("The card's pictures are lost; the sections are reconstructed from the chapter and the wiki. Posse's decisions are in the table \"How Posse builds the action deck\".")
}

fn difficulties() -> Table {
    let mut table = twtw("difficulties", "Difficulties", "TWTW Conflict (Easy, Standard, Difficult as used)")
        .columns([("difficulty", "Difficulty"), ("tn", "TN")]);
    for (name, tn) in DIFFICULTIES {
        table = table.row(vec![Cell::text(name), Cell::text(tn.to_string())]);
    }
    table.key(row_key("difficulty", "Difficulty", DIFFICULTIES.iter().map(|(n, _)| normalise_id(n))))
}

fn initiative_phases() -> Table {
    let mut table = twtw("initiative_phases", "Initiative phases", "TWTW Conflict, Basic Initiative")
        .columns([("phase", "Phase"), ("tn", "TN")]);
    for (phase, tn) in PHASE_TNS {
        table = table.row(vec![Cell::text(phase.name()), Cell::text(tn.to_string())]);
    }
    table = table
        .row(vec![Cell::text("Hesitates"), Cell::text("1 or less: hesitates and loses half his APs")])
        .row(vec![Cell::text("Calamity"), Cell::text("Hesitates; APs on defensive actions only")]);
    let mut key = row_key("phase", "Phase", ["i", "ii", "iii", "iv", "hesitates", "calamity"].map(str::to_string));
    key.values[4].aliases = vec!["hesitate".to_string()];
    table.key(key).note(HESITATION_RULE)
}

fn attacks() -> Table {
    let mut table =
        twtw("attacks", "Hand-to-hand attacks", "TWTW Conflict, Hand to Hand Combat, Hand to Hand Weapon Damage")
            .columns([("attack", "Attack"), ("aps", "AP"), ("damage", "Damage row")]);
    for a in ATTACKS {
        let rows = match a.rows {
            0 => "The weapon's DMG".to_string(),
            -1 => "One row up (less)".to_string(),
            _ => "One row down (more)".to_string(),
        };
        table = table.row(vec![Cell::text(a.name), Cell::text(a.aps.to_string()), Cell::text(rows)]);
    }
    table
        .key(row_key("attack", "Attack", ATTACKS.iter().map(|a| a.id.to_string())))
        .note("The picture of the four attacks is lost: the costs follow from the examples (Miranda's quick attack 1 AP, Clem's standard 3, Hank's two quick and a heavy 6). Clem's \"2 AP for a quick attack\" is the odd one out. The fourth attack is named nowhere readable.")
}

fn cover() -> Table {
    let mut table = twtw("cover", "Cover armor values", "TWTW Conflict, Cover Penetration")
        .columns([("obstacle", "Obstacle"), ("av", "AV")]);
    for (av, what) in COVER {
        table = table.row(vec![Cell::text(what), Cell::text(av.to_string())]);
    }
    let mut key = row_key("obstacle", "Obstacle", COVER.iter().map(|(_, w)| normalise_id(w)));
    key.values[3].aliases = vec!["adobe".to_string(), "thin_iron".to_string()];
    table
        .key(key)
        .note(format!("A man has natural armour {NATURAL_ARMOUR_VS_IMPACT} against impact everywhere (\"a Jaw of 1\"), none against deadly damage."))
}

fn penetration() -> Table {
    let rows: [(i32, Penetration); 4] =
        [(-1, Penetration::Deflect), (0, Penetration::Ablate), (1, Penetration::Ablate), (2, Penetration::Penetrate)];
    let mut table =
        twtw("penetration", "Penetration, ablation, deflection", "TWTW Conflict, Armor Penetration/Ablation")
            .columns([("ep_av", "EP − AV"), ("result", "Result")]);
    for (d, p) in rows {
        let label = match d {
            -1 => "Below 0".to_string(),
            2 => "2 or more".to_string(),
            d => d.to_string(),
        };
        table = table.row(vec![Cell::text(label), Cell::text(p.word())]);
    }
    let mut key = LookupKey::new(
        "ep_minus_av",
        "EP − AV",
        Axis::Row,
        ["-1", "0", "1", "2"].iter().enumerate().map(|(i, v)| (v.to_string(), i)),
    );
    key.clamp = Some(Clamp { min: -1, below: "-1".to_string(), max: 2, above: "2".to_string() });
    table
        .key(key)
        .note("EP: the weapon's penetration plus the card's shield (−2 … +2, bumps raising it to +2 at most).")
        .note("Penetrate or ablate, cover loses 1 AV (\"In both cases, the protection value is decremented\"); a deflection leaves it whole.")
        .note("Deadly weapons always penetrate an unprotected man.")
}

fn hit_locations() -> Table {
    let mut table = twtw("hit_locations", "Hit locations", "TWTW Conflict, Hit Location; Hit Location and Damage")
        .columns([("location", "Location"), ("cards", "Standard on"), ("wounds", "Wound box"), ("damage", "Damage")]);
    for (l, n) in STANDARD_FREQUENCIES {
        let damage = match l.damage_bumps() {
            0 => "—".to_string(),
            b => format!("{b} row(s) down"),
        };
        table = table.row(vec![
            Cell::text(l.name()),
            Cell::text(format!("{n} of 54 cards")),
            Cell::text(l.wound_location().name()),
            Cell::text(damage),
        ]);
    }
    table
        .key(row_key("location", "Location", STANDARD_FREQUENCIES.iter().map(|(l, _)| l.id().to_string())))
        .note("The texts give no frequencies: Posse weighs the locations by how much of a standing man shows (legs 9 cards each, chest and belly 8, arms 6, vitals and head 4).")
        .note("The stack: two entries above the standard (1 and 2 arrows up), one below (1 arrow down), moving up the body or across (left to right arm or leg).")
        .note("A 5th wound disables a location: a limb is severed or useless; the torso or head means death.")
}

fn wounds() -> Table {
    let mut table = twtw("wounds", "Wound effects", "TWTW Conflict, Wound Effects").columns([
        ("wounds", "Wounds"),
        ("description", "Description"),
        ("ap_penalty", "AP penalty"),
        ("stun", "Stun"),
    ]);
    for l in WOUND_LEVELS {
        table = table.row(vec![
            Cell::text(l.wounds.to_string()),
            Cell::text(l.description),
            Cell::text(l.ap_penalty.to_string()),
            Cell::text(l.stun_tn.to_string()),
        ]);
    }
    table
        .key(row_key("wounds", "Wounds in the worst location", (1..=5).map(|w: u8| w.to_string())))
        .note("The penalty and Stun TN are those of the highest-level wound, whatever the location; the text's \"serious wounds (3)\" disagrees with its own table (4): the table stands.")
        .note(format!("Damage that leaves no wound still asks for a Stun check: Posse uses TN {STUN_TN_UNWOUNDED}."))
}

fn dominance() -> Table {
    let mut table = twtw(
        "dominance",
        "Dominance",
        "TWTW Conflict, Position in Hand-to-Hand Engagements; Breaking Engagements When Dominated",
    )
    .columns([("level", "Level"), ("effect", "Effect"), ("escape", "Getting free")]);
    for (level, effect, escape) in DOMINANCE {
        table = table.row(vec![Cell::text(level), Cell::text(effect), Cell::text(escape)]);
    }
    table.key(row_key("level", "Level", ["partial", "dominance", "full"].map(str::to_string))).note(
        "Each level costs one bump, cumulative, with up to 2 paces of movement; each level is +1 advantage value.",
    )
}

fn improvised() -> Table {
    let mut table = twtw("improvised_weapons", "Improvised weapons", "TWTW Conflict, Improvised Weapons").columns([
        ("size", "Weapon"),
        ("examples", "Examples"),
        ("damage", "Damage"),
        ("penetration", "Penetration"),
    ]);
    for w in IMPROVISED {
        let damage = format!("+{}{}", w.damage, if w.deadly { ", deadly" } else { ", impact" });
        table = table.row(vec![
            Cell::text(w.name),
            Cell::text(w.examples),
            Cell::text(damage),
            Cell::text(format!("{}/+{} Force", w.penetration, w.penetration)),
        ]);
    }
    table
        .key(row_key("weapon", "Weapon", IMPROVISED.iter().map(|w| w.id.to_string())))
        .note("The table's picture is lost. The text gives the small weapon's +1 and penetration 1; Posse gives a large one +2 and a sharp one +1 with deadly damage.")
}

fn traits() -> Table {
    let mut table = twtw("traits", "Trait ranks", "wiki, Character Generation; TWTW Conflict (APs from Reflex)")
        .columns([("rank", "Rank"), ("die", "Die"), ("grade", "Grade"), ("aps", "APs (Reflex)")]);
    for die in Die::ALL {
        table = table.row(vec![
            Cell::text(die.rank().to_string()),
            Cell::text(die.label()),
            Cell::text(die.grade()),
            Cell::text(aps(die.rank()).to_string()),
        ]);
    }
    table
        .key(row_key("rank", "Rank", (1..=5).map(|r: u8| r.to_string())))
        .note("The traits: Strength, Dexterity, Acuity, Education, Presence, Reflex, Quickness, Coordination. A skill's level is its rows; the trait it sits under, its column.")
        .note("APs: most heroes 10 (wiki: 8–14); Posse's table gives a Normal Reflex 10.")
}

fn deck_rules() -> Table {
    let rows: Vec<(&str, String)> = vec![
        ("Default deck", format!("Generated from seed {DEFAULT_SEED} each time it is needed (deterministic): the same 54 cards every time.")),
        ("Cause grid", "Each row of each column holds the die's faces in equal counts (54/X, rounded); the best of the first n rows and the critical failures of each pool are balanced to the true dice by swapping faces between cards.".to_string()),
        ("Effect grid", "Row n is row n − 1 plus one more die, so bumps never lower the effect; each row's totals balanced to the true sum of n dice.".to_string()),
        ("Burst", burst_rule().to_string()),
        ("Hit locations", "The standard locations exactly in the frequencies of the Hit locations table.".to_string()),
        ("Penetration", "−2 … +2 on 6, 12, 18, 12, 6 cards (the difference of two d3).".to_string()),
        ("Wrench", WRENCH_RULE.to_string()),
        ("Scatter", "Clock 1–12 on 4 or 5 cards each, step 1–6 paces on 9 each.".to_string()),
        ("Unintended targets", UNINTENDED_RULE.to_string()),
        ("The chapter's cards", "Every deck carries the cells the chapter's examples read (cards 2, 5, 14, 16, 17, 21, 22, 29, 38, 39, 40, 44, 48, 50), so the examples come out as written on any deck.".to_string()),
    ];
    let mut table =
        twtw("deck", "How Posse builds the action deck", "Posse's reconstruction (the texts give no card values)")
            .columns([("section", "Section"), ("rule", "Rule")]);
    for (what, rule) in &rows {
        table = table.row(vec![Cell::text(*what), Cell::text(rule.clone())]);
    }
    table.key(row_key("section", "Section", rows.iter().map(|(w, _)| normalise_id(w))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tables::lookup;
    use crate::rules::twtw::location::Location;

    fn pairs(keys: &[(&str, &str)]) -> Vec<(String, String)> {
        keys.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn tables_read_as_the_chapter() {
        assert_eq!(lookup("twtw.initiative_phases", &pairs(&[("phase", "ii")])).unwrap().text, "8");
        let wound = lookup("twtw.wounds", &pairs(&[("wounds", "4")])).unwrap().text;
        assert!(wound.contains("Serious") && wound.contains("AP penalty: 4") && wound.contains("Stun: 9"), "{wound}");
        let cover = lookup("twtw.cover", &pairs(&[("obstacle", "adobe")])).unwrap().text;
        assert_eq!(cover, "4");
        assert_eq!(
            lookup("twtw.penetration", &pairs(&[("ep_minus_av", "5")])).unwrap().text,
            "Penetrates (full damage)"
        );
        assert_eq!(lookup("twtw.penetration", &pairs(&[("ep_minus_av", "-3")])).unwrap().text, "Deflects (no damage)");
        assert!(lookup("twtw.attacks", &pairs(&[("attack", "heavy")])).unwrap().text.contains("AP: 4"));
        let head = lookup("twtw.hit_locations", &pairs(&[("location", "head")])).unwrap().text;
        assert!(head.contains("2 row(s) down"), "{head}");
        assert_eq!(Location::ALL.len(), STANDARD_FREQUENCIES.len());
    }
}
