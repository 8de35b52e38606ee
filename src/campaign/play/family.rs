//! What the game and every family's table share: a cast member as the game knows him, whether he
//! lives, the [`Rules`] each family's table keeps (see [`qotd`](super::qotd), [`fate`](super::fate),
//! [`mww`](super::mww), [`twtw`](super::twtw)), and the common parts of a member's view. The game
//! ([`game`](super::game)) holds a family's table by this trait; the families know nothing of the game.

use super::change::{Counter, Field, StateChange};
use super::{CardView, MemberView, PlayError, Standing};
use crate::campaign::games::ParticipantInput;
use crate::campaign::CastMember;
use crate::rules::twtw::location::WoundLocation;

/// One cast member, as the game knows them.
#[derive(Debug, Clone)]
pub struct Member {
    /// Position in the cast, from 0.
    pub index: usize,
    /// Which player's part of the cast (the scenario's side entry).
    pub part: usize,
    pub side_name: String,
    pub player: String,
    pub cast: CastMember,
}

impl Member {
    pub fn name(&self) -> &str {
        &self.cast.name
    }
}

/// What a family's state does: see the module of each family.
pub trait Rules {
    /// The rules' name in errors: "Quick on the Draw".
    fn family(&self) -> &'static str;
    /// What a round is called: "Phase".
    fn round_name(&self) -> &'static str;
    fn fields(&self) -> &'static [Field];
    fn counter(&self, who: usize, counter: Counter) -> i32;
    fn wounds_at(&self, _who: usize, _at: WoundLocation) -> u8 {
        0
    }
    /// Checks and applies a change; the words for the story.
    fn apply(&mut self, cast: &[Member], who: usize, change: StateChange) -> Result<String, PlayError>;
    /// A character was killed.
    fn killed(&mut self, who: usize);
    /// Whether his wounds now kill him (a 5th wound to a TWTW hero's torso or head).
    fn fatal(&self, _who: usize) -> bool {
        false
    }
    /// The cards a new round is shuffled from, in a fixed order.
    fn pack(&self, cast: &[Member], life: &[Life]) -> Vec<String>;
    /// Cards no longer in play (taken out of the round at once).
    fn gone(&self, cast: &[Member], life: &[Life]) -> Vec<String>;
    fn card(&self, cast: &[Member], key: &str) -> Option<CardView>;
    /// A card as typed ("7♥", "Kid Curry", "17"), if it is one of the game's.
    fn read_card(&self, cast: &[Member], typed: &str) -> Option<String>;
    /// A card turned: whose turn it is, and what else it means.
    fn turned(
        &mut self,
        cast: &[Member],
        life: &[Life],
        key: &str,
        round: u32,
        seed: u64,
    ) -> (Option<usize>, Vec<String>);
    /// Whether turning this card ends the round (the fate Joker).
    fn ends_round(&self, _key: &str) -> bool {
        false
    }
    /// A new round began (the deck shuffled).
    fn new_round(&mut self, _cast: &[Member], _life: &[Life]) {}
    /// Fate: a held action card played. Others have none.
    fn use_card(&mut self, cast: &[Member], _card: &str, _who: usize) -> Result<String, PlayError> {
        let _ = cast;
        Err(PlayError::field("card", format!("{} has no action cards to hold and play", self.family())))
    }
    /// The West That Wasn't: a new turn. Others' rounds turn with their deck.
    fn next_round(&mut self, _cast: &[Member], _life: &[Life]) -> Result<String, PlayError> {
        Err(PlayError::field(
            "round",
            format!(
                "{}: a new {} begins when the deck is turned through",
                self.family(),
                self.round_name().to_lowercase()
            ),
        ))
    }
    /// The member's state for the view: words, field values and where he stands.
    fn view(&self, cast: &[Member], life: &[Life], who: usize) -> MemberView;
    /// Luck or anything else the card turned last means now (QOTD's jokers).
    fn luck(&self) -> Option<String> {
        None
    }
    /// Fate: the action cards displayed and held, in words.
    fn held(&self, _cast: &[Member]) -> Vec<String> {
        Vec::new()
    }
    /// How the member ended the game, and what the family records of it (no kills: the game adds them).
    fn participant(&self, cast: &[Member], life: &[Life], who: usize) -> ParticipantInput;
    /// For the attack modules.
    fn as_any(&self) -> &dyn std::any::Any;
}

/// Whether a character is alive, who killed him, whom he killed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Life {
    pub dead: bool,
    pub killed_by: Option<usize>,
    pub kills: Vec<usize>,
}

/// The member's standing in words, from the common parts.
pub fn standing_of(life: &Life, out: bool, down: bool) -> Standing {
    if life.dead {
        Standing::Dead
    } else if out {
        Standing::Out
    } else if down {
        Standing::Down
    } else {
        Standing::Standing
    }
}

/// What every family's member view starts from: who he is, whom he killed and who killed him.
pub fn member_base(cast: &[Member], life: &[Life], who: usize) -> MemberView {
    let m = &cast[who];
    MemberView {
        index: who,
        name: m.name().to_string(),
        side_name: m.side_name.clone(),
        player: m.player.clone(),
        character_id: m.cast.character_id,
        extra: m.cast.extra,
        kind_name: m.cast.kind_name.clone(),
        cards: Vec::new(),
        standing: Standing::Standing,
        state: Vec::new(),
        values: Vec::new(),
        kills: life[who].kills.iter().map(|v| cast[*v].name().to_string()).collect(),
        killed_by: life[who].killed_by.map(|k| cast[k].name().to_string()),
    }
}
