//! What a player changes on a character during a game: one field at a time (`hits=+1`,
//! `wound=serious:right_arm`, `out_of_ammo=on`), checked against the fields the family keeps
//! ([`Field`], listed per family in its module) into a [`StateChange`], the domain value the
//! game's log stores. A field the family does not keep is refused naming it and the fields it does.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::PlayError;
use crate::rules::fate::hits::{Knock, Location as FateLocation, Severity, Wound as FateWound};
use crate::rules::twtw::location::WoundLocation;

/// A number a character's state counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "PlayCounter")]
pub enum Counter {
    /// QOTD: hits by lethal weapons, each a card lost for good (Reel 6, Effects of hits).
    Hits,
    /// QOTD: hits by blunt weapons, each a card lost until he comes round.
    Stunned,
    /// My Wild West: wounds taken in this game.
    Wounds,
    /// The West That Wasn't: Conc lost in this game.
    Conc,
    /// My Wild West: the gang's APs left this turn; The West That Wasn't: the hero's.
    Aps,
    /// My Wild West: the gang's held APs (for opportunity fire or a defence).
    Held,
    /// My Wild West: dollars got away with.
    Money,
    /// My Wild West: wounds his horse took (the campaign's `horse_killed` reading says which kills it).
    HorseWounds,
    /// Fate and QOTD: armed men this character seriously wounded (fate: for experience; QOTD: for the chronicle).
    SeriouslyWounded,
    /// Fate: wounds Hard as nails ignored (counted by the attacks that read the chits; not typed).
    WoundsIgnored,
}

/// Something a character is or is not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "PlayFlag")]
pub enum Flag {
    OutOfAmmo,
    Jammed,
    Reloading,
    /// On the ground (prone, fallen, knocked over).
    Down,
    /// Out of the game, alive (fled, a casualty carried off, left the table).
    Out,
    /// QOTD: plays with his reduced dice.
    Reduced,
    /// QOTD: a beast activated: its card joins the pack.
    Active,
    /// Fate: ducked back out of sight (must recover before acting).
    Ducked,
    LostNerve,
    Surrendered,
    RefusedChallenge,
    FiredAtOpponent,
    Backshot,
    ShotHelpless,
    ShotSurrenderedOrWoman,
    /// My Wild West: his horse was killed.
    HorseKilled,
    /// My Wild West: knocked out in a hand to hand (3 wounds or more; by the campaign's
    /// `knocked_out=at_third_wound` reading his 3rd wound does it, however it came).
    KnockedOut,
    /// The West That Wasn't: stunned.
    Stun,
    /// The West That Wasn't: knocked out.
    Unconscious,
}

/// One change to one character, as the log stores it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "change", rename_all = "snake_case")]
#[ts(export, rename = "PlayStateChange")]
pub enum StateChange {
    /// A counter moved by `by`.
    Count {
        counter: Counter,
        by: i32,
    },
    Flag {
        flag: Flag,
        on: bool,
    },
    /// Fate: a wound taken (flesh or serious, at a location).
    FateWound {
        wound: FateWound,
    },
    /// Fate: knocked down or out, or back on his feet (`none`).
    Knock {
        knock: Knock,
    },
    /// The West That Wasn't: wounds at one location.
    LocationWounds {
        location: WoundLocation,
        by: i8,
    },
}

/// The flags a character has, as the family's fields name them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Flags(std::collections::BTreeSet<Flag>);

impl Flags {
    pub fn has(&self, flag: Flag) -> bool {
        self.0.contains(&flag)
    }

    /// Sets or clears a flag the family keeps (`fields`); the words for the story. One it does
    /// not keep is refused naming it.
    pub fn set(&mut self, fields: &[Field], family: &str, flag: Flag, on: bool) -> Result<String, PlayError> {
        let Some(field) = fields.iter().find(|f| f.kind == FieldKind::Flag(flag)) else {
            let name = serde_json::to_value(flag).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
            return Err(PlayError::field(name, format!("not something {family} keeps for a character")));
        };
        if on {
            self.0.insert(flag);
        } else {
            self.0.remove(&flag);
        }
        Ok(format!("{} {}", field.label, if on { "on" } else { "off" }))
    }

