//! The fate family's tables in the registry's generic shape ([`crate::rules::tables`]), each built
//! from the typed data the engine rolls on. Posse's own tables say "house table" in their title.

use crate::rules::tables::{Axis, Cell, KeyValue, LookupKey, Table};
use crate::rules::Ruleset;

use super::actions::{ActionInfo, ACTIONS, MOVEMENT_RULES};
use super::card_words::skill_card_text;
use super::class::{Class, ACTION_CARD_RULE, CLASSES};
use super::cover::COVER_RULES;
use super::duel::DUEL_RULES;
use super::emotions::{CAUSES, EFFECTS};
use super::fighting::{Arms, FIGHT_RULES};
use super::hit_tables::{HitTable, EFFECT_MODIFIERS, TRWNN_NOTES};
use super::hits::{HitResult, Location, CONSEQUENCES};
use super::house::{HouseGrid, HouseTables, HOUSE_TABLE};
use super::nerve::NERVE_DUE;
use super::options::{FateOptions, OptionKind, RuleText, OPTIONS};
use super::shotgun::{SHOTGUNS, SHOTGUN_RULES};
use super::skills::{fear_clash, Skill, CONTRADICTIONS, SKILLS, STOOPID};
use super::weapons::{RangeBand, FIRING_CHART, FIX_GUN, WEAPONS};
use super::{normalise_id, signed_dice};

/// Every fate table, in the order of the playsheet: actions, movement, nerve, hatred and fear,
/// cover, the firing chart, shotguns; then the 1996 chapters the playsheet leaves out, the house
/// tables, the options and the deck. Where the texts disagree a table shows both readings; the
/// house tables are the ones Posse ships. A campaign's own are [`super::in_play::campaign_tables`].
pub fn tables() -> Vec<Table> {
    tables_with(None, HouseTables::standard())
}

/// The fate tables with `house`'s house tables; with `options`, each table that depends on an
/// option holds only the rule that campaign plays (its jams, its actions, its effect modifiers).
pub(super) fn tables_with(options: Option<&FateOptions>, house: &HouseTables) -> Vec<Table> {
    vec![
        classes(),
        actions(options),
        rules(
            "movement",
            "Movement in buildings and terrain",
            "Playsheet, Movement in Buildings and Terrain",
            &MOVEMENT_RULES,
        ),
        fix_gun(),
        nerve(),
        rules("nerve_tests_due", "When to check nerve", "Playsheet, Nerve", &NERVE_DUE),
        rules(
            "hatred_and_fear_causes",
            "Causes of hatred and fear",
            "Playsheet, Causes of Hatred; Ansell 1996, Hatred & Fear",
            &causes(options),
        ),
        rules(
            "hatred_and_fear_effects",
            "Effects of hatred and fear",
            "Playsheet, Effects of Hatred and Effects of Fear",
            &EFFECTS,
        ),
        rules(
            "cover",
            "Cover, exposure and duck backs",
            "Playsheet, Cover, Exposure to Fire, Duck Backs, Area Terrain",
            &COVER_RULES,
        ),
        firing_chart(),
        firing_modifiers(),
        rules(
            "deliberate_fire_and_blazing_away",
            "Deliberate fire and blazing away",
            "Playsheet, Deliberate Fire and Blazing Away",
            &fire_rules(options),
        ),
        weapons(),
        shotgun(),
        rules(
            "fast_draw",
            "Challenges, duels and fast draws",
            "Ansell 1996, Challenges, Duels and Fast Draws",
            &DUEL_RULES,
        ),
        fighting_dice(house),
        rules("fighting", "Fighting", "Ansell 1996, Fighting", &FIGHT_RULES),
        fighting_results(house),
        skills(),
        contradictions(),
        stoopid(),
        hit_location_trwnn(house),
        hit_location_house_grid(house),
        effect_modifiers(options),
        rules("wound_consequences", "Consequences of wounds", "Ansell 1996, Hit Location & Effect", &CONSEQUENCES),
        options_table(),
        fate_deck(),
    ]
}