    /// The labels of the flags he has, in the fields' order (those in `leave_out` left out).
    pub fn labels(&self, fields: &[Field], leave_out: &[Flag]) -> Vec<String> {
        fields
            .iter()
            .filter_map(|f| match f.kind {
                FieldKind::Flag(flag) if self.has(flag) && !leave_out.contains(&flag) => Some(f.label.to_string()),
                _ => None,
            })
            .collect()
    }

    /// Each flag field's value, 0 or 1 (those in `not_his` left out: they do not apply to him).
    pub fn values(&self, fields: &[Field], not_his: &[Flag]) -> Vec<super::FieldValue> {
        fields
            .iter()
            .filter_map(|f| match f.kind {
                FieldKind::Flag(flag) if !not_his.contains(&flag) => {
                    Some(super::FieldValue { field: f.name.to_string(), value: i32::from(self.has(flag)) })
                }
                _ => None,
            })
            .collect()
    }
}

/// What kind of value a field takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKind {
    Counter(Counter),
    Flag(Flag),
    FateWound,
    Knock,
    /// `wounds.<location>` (The West That Wasn't).
    Location,
}

/// One field a family keeps for a character, with its words and its rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    /// As typed: `hits`, `out_of_ammo`, `wounds.left_leg` is `wounds` with a location.
    pub name: &'static str,
    pub kind: FieldKind,
    pub label: &'static str,
}

impl Field {
    pub const fn counter(name: &'static str, counter: Counter, label: &'static str) -> Field {
        Field { name, kind: FieldKind::Counter(counter), label }
    }

    pub const fn flag(name: &'static str, flag: Flag, label: &'static str) -> Field {
        Field { name, kind: FieldKind::Flag(flag), label }
    }
}

/// A field's value as typed: `+1` and `-2` move a counter, `3` sets it; `on`/`off` (or yes/no,
/// true/false) a flag; words for a fate wound (`serious:right_arm`) or a knock (`down`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Typed {
    By(i32),
    Set(i32),
    Text(String),
}

/// Reads `field=value` into the field's name and the typed value.
pub fn split(text: &str) -> Result<(String, String), PlayError> {
    let (field, value) = text.split_once('=').ok_or_else(|| {
        PlayError::field("change", format!("\"{text}\" is not FIELD=VALUE (e.g. hits=+1, out_of_ammo=on)"))
    })?;
    Ok((field.trim().to_string(), value.trim().to_string()))
}

fn typed(value: &str) -> Typed {
    let v = value.trim();
    let number = |s: &str| s.replace('−', "-").parse::<i32>().ok();
    match (v.chars().next(), number(v)) {
        (Some('+' | '-' | '−'), Some(n)) => Typed::By(n),
        (_, Some(n)) => Typed::Set(n),
        _ => Typed::Text(v.to_string()),
    }
}

fn switch(field: &str, value: &str) -> Result<bool, PlayError> {
    match value.trim().to_ascii_lowercase().as_str() {
        "on" | "yes" | "true" | "1" => Ok(true),
        "off" | "no" | "false" | "0" => Ok(false),
        other => Err(PlayError::field(field, format!("\"{other}\" is not on or off"))),
    }
}

/// Checks `field=value` against a family's `fields` and the counter's value now (`current`),
/// giving the change to store. `family` names the rules in an error.
pub fn read(
    fields: &[Field],
    family: &str,
    field: &str,
    value: &str,
    current: impl Fn(Counter) -> i32,
    location_now: impl Fn(WoundLocation) -> u8,
) -> Result<StateChange, PlayError> {
    let (base, location) = match field.split_once('.') {
        Some((base, at)) => (base, Some(at)),
        None => (field, None),
    };
    let spec = fields.iter().find(|f| f.name == base).ok_or_else(|| {
        let known: Vec<&str> = fields.iter().map(|f| f.name).collect();
        PlayError::field(
            field,
            format!("not something {family} keeps for a character (it keeps: {})", known.join(", ")),
        )
    })?;
    if location.is_some() != (spec.kind == FieldKind::Location) {
        return Err(match location {
            Some(_) => PlayError::field(field, format!("{base} takes no location")),
            None => PlayError::field(
                field,
                "give the location: wounds.head, wounds.torso, wounds.left_arm, wounds.right_arm, wounds.left_leg or wounds.right_leg",
            ),
        });
    }
    match spec.kind {
        FieldKind::Counter(counter) => match typed(value) {
            Typed::By(n) => Ok(StateChange::Count { counter, by: n }),
            Typed::Set(n) => Ok(StateChange::Count { counter, by: n - current(counter) }),
            Typed::Text(t) => {
                Err(PlayError::field(field, format!("\"{t}\" is not a number (+1, -1, or the count: 2)")))
            }
        },
        FieldKind::Flag(flag) => Ok(StateChange::Flag { flag, on: switch(field, value)? }),
        FieldKind::Knock => {
            let knock = match value.trim().to_ascii_lowercase().as_str() {
                "down" | "knocked_down" => Knock::Down,
                "out" | "knocked_out" => Knock::Out,
                "none" | "up" | "off" => Knock::None,
                other => return Err(PlayError::field(field, format!("\"{other}\" is not down, out or none"))),
            };
            Ok(StateChange::Knock { knock })
        }
        FieldKind::FateWound => {
            let (severity, at) = value.split_once(':').unwrap_or((value, ""));
            let severity = Severity::from_id(severity).ok_or_else(|| {
                PlayError::field(field, format!("\"{severity}\" is not flesh or serious (serious:right_arm)"))
            })?;
            let location = FateLocation::from_id(at).ok_or_else(|| {
                PlayError::field(
                    field,
                    format!("\"{at}\" is not a location (head, chest, belly, right_arm, left_arm, legs)"),
                )
            })?;
            Ok(StateChange::FateWound { wound: FateWound::new(severity, location) })
        }
        FieldKind::Location => {
            let at = location.unwrap_or_default();
            let location = WoundLocation::from_id(at).ok_or_else(|| {
                PlayError::field(
                    field,
                    format!("\"{at}\" is not a location (head, torso, left_arm, right_arm, left_leg, right_leg)"),
                )
            })?;
            let by = match typed(value) {
                Typed::By(n) => n,
                Typed::Set(n) => n - i32::from(location_now(location)),
                Typed::Text(t) => return Err(PlayError::field(field, format!("\"{t}\" is not a number of wounds"))),
            };
            Ok(StateChange::LocationWounds { location, by: by.clamp(-100, 100) as i8 })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIELDS: &[Field] = &[
        Field::counter("hits", Counter::Hits, "Hits"),
        Field::flag("out_of_ammo", Flag::OutOfAmmo, "Out of ammo"),
        Field { name: "wounds", kind: FieldKind::Location, label: "Wounds" },
        Field { name: "wound", kind: FieldKind::FateWound, label: "Wound" },
    ];

    fn read_now(field: &str, value: &str) -> Result<StateChange, PlayError> {
        read(FIELDS, "Quick on the Draw", field, value, |_| 2, |_| 4)
    }

    #[test]
    fn a_counter_moves_by_a_signed_number_and_is_set_by_a_plain_one() {
        assert_eq!(read_now("hits", "+1").unwrap(), StateChange::Count { counter: Counter::Hits, by: 1 });
        assert_eq!(read_now("hits", "−1").unwrap(), StateChange::Count { counter: Counter::Hits, by: -1 });
        assert_eq!(read_now("hits", "3").unwrap(), StateChange::Count { counter: Counter::Hits, by: 1 });
        assert_eq!(read_now("out_of_ammo", "on").unwrap(), StateChange::Flag { flag: Flag::OutOfAmmo, on: true });
        assert_eq!(
            read_now("wounds.left_leg", "5").unwrap(),
            StateChange::LocationWounds { location: WoundLocation::LeftLeg, by: 1 }
        );
        assert_eq!(
            read_now("wound", "serious:right arm").unwrap(),
            StateChange::FateWound { wound: FateWound::new(Severity::Serious, FateLocation::RightArm) }
        );
    }

    #[test]
    fn a_field_the_family_does_not_keep_is_refused_naming_it_and_those_it_keeps() {
        let e = read_now("conc", "+3").unwrap_err();
        assert_eq!(
            e.to_string(),
            "conc: not something Quick on the Draw keeps for a character (it keeps: hits, out_of_ammo, wounds, wound)"
        );
        assert_eq!(
            read_now("hits", "lots").unwrap_err().to_string(),
            "hits: \"lots\" is not a number (+1, -1, or the count: 2)"
        );
        assert!(read_now("wounds", "+1").unwrap_err().to_string().starts_with("wounds: give the location"));
        assert!(read_now("out_of_ammo", "maybe").is_err());
        assert!(split("hits").is_err());
    }
}