/// Deliberate fire, blazing away, out of ammo and jams, and the zero-dice rule.
static FIRE_RULES: [(&str, &str); 9] = [
    ("Deliberate fire", "A hit on any 6; one hit at most, unless an Indian with a bow: a Warrior may hit twice, a Mighty Warrior three times. Citizens may not fire deliberately (1996)."),
    ("Blazing away", "Each 6 is a hit, up to: breech-loader 1, repeating rifle 2, six-shooter 3 (Quick shot one more). Muzzle-loaders, bows and thrown weapons may never blaze away."),
    ("Same 1s as 6s", "Blazing away: the shooter hits, but is out of ammo and must reload before firing that weapon again."),
    ("More 1s than 6s", "Blazing away: the shooter misses and is out of ammo."),
    ("Two or more 1s more than 6s", "Blazing away: the shooter misses and his weapon is jammed until fixed (Fix Gun)."),
    ("Bows", "More 1s than 6s: the bow is broken or out of arrows for the rest of the battle."),
    ("Muzzle-loaders", "More 1s than 6s: the muzzle-loader misfires. It fires only while its Muzzleloader Fire card is in its owner's hand."),
    ("Zero dice", "Modifiers leave no dice: roll 3D6 (pistol) or 2D6 (rifle), needing two 6s for a single hit; out of ammo on more 1s than 6s."),
    ("1996 jams (option jams)", "More 1s than 6s misses and is out of ammo; three or more 1s jam the gun. Option fumbles: four or more 1s, something terrible happens."),
];

/// The rules of fire: both jam rules, or, for a campaign, the one it plays (jams by the 1996 text
/// in the words of its option) and, if it plays fumbles, the fumble.
fn fire_rules(options: Option<&FateOptions>) -> Vec<(&'static str, &'static str)> {
    let Some(o) = options else {
        return FIRE_RULES.to_vec();
    };
    let mut rows = FIRE_RULES[..2].to_vec();
    match o.jams {
        RuleText::Playsheet => rows.extend_from_slice(&FIRE_RULES[2..5]),
        RuleText::Ansell1996 => rows.push(("Out of ammo and jams (Ansell 1996)", option_rule("jams", false))),
    }
    rows.extend_from_slice(&FIRE_RULES[5..8]);
    if o.fumbles {
        rows.push(("Fumbles", option_rule("fumbles", true)));
    }
    rows
}

/// The causes of hatred and fear; for a campaign that does not play it, without the optional
/// "wounds" cause.
fn causes(options: Option<&FateOptions>) -> Vec<(&'static str, &'static str)> {
    CAUSES
        .iter()
        .filter(|(what, _)| !(*what == "Wounds (option)" && options.is_some_and(|o| !o.wounds_cause_hatred_or_fear)))
        .copied()
        .collect()
}

/// An option's rule as [`OPTIONS`] words it: the first (playsheet, on) or the second.
fn option_rule(id: &str, first: bool) -> &'static str {
    let info = OPTIONS.iter().find(|o| o.id == id).unwrap_or_else(|| panic!("OPTIONS has {id}"));
    if first {
        info.first
    } else {
        info.second
    }
}

fn fate(id: &str, title: &str, source: &str) -> Table {
    Table::new(Ruleset::Fate, id, title, source)
}

/// A key whose values pick the rows in order, each with its aliases.
fn row_key(name: &str, title: &str, values: impl IntoIterator<Item = (String, Vec<String>)>) -> LookupKey {
    let mut key = LookupKey::new(name, title, Axis::Row, std::iter::empty());
    key.values =
        values.into_iter().enumerate().map(|(index, (value, aliases))| KeyValue { value, index, aliases }).collect();
    key
}

/// A key over the rolls of a D6.
fn roll_key(name: &str, title: &str, axis: Axis, offset: usize) -> LookupKey {
    LookupKey::new(name, title, axis, (1..=6).map(|r| (r.to_string(), r - 1 + offset)))
}

/// A table of rules, a row each: the thing and the rule; looked up by the thing's snake_case name.
fn rules(id: &str, title: &str, source: &str, rows: &[(&str, &str)]) -> Table {
    let mut table = fate(id, title, source).columns([("what", "What"), ("rule", "Rule")]);
    let mut names: Vec<String> = Vec::new();
    for (what, rule) in rows {
        table = table.row(vec![Cell::text(*what), Cell::text(*rule)]);
        let base = normalise_id(&what.replace(['(', ')', ','], " "));
        let mut name = base.clone();
        let mut n = 2;
        while names.contains(&name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        names.push(name);
    }
    table.key(row_key("rule", "Rule", names.into_iter().map(|n| (n, Vec::new()))))
}

fn classes() -> Table {
    let mut table = fate("classes", "Classes of character", "Ansell 1996, classes and Experience; Playsheet, Nerve")
        .columns([
            ("class", "Class"),
            ("who", "Who"),
            ("nerve_dice", "Nerve and fast-draw dice"),
            ("firing", "Firing dice"),
            ("action_cards", "Takes action cards"),
            ("promotion", "Promotion"),
        ]);
    for c in &CLASSES {
        let cards: Vec<&str> =
            super::class::ActionCard::ALL.iter().filter(|a| c.class.may_take(**a)).map(|a| a.class().name()).collect();
        let name = if c.indian {
            format!("{} ({} equivalent)", c.name, c.class.equivalent().name())
        } else {
            c.name.to_string()
        };
        table = table.row(vec![
            Cell::text(name),
            Cell::text(c.description),
            Cell::text(format!("{}D6", c.nerve_dice)),
            Cell::text(signed_dice(c.firing_dice)),
            Cell::text(cards.join(", ")),
            Cell::text(c.promotion),
        ]);
    }
    table
        .key(row_key("class", "Class", Class::ALL.map(|c| (c.id().to_string(), Vec::new()))))
        .note("The Citizen's line is lost from the 1996 scan; the description is Posse's. The Indian classes are the playsheet's (option indian_classes).")
}

fn actions(options: Option<&FateOptions>) -> Table {
    let mut table = fate("actions", "Actions", "Playsheet, Actions; Ansell 1996, Actions").columns([
        ("action", "Action"),
        ("rule", "Rule"),
        ("texts", "In"),
    ]);
    let in_play: Vec<&ActionInfo> = match options {
        Some(o) => super::actions::actions(o),
        None => ACTIONS.iter().collect(),
    };
    for a in &in_play {
        let texts = match (a.playsheet, a.ansell_1996) {
            (true, true) => "Both",
            (true, false) => "Playsheet (option actions)",
            _ => "1996 (option actions)",
        };
        table = table.row(vec![Cell::text(a.name), Cell::text(a.text), Cell::text(texts)]);
    }
    table.key(row_key("action", "Action", in_play.iter().map(|a| (a.id.to_string(), Vec::new()))))
}

fn fix_gun() -> Table {
    let mut table =
        fate("fix_gun", "Fix gun", "Playsheet, Actions (Fix Gun)").columns([("roll", "D6"), ("result", "Result")]);
    for (i, r) in FIX_GUN.iter().enumerate() {
        table = table.row(vec![Cell::text((i + 1).to_string()), Cell::text(r.text())]);
    }
    table.key(roll_key("roll", "D6 roll", Axis::Row, 0))
}

fn nerve() -> Table {
    let mut table = fate("nerve", "Nerve", "Playsheet, Nerve").columns([
        ("class", "Class"),
        ("dice", "Nerve dice"),
        ("hurt_real_bad", "Hurt real bad"),
    ]);
    for c in &CLASSES {
        let h = c.hurt_real_bad;
        let hurt = match (h.grazes_count, h.needs_serious) {
            (true, _) => "Any wound or graze".to_string(),
            (_, true) => format!("Any {} wounds, at least one serious", h.wounds),
            _ => format!("Any {} wounds", h.wounds),
        };
        table = table.row(vec![Cell::text(c.name), Cell::text(format!("{} dice", c.nerve_dice)), Cell::text(hurt)]);
    }
    table
        .key(row_key("class", "Class", Class::ALL.map(|c| (c.id().to_string(), Vec::new()))))
        .note("Must roll at least one 6, or he has lost his nerve: on his next turn he must hide, run or surrender.")
        .note("Each flesh wound −1 die; each serious wound −2 dice; more of the enemy down than of his own side +1 die.")
        .note("Skills: Boss +1* for his side, +3 within 6\" of him (and himself), −3 if he has lost his nerve; Nerves of steel +1*; True Grit +3*; Nervous −2*; Yellow −3*; a Terrifying enemy −1* (a man who fears no-one too: the 1996 text gives it as a clause apart from the fear); a White Knight never loses his nerve.")
}

fn firing_chart() -> Table {
    let mut table = fate("firing_chart", "Range and firing chart", "Playsheet, Range and Firing Chart").columns([
        ("weapon", "Weapon"),
        ("point_blank", "PB"),
        ("close", "Close"),
        ("medium", "Medium"),
        ("long", "Long"),
        ("extreme", "Extreme"),
        ("notes", "Notes"),
    ]);
    for row in &FIRING_CHART {
        let mut cells = vec![Cell::text(row.name)];
        let mut previous = 0;
        for band in row.bands {
            cells.push(Cell::text(match band {
                Some(cell) => {
                    let reach = match cell.up_to {
                        Some(up_to) => {
                            previous = up_to;
                            format!("{up_to}\"")
                        }
                        None => format!("{previous}\"+"),
                    };
                    format!("{reach} / {}D6", cell.dice)
                }
                None => "--".to_string(),
            }));
        }
        cells.push(Cell::text(row.notes));
        table = table.row(cells);
    }
    let weapons = FIRING_CHART.iter().map(|row| {
        let aliases = WEAPONS
            .iter()
            .filter(|w| w.row == Some(row.row))
            .flat_map(|w| std::iter::once(w.id.to_string()).chain(w.aliases.iter().map(|a| a.to_string())))
            .filter(|a| a != row.id)
            .collect();
        (row.id.to_string(), aliases)
    });
    let mut range = LookupKey::new(
        "range",
        "Range band",
        Axis::Column,
        RangeBand::ALL.iter().enumerate().map(|(i, b)| (b.id().to_string(), i + 1)),
    );
    range.values[0].aliases = vec!["pb".to_string()];
    table
        .key(row_key("weapon", "Weapon", weapons))
        .key(range)
        .note("* Muzzleloaders, bows and all thrown weapons may only use Deliberate Fire.")
        .note("A band reaches its figure inclusive (7\" is medium for a pistol). Aimed shots: rifle +6, everything else +4 (the playsheet names only rifles and pistols).")
}

fn firing_modifiers() -> Table {
    static MODIFIERS: [(&str, &str, i8); 24] = [
        ("cover", "Target is in cover", -1),
        ("moved_pistol", "Firing pistol or throwing weapon after moving", -1),
        ("moved_rifle", "Firing rifle after moving", -2),
        ("two_pistols", "Firing two pistols or wrong-handed, or rifle single-handed", -3),
        ("horseback_pistol", "Firing pistol from horseback, per movement die used to move**", -1),
        ("horseback_rifle", "Firing rifle from horseback, per movement die used to move**", -2),
        ("head_wound", "Shooter with head wound", -1),
        ("arm_wound", "Shooter with flesh wound on firing arm for pistol, or either arm for rifle", -1),
        ("serious_wound", "Each serious wound on shooter", -2),
        ("arrow_in", "Shooter is impaled by an arrow(s) still in them", -2),
        ("arrow_removed", "Shooter is impaled but arrow(s) removed", -1),
        ("backshooting", "Shooter is backshooting", 3),
        ("target_down", "Target is knocked down or knocked out", 2),
        ("hates", "Shooter hates target (+2 if extreme)", 1),
        ("fears", "Shooter fears target (−2 if extreme)", -1),
        ("citizen", "Shooter is a Citizen", -1),
        ("shootist", "Shooter is a Shootist/Warrior", 1),
        ("legend", "Shooter is a Legend/Mighty Warrior", 2),
        ("indian_firearm", "Shooter is Indian with firearm***", -1),
        ("aimed_rifle", "Making an aimed shot with a rifle", 6),
        ("aimed_pistol", "Making an aimed shot with a pistol", 4),
        ("blazing_breech_loader", "Blazing away with a breach loader rifle", 1),
        ("blazing_repeater", "Blazing away with a repeating rifle", 2),
        ("blazing_pistol", "Blazing away with a pistol", 3),
    ];
    let mut table = fate("firing_modifiers", "Modifiers to number of dice thrown", "Playsheet, Range and Firing Chart")
        .columns([("modifier", "Modifier"), ("dice", "Dice")]);
    for (_, text, dice) in &MODIFIERS {
        table = table.row(vec![Cell::text(*text), Cell::text(signed_dice(*dice))]);
    }
    table
        .key(row_key("modifier", "Modifier", MODIFIERS.iter().map(|(id, _, _)| (id.to_string(), Vec::new()))))
        .note("** Expert or Plains Indian riders ignore the first movement die used to move. *** Ignore if Apache Crack Shot.")
        .note("Skills (1996): Crack shot +1*; Agile, and a Wildman with a pistol, no penalty for moving; Ambidextrous no penalty for two pistols; Knifeman throwing his knife +1; White Knight +1* against Evil or hated opponents; a Swift target who moved −1*; a Stalker behind cover −1*; Quick shot one* more hit blazing away; Deadeye hits on 5 or 6 firing deliberately; Lucky re-rolls one* die.")
}

fn weapons() -> Table {
    let mut table =
        fate("weapons", "Weapons", "Playsheet, Range and Firing Chart and Shotgun Weapons Firing Chart; Ansell 1996")
            .columns([("weapon", "Weapon"), ("fires_as", "Fires as"), ("blazing", "Blazing away")]);
    for w in &WEAPONS {
        let fires_as = match (w.row, w.mechanism) {
            (_, super::weapons::Mechanism::Shotgun) => "Shotgun chart".to_string(),
            (Some(row), super::weapons::Mechanism::MuzzleLoader) => {
                format!("{} (muzzle-loader: deliberate only, misfires)", row.info().name)
            }
            (Some(row), _) => row.info().name.to_string(),
            (None, _) => "Not fired (fighting only)".to_string(),
        };
        let blazing = w
            .blaze
            .map_or("Deliberate only".to_string(), |b| format!("{}; up to {} hit(s)", signed_dice(b.dice), b.max_hits));
        let blazing = if w.weapon == super::weapons::Weapon::LeMat {
            format!("{blazing}; shotgun barrel once per gunfight")
        } else {
            blazing
        };
        table = table.row(vec![Cell::text(w.name), Cell::text(fires_as), Cell::text(blazing)]);
    }
    table.key(row_key(
        "weapon",
        "Weapon",
        WEAPONS.iter().map(|w| (w.id.to_string(), w.aliases.iter().map(|a| a.to_string()).collect())),
    ))
}

fn shotgun() -> Table {
    let mut table = fate(
        "shotgun",
        "Shotgun weapons firing chart",
        "Playsheet, Shotgun Weapons Firing Chart; Ansell 1996, Shotguns",
    )
    .columns([
        ("weapon", "Weapon"),
        ("close", "6\" or less"),
        ("far", "Greater than 6\""),
        ("spot", "Target spot"),
        ("notes", "Notes"),
    ]);
    for s in &SHOTGUNS {
        table = table.row(vec![
            Cell::text(s.name),
            Cell::text(format!("{} hits", s.hits_close)),
            Cell::text(format!("{} hit", s.hits_far)),
            Cell::text(format!("Place {}\" away", s.spot)),
            Cell::text(s.notes),
        ]);
    }
    let mut table =
        table.key(row_key("weapon", "Weapon", SHOTGUNS.iter().map(|s| (s.weapon.id().to_string(), Vec::new()))));
    for (what, rule) in &SHOTGUN_RULES {
        table = table.note(format!("{what}: {rule}"));
    }
    table.note("Option shotguns (1996): sawn-off target spot 6\" (3\" if one-handed), every shotgun hits within 1\" of the line, and the line ends at the marker spot (the playsheet runs it on to the weapon's range).")
}

fn fighting_dice(house: &HouseTables) -> Table {
    let house = house.fighting;
    let mut table = fate(
        "fighting_dice_house_table",
        "Fighting dice (house table)",
        "Posse house table (the 1996 fighting chart is missing)",
    )
    .columns([("class", "Class"), ("dice", "Dice")]);
    for c in Class::ALL {
        table = table.row(vec![Cell::text(c.name()), Cell::text(format!("{} dice", house.dice(c)))]);
    }
    table
        .key(row_key("class", "Class", Class::ALL.map(|c| (c.id().to_string(), Vec::new()))))
        .note(format!("A {HOUSE_TABLE}: Posse's, not in either rule text. Attacker and defender both throw their class's dice."))
        .note(format!("Clubbing a weapon {}; each serious wound {}.", signed_dice(house.clubbed_weapon), signed_dice(house.each_serious_wound)))
        .note("Skills (1996): Agile +1*, Strong +3*, Runt −3*, Swift +1*, Knifeman/Swordsman armed with a blade +4*, Skilled Fighter +4 attacking; hatred +1 (+2 extreme), fear −1 (−2 extreme).")
}

fn skills() -> Table {
    let mut table = fate("skills", "Skills", "Ansell 1996, Skills").columns([
        ("skill", "Skill"),
        ("double", "Double"),
        ("effect", "Effect"),
        ("also", "Also"),
        ("card", "On the card"),
    ]);
    for s in &SKILLS {
        let mut also: Vec<String> = s.implies.iter().map(|i| format!("Also {}", i.name())).collect();
        if s.fears_no_one {
            also.push("Fears no-one".to_string());
        }
        let name = if s.double { format!("{}*", s.name) } else { s.name.to_string() };
        let double = if s.double { format!("Very {}", s.name) } else { "—".to_string() };
        let also = if also.is_empty() { "—".to_string() } else { also.join("; ") };
        let card = skill_card_text(s.skill, 1);
        table = table.row(vec![
            Cell::text(name),
            Cell::text(double),
            Cell::text(s.effect),
            Cell::text(also),
            Cell::text(card),
        ]);
    }
    table
        .key(row_key(
            "skill",
            "Skill",
            SKILLS.iter().map(|s| (s.id.to_string(), s.aliases.iter().map(|a| a.to_string()).collect())),
        ))
        .note("* Double skills may be gained twice; the second time doubles the starred figures (Very Strong, Very Terrifying). Treble skills are option treble_skills.")
        .note("On the card: the skill in short, as the printed fate deck's character cards give it (a Very skill's card shows its doubled figures).")
        .note("Legend of the West's entry runs on in the scan to \"… he may choose whichever ones he wants\": the extra random skill and the free choice after it are his (there is no \"Fast learner\"). Skilled Fighter has no * and is held once, even by a Very Wildman. Fearless is the playsheet's reward for surviving a challenge from a feared model.")
}

fn contradictions() -> Table {
    let mut table = fate("skill_contradictions", "Contradictory skills", "Ansell 1996, Skills (Posse's decisions)")
        .columns([("skills", "Skills"), ("clash", "Settled"), ("decision", "Decision")]);
    let mut rows: Vec<_> = CONTRADICTIONS.to_vec();
    rows.extend(SKILLS.iter().filter(|s| s.fears_no_one).map(|s| fear_clash(s.skill)));
    let mut keys = Vec::new();
    for c in &rows {
        let clash = match c.clash {
            super::skills::Clash::Excluded => "Cannot take both",
            super::skills::Clash::Flagged => "Both kept, flagged",
        };
        table = table.row(vec![
            Cell::text(format!("{} and {}", c.a.name(), c.b.name())),
            Cell::text(clash),
            Cell::text(c.decision),
        ]);
        keys.push((format!("{}_{}", c.a.id(), c.b.id()), Vec::new()));
    }
    table.key(row_key("skills", "Skills", keys))
}

fn stoopid() -> Table {
    let mut table =
        fate("stoopid", "Stoopid", "Ansell 1996, Skills (Stoopid)").columns([("roll", "D6"), ("result", "Result")]);
    for (i, r) in STOOPID.iter().enumerate() {
        table = table.row(vec![Cell::text((i + 1).to_string()), Cell::text(*r)]);
    }
    table
        .key(roll_key("roll", "D6 roll", Axis::Row, 0))
        .note(format!("Thrown each turn by a {} character.", Skill::Stoopid.name()))
}

fn fighting_results(house: &HouseTables) -> Table {
    let results = house.fighting_results;
    let mut table = fate(
        "fighting_results_house_table",
        "Fighting results (house table)",
        "Posse house table (the 1996 fighting chart, with its shot! and knifed!, is missing)",
    )
    .columns([("arms", "Fights with"), ("1", "1"), ("2", "2"), ("3", "3"), ("4", "4"), ("5", "5"), ("6", "6")]);
    for arms in Arms::ALL {
        let mut cells = vec![Cell::text(arms.name())];
        cells.extend((1..=6u8).map(|d| Cell::text(results.blow(arms, d).name())));
        table = table.row(cells);
    }
    let mut table = table
        .key(row_key("arms", "Fights with", Arms::ALL.map(|a| (a.id().to_string(), Vec::new()))))
        .key(roll_key("roll", "D6 for each hit", Axis::Column, 1))
        .note(format!("A {HOUSE_TABLE}: Posse's, not in either rule text; a campaign may edit it. A D6 for each of the attacker's hits, in the row of what he fights with."));
    for blow in super::fighting::Blow::ALL {
        table = table.note(format!("{}: {}", blow.name(), blow.text()));
    }
    table.note("Tough: a knock-down or knock-out is no effect. Tough's −1 and Knifeman's +1 apply to the effect roll of the hit-location chart, when a blow wounds.")
}

/// A hit-location grid as a table: location rows, effect columns, each cell the chit's words.
fn grid_table(grid: &HouseGrid, id: &str, title: &str, source: &str) -> Table {
    let mut table = fate(id, title, source).columns([
        ("location", "Location (D6)"),
        ("1", "1"),
        ("2", "2"),
        ("3", "3"),
        ("4", "4"),
        ("5", "5"),
        ("6", "6"),
    ]);
    for l in 1..=6u8 {
        let location = grid.location(l);
        let mut cells = vec![Cell::text(format!("{l}: {}", location.name()))];
        cells.extend((1..=6u8).map(|e| Cell::text(grid.table.chit_text(location, grid.result(location, e)))));
        table = table.row(cells);
    }
    let locations = (1..=6u8).map(|l| (l.to_string(), vec![grid.location(l).id().to_string()]));
    table.key(row_key("location", "Location roll", locations)).key(roll_key(
        "effect",
        "Effect roll (after modifiers)",
        Axis::Column,
        1,
    ))
}

fn hit_location_trwnn(house: &HouseTables) -> Table {
    let grid = house.trwnn_grid;
    let mut table = grid_table(
        &grid,
        "hit_location_trwnn_2003",
        "Hit location and effect (TRWNN playsheet 2, 2003 edition, fan reconstruction)",
        "Playsheet 2 of The Rules With No Name, Hit Location Chart ver. 1.00, 2003 edition (fan reconstruction)",
    )
    .note(format!("Option hit_location=playsheet (the default) rolls on this chart: {}.", HitTable::Trwnn2003.label()));
    for note in TRWNN_NOTES {
        table = table.note(note);
    }
    table.note("A modified effect roll below 1 has no effect; above 6 reads as 6. Tough: never knocked down or out. Hard as nails ignores the first* wound.")
}

fn hit_location_house_grid(house: &HouseTables) -> Table {
    let grid = house.house_grid;
    grid_table(
        &grid,
        "hit_location_house_grid",
        "Hit location and effect (house table)",
        "Posse house table (the 1996 chits were not in the scan); locations, results and modifiers from Ansell 1996",
    )
    .note(format!("A {HOUSE_TABLE}: Posse's grid of the 36 chits, not in either rule text; a campaign may edit it. Option hit_location=house rolls on it."))
    .note("A modified effect roll below 1 has no effect; above 6 reads as 6. Tough: never knocked down or out. Hard as nails ignores the first* wound.")
    .note(format!("Results: {}.", HitResult::ALL.iter().map(|r| r.name()).collect::<Vec<_>>().join("; ")))
    .note(format!("Locations: {}.", Location::ALL.iter().map(|l| l.name()).collect::<Vec<_>>().join(", ")))
}

fn effect_modifiers(options: Option<&FateOptions>) -> Table {
    let mut table = fate(
        "effect_modifiers",
        "Modifiers to the effect roll",
        "Ansell 1996, Skills and Shotguns; Playsheet, Cover; TRWNN Playsheet 2",
    )
    .columns([("modifier", "Modifier"), ("amount", "Effect roll"), ("table", "Chart"), ("source", "Source")]);
    // A campaign's table lists the modifiers of the chart it rolls on.
    let in_play: Vec<_> = EFFECT_MODIFIERS
        .iter()
        .filter(|m| match (options, m.table) {
            (Some(o), Some(table)) => table == HitTable::of(o),
            _ => true,
        })
        .collect();
    for m in &in_play {
        let amount = if m.amount > 0 { format!("+{}", m.amount) } else { format!("−{}", m.amount.unsigned_abs()) };
        let chart = match m.table {
            None => "Either chart".to_string(),
            Some(HitTable::Trwnn2003) => "TRWNN chart only".to_string(),
            Some(HitTable::House) => "House grid only (the 1996 rule)".to_string(),
        };
        table = table.row(vec![Cell::text(m.text), Cell::text(amount), Cell::text(chart), Cell::text(m.source)]);
    }
    table.key(row_key("modifier", "Modifier", in_play.iter().map(|m| (m.id.to_string(), Vec::new()))))
}

fn options_table() -> Table {
    let mut table =
        fate("options", "Campaign options", "Playsheet and Ansell 1996, where they disagree; optional rules").columns(
            [("option", "Option"), ("default", "Default"), ("other", "The other choice"), ("source", "Source")],
        );
    for o in &OPTIONS {
        // A disputed rule names its text; an optional rule's texts say "On"/"Off" themselves, and
        // "off" is never labelled as the 1996 rule.
        let [first, second] = o.labels();
        let say = |label: &str, rule: &str| match o.kind {
            OptionKind::Text | OptionKind::Reading => format!("{label}: {rule}"),
            OptionKind::Switch => rule.to_string(),
        };
        let (default, other) = if o.default_first {
            (say(first, o.first), say(second, o.second))
        } else {
            (say(second, o.second), say(first, o.first))
        };
        table = table.row(vec![Cell::text(o.title), Cell::text(default), Cell::text(other), Cell::text(o.source)]);
    }
    table.key(row_key("option", "Option", OPTIONS.iter().map(|o| (o.id.to_string(), Vec::new()))))
}

fn fate_deck() -> Table {
    let rows = [
        ("character", "Character card", "One for each character: he takes a turn when it is drawn. A Legend of the West's card is kept in hand as an action card for him alone."),
        ("action", "Citizen, Gunman, Shootist and Legend action cards", ACTION_CARD_RULE),
        ("joker", "Joker", "All discards and any action cards held by players are shuffled back into the Fate Deck."),
        ("muzzleloader_fire", "Muzzleloader Fire card", "One for each muzzle-loader carried (playsheet): the weapon fires only while its card is in its owner's hand."),
    ];
    let mut table = fate("fate_deck", "The fate deck", "Ansell 1996, the Fate Deck; Playsheet, Range and Firing Chart")
        .columns([("card", "Card"), ("rule", "Rule")]);
    for (_, card, rule) in &rows {
        table = table.row(vec![Cell::text(*card), Cell::text(*rule)]);
    }
    table.key(row_key("card", "Card", rows.iter().map(|(id, _, _)| (id.to_string(), Vec::new()))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tables::Axis;

    #[test]
    fn every_table_is_well_formed_and_every_key_value_points_inside() {
        let tables = tables();
        let mut ids = std::collections::HashSet::new();
        for t in &tables {
            assert!(ids.insert(t.info.id.clone()), "{} twice", t.info.id);
            assert!(t.info.id.starts_with("fate.") && normalise_id(&t.info.id[5..]) == t.info.id[5..], "{}", t.info.id);
            assert!(!t.columns.is_empty() && !t.rows.is_empty() && !t.keys.is_empty(), "{}", t.info.id);
            assert!(
                t.info.source.starts_with("Ansell 1996")
                    || t.info.source.starts_with("Playsheet")
                    || t.info.source.starts_with("Posse"),
                "{}",
                t.info.source
            );
            for row in &t.rows {
                assert_eq!(row.cells.len(), t.columns.len(), "{}", t.info.id);
                assert!(
                    row.cells.iter().all(|c| !c.text.is_empty()),
                    "{}: an empty cell in {:?}",
                    t.info.id,
                    row.cells
                );
            }
            for key in &t.keys {
                let limit = match key.axis {
                    Axis::Row => t.rows.len(),
                    Axis::Column => t.columns.len(),
                };
                let mut seen = std::collections::HashSet::new();
                for v in &key.values {
                    assert!(v.index < limit, "{}: {}={}", t.info.id, key.name, v.value);
                    for name in std::iter::once(&v.value).chain(&v.aliases) {
                        assert!(seen.insert(name.clone()), "{}: {} twice in key {}", t.info.id, name, key.name);
                    }
                }
                if key.axis == Axis::Row {
                    assert_eq!(key.values.len(), t.rows.len(), "{}: key {} misses rows", t.info.id, key.name);
                }
            }
            if t.info.source.starts_with("Posse house table") {
                assert!(t.info.title.contains(HOUSE_TABLE), "{} must say it is a house table", t.info.id);
            }
        }
        for id in [
            "fate.firing_chart",
            "fate.skills",
            "fate.hit_location_house_grid",
            "fate.hit_location_trwnn_2003",
            "fate.fighting_results_house_table",
            "fate.shotgun",
            "fate.nerve",
            "fate.options",
        ] {
            assert!(ids.contains(id), "{id}");
        }
    }

    #[test]
    fn the_house_grid_table_lists_the_36_chits() {
        let t = hit_location_house_grid(HouseTables::standard());
        assert_eq!(t.info.title, "Hit location and effect (house table)");
        assert_eq!(t.rows.len() * (t.columns.len() - 1), 36);
        assert_eq!(t.rows[1].cells[0].text, "2: Chest");
        assert_eq!(t.rows[1].cells[3].text, "Flesh wound & knocked down");
        assert!(t.notes[0].contains("house table"));
    }

    #[test]
    fn the_trwnn_chart_table_is_labelled_a_fan_reconstruction_and_prints_its_clauses() {
        let t = hit_location_trwnn(HouseTables::standard());
        assert!(t.info.title.contains("TRWNN playsheet 2, 2003 edition, fan reconstruction"));
        assert!(!t.info.title.contains(HOUSE_TABLE));
        assert_eq!(t.rows[4].cells[0].text, "5: Belly");
        assert_eq!(t.rows[4].cells[2].text, "Flesh wound. No movement or turning.");
        let f = fighting_results(HouseTables::standard());
        assert!(f.info.title.contains(HOUSE_TABLE));
        assert_eq!(f.rows.len(), 4);
        let options = options_table();
        let hatred = options.rows.iter().find(|r| r.cells[0].text == "Hatred and fear").unwrap();
        assert!(hatred.cells[2].text.starts_with("Off"), "off is not labelled the 1996 rule");
        assert!(!hatred.cells.iter().any(|c| c.text.starts_with("Ansell 1996:")));
    }

    #[test]
    fn the_firing_chart_table_reads_as_the_playsheet() {
        let t = firing_chart();
        let row: Vec<&str> = t.rows[0].cells.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(row[..6], ["Pistols", "2\" / 2D6", "6\" / 3D6", "9\" / 2D6", "12\" / 1D6", "24\" / -1D6"]);
        let rifles: Vec<&str> = t.rows[1].cells.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(rifles[5], "24\"+ / 0D6");
        assert_eq!(t.rows[3].cells[4].text, "--");
        let weapon = &t.keys[0];
        let winchester = weapon.values.iter().find(|v| v.aliases.contains(&"winchester".to_string())).unwrap();
        assert_eq!(winchester.value, "rifles");
    }
}
