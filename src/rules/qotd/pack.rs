//! QOTD Reel 1, Filming the action – dealing the cards: which playing cards each character acts on.
//!
//! "At the start of the game, allocate playing cards to each character until all have received the
//! number of cards appropriate to their character type - Heroes 4, Main Characters 3, Supporting
//! Characters 2, and Minor Characters 1." "It makes life a lot easier if each player's characters
//! are allocated cards from the same suit." "The cards allocated to the characters are used to form
//! a pack, to which are added the red and black jokers." A beast "is also allocated a playing card
//! which goes into the pack once the beast is activated" (Reel 7, Beasts).
//!
//! This module deals the ranks of one suit to one player's cast; which suit a player holds is the
//! campaign's business. Decisions where the rules are silent:
//!
//! - **Order.** A player's cast is dealt in type order — Hero, Main, Supporting, Minor, then beasts
//!   — and, within a type, in the order the cast was listed ([`dealing_order`]). Cards go from the
//!   top of the suit down: Ace, King, Queen, Jack, 10 … 2 (Ace high; the rules give cards no value
//!   beyond naming whose turn it is, so Ace high only makes the Hero's hand easy to spot). The first
//!   Hero of the Earps takes A♥ K♥ Q♥ J♥.
//! - **Limits.** One suit has 13 cards, so one player's cast may need at most 13; a pack has four
//!   suits, so at most four players. Posse does not add a second pack: two identical faces in one
//!   shuffled pack would be told apart only by their backs, which the rules never mention. Too many
//!   cards is refused with what to leave out (or to give to a second player with a suit of their own).
//! - **Aftermath.** A character "with one card less than normal" (Reel 6, Post action rest and
//!   recovery) is dealt one card fewer. A character who would be dealt no card at all (a Minor
//!   Character one card down) cannot act and is refused here; the campaign's availability already
//!   counts them as resting, so casting never gets that far.
//! - **Overrides.** A player may name the cards of any cast member by hand; each named hand must have
//!   exactly the number of cards due, and no card may be named twice. The others are dealt as
//!   above from what is left.
//! - **Seeded draw.** Instead of from the top, the cards left after the overrides may be shuffled
//!   with a seed (ChaCha8, one generator for the whole pack, players in order): the same seed always
//!   deals the same hands.
//! - **Beasts.** A beast is dealt its card with the rest of its player's suit, but the card "goes
//!   into the pack once the beast is activated" (Reel 7): the pack the game starts with is the
//!   characters' cards and the jokers; the beasts' cards join it later.
//! - **Jokers.** The red and black jokers are added to the pack, not dealt to anyone: as a joker is
//!   turned it affects "the next card that is turned over" — black is bad luck, "equivalent to
//!   rolling a 1"; red is good luck, "equivalent to rolling a 10" ([`JOKERS`]).

use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::CharacterType;
use crate::dice::Joker;
use crate::error::ErrorCode;

/// Cards in one suit.
pub const SUIT_SIZE: usize = 13;
/// Suits in one pack: at most four players, each with a suit.
pub const MAX_PLAYERS: usize = 4;

/// A card's face value, Ace high. Written as on the card: `"A"`, `"K"`, `"Q"`, `"J"`, `"10"` … `"2"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[ts(export)]
pub enum Rank {
    #[serde(rename = "A")]
    Ace,
    #[serde(rename = "K")]
    King,
    #[serde(rename = "Q")]
    Queen,
    #[serde(rename = "J")]
    Jack,
    #[serde(rename = "10")]
    Ten,
    #[serde(rename = "9")]
    Nine,
    #[serde(rename = "8")]
    Eight,
    #[serde(rename = "7")]
    Seven,
    #[serde(rename = "6")]
    Six,
    #[serde(rename = "5")]
    Five,
    #[serde(rename = "4")]
    Four,
    #[serde(rename = "3")]
    Three,
    #[serde(rename = "2")]
    Two,
}

impl Rank {
    /// The thirteen ranks in dealing order, Ace first.
    pub const ALL: [Rank; SUIT_SIZE] = [
        Rank::Ace,
        Rank::King,
        Rank::Queen,
        Rank::Jack,
        Rank::Ten,
        Rank::Nine,
        Rank::Eight,
        Rank::Seven,
        Rank::Six,
        Rank::Five,
        Rank::Four,
        Rank::Three,
        Rank::Two,
    ];

    /// As printed on the card: "A", "10", "2".
    pub fn label(self) -> &'static str {
        match self {
            Rank::Ace => "A",
            Rank::King => "K",
            Rank::Queen => "Q",
            Rank::Jack => "J",
            Rank::Ten => "10",
            Rank::Nine => "9",
            Rank::Eight => "8",
            Rank::Seven => "7",
            Rank::Six => "6",
            Rank::Five => "5",
            Rank::Four => "4",
            Rank::Three => "3",
            Rank::Two => "2",
        }
    }

    /// Reads a rank as typed: `A`, `ace`, `K`, `king`, `Q`, `queen`, `J`, `jack`, `10` or `T`, `2` … `9`.
    pub fn from_label(input: &str) -> Option<Rank> {
        let typed = input.trim().to_ascii_lowercase();
        let found = match typed.as_str() {
            "ace" => Rank::Ace,
            "king" => Rank::King,
            "queen" => Rank::Queen,
            "jack" => Rank::Jack,
            "t" | "ten" => Rank::Ten,
            _ => return Rank::ALL.into_iter().find(|r| r.label().eq_ignore_ascii_case(&typed)),
        };
        Some(found)
    }
}

/// What a cast member is, for the order of dealing and the cards due.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    Character(CharacterType),
    /// A beast from the animal table: one card (Reel 7, Beasts).
    Beast,
}

impl Role {
    /// Cards before any aftermath: Hero 4, Main 3, Supporting 2, Minor 1, a beast 1.
    pub fn cards(self) -> u8 {
        match self {
            Role::Character(kind) => kind.cards(),
            Role::Beast => 1,
        }
    }

    /// "a Minor Character", "a beast".
    pub fn words(self) -> String {
        match self {
            Role::Character(kind) => format!("a {}", kind.name()),
            Role::Beast => "a beast".to_string(),
        }
    }

    fn rank(self) -> usize {
        match self {
            Role::Character(kind) => CharacterType::ALL.iter().position(|k| *k == kind).unwrap_or(0),
            Role::Beast => CharacterType::ALL.len(),
        }
    }
}

/// One member of a player's cast as the dealer sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    pub name: String,
    pub role: Role,
    /// Cards fewer than normal after the last aftermath (QOTD Reel 6).
    pub cards_lost: u8,
    /// The cards named by hand, if any.
    pub fixed: Option<Vec<Rank>>,
}

impl Member {
    /// The number of cards this member is dealt.
    pub fn cards_due(&self) -> u8 {
        self.role.cards().saturating_sub(self.cards_lost)
    }
}

/// How the cards not named by hand are dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deal {
    /// From the top of the suit: Ace, King, Queen … 2.
    Standard,
    /// Shuffled with this seed.
    Seeded(u64),
}

/// Why a pack cannot be made up. Member and player numbers are positions in the lists given to
/// [`deal_pack`], so that the caller can say where in its input the problem is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PackError {
    #[error(
        "{count} players want a suit but a pack has {MAX_PLAYERS}: leave a player out (Posse does not add a second pack)"
    )]
    TooManyPlayers { count: usize },
    #[error("{needed} cards are needed but a suit has {SUIT_SIZE}: {advice}")]
    TooManyCards { player: usize, needed: usize, advice: String },
    #[error("{name} would have no card to act on ({role}, {lost} card fewer after the last adventure): leave them out to rest")]
    NoCards { player: usize, member: usize, name: String, role: String, lost: u8 },
    #[error("{name} is named {given} cards but is due {due}")]
    WrongCount { player: usize, member: usize, name: String, given: usize, due: u8 },
    #[error("{rank} is named twice {}: each card may be dealt once", duplicate_owners(.first, .second))]
    DuplicateCard { player: usize, member: usize, rank: &'static str, first: String, second: String },
}

/// "for Wyatt Earp" when one hand names a card twice; "(Dusty and Doc Holliday)" for two hands.
fn duplicate_owners(first: &str, second: &str) -> String {
    if first == second {
        format!("for {first}")
    } else {
        format!("({first} and {second})")
    }
}

impl ErrorCode for PackError {
    fn code(&self) -> &'static str {
        match self {
            PackError::TooManyPlayers { .. } => "too_many_players",
            PackError::TooManyCards { .. } => "too_many_cards",
            PackError::NoCards { .. } => "no_cards_left",
            PackError::WrongCount { .. } => "wrong_card_count",
            PackError::DuplicateCard { .. } => "duplicate_card",
        }
    }
}

/// The order a player's cast is dealt in: by type (Hero, Main, Supporting, Minor, then beasts),
/// then as listed. Positions into `members`.
pub fn dealing_order(members: &[Member]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..members.len()).collect();
    order.sort_by_key(|&i| members[i].role.rank());
    order
}

/// Deals each player's suit to their cast: for each player, for each member (in the order given),
/// the ranks dealt, Ace high. See the module's notes for the order, limits and overrides.
pub fn deal_pack(players: &[Vec<Member>], deal: Deal) -> Result<Vec<Vec<Vec<Rank>>>, PackError> {
    if players.len() > MAX_PLAYERS {
        return Err(PackError::TooManyPlayers { count: players.len() });
    }
    let mut rng = match deal {
        Deal::Seeded(seed) => Some(rand_chacha::ChaCha8Rng::seed_from_u64(seed)),
        Deal::Standard => None,
    };
    let mut hands = Vec::with_capacity(players.len());
    let suit_free = players.len() < MAX_PLAYERS;
    for (player, members) in players.iter().enumerate() {
        check_player(player, members, suit_free)?;
        let mut dealt: Vec<Vec<Rank>> = vec![Vec::new(); members.len()];
        let mut taken: Vec<Option<usize>> = vec![None; SUIT_SIZE];
        for (i, m) in members.iter().enumerate() {
            if let Some(fixed) = &m.fixed {
                for rank in fixed {
                    let slot = &mut taken[Rank::ALL.iter().position(|r| r == rank).unwrap_or(0)];
                    if let Some(first) = *slot {
                        return Err(PackError::DuplicateCard {
                            player,
                            member: i,
                            rank: rank.label(),
                            first: members[first].name.clone(),
                            second: m.name.clone(),
                        });
                    }
                    *slot = Some(i);
                }
                dealt[i] = fixed.clone();
            }
        }
        let mut left: Vec<Rank> = Rank::ALL.iter().zip(&taken).filter(|(_, t)| t.is_none()).map(|(r, _)| *r).collect();
        if let Some(rng) = rng.as_mut() {
            left.shuffle(rng);
        }
        let mut next = left.into_iter();
        for i in dealing_order(members) {
            if members[i].fixed.is_none() {
                dealt[i] = next.by_ref().take(usize::from(members[i].cards_due())).collect();
            }
        }
        for hand in &mut dealt {
            hand.sort();
        }
        hands.push(dealt);
    }
    Ok(hands)
}

/// The counts: nobody without a card, hands named by hand of the right size, at most a suit.
/// `suit_free`: a suit is left for a second player.
fn check_player(player: usize, members: &[Member], suit_free: bool) -> Result<(), PackError> {
    for (i, m) in members.iter().enumerate() {
        if m.cards_due() == 0 {
            return Err(PackError::NoCards {
                player,
                member: i,
                name: m.name.clone(),
                role: m.role.words(),
                lost: m.cards_lost,
            });
        }
        if let Some(fixed) = &m.fixed {
            if fixed.len() != usize::from(m.cards_due()) {
                return Err(PackError::WrongCount {
                    player,
                    member: i,
                    name: m.name.clone(),
                    given: fixed.len(),
                    due: m.cards_due(),
                });
            }
        }
    }
    let needed: usize = members.iter().map(|m| usize::from(m.cards_due())).sum();
    if needed > SUIT_SIZE {
        return Err(PackError::TooManyCards { player, needed, advice: advice(members, needed - SUIT_SIZE, suit_free) });
    }
    Ok(())
}

/// What to leave out to bring a cast down to one suit: the cheapest members who would free enough
/// cards, named; or a second player, when a suit is left for one.
fn advice(members: &[Member], excess: usize, suit_free: bool) -> String {
    let mut options: Vec<String> = Vec::new();
    let mut by_cards: Vec<&Member> = members.iter().collect();
    by_cards.sort_by_key(|m| m.cards_due());
    for m in by_cards.iter().filter(|m| usize::from(m.cards_due()) >= excess).take(2) {
        let n = m.cards_due();
        options.push(format!("{} ({}, {n} card{})", m.name, m.role.words(), if n == 1 { "" } else { "s" }));
    }
    let what = if options.is_empty() {
        format!("leave out characters worth {excess} cards")
    } else {
        format!("leave out {}", options.join(" or "))
    };
    if suit_free {
        format!("{what}, or give some of them to a second player with a suit of their own")
    } else {
        format!("{what} (every suit of the pack is taken)")
    }
}

/// One joker of the pack and what it does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "PackJoker")]
pub struct JokerCard {
    pub joker: Joker,
    /// "Red Joker".
    pub title: String,
    /// QOTD Reel 1, in words.
    pub effect: String,
}

/// The red and black jokers added to every QOTD pack (Reel 1, Filming the action).
pub fn jokers() -> Vec<JokerCard> {
    vec![
        JokerCard {
            joker: Joker::Red,
            title: "Red Joker".to_string(),
            effect: "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
                .to_string(),
        },
        JokerCard {
            joker: Joker::Black,
            title: "Black Joker".to_string(),
            effect: "Bad luck for the next card turned over: that character makes no move or action, or suffers a \
                     mishap, equivalent to rolling a 1"
                .to_string(),
        },
    ]
}

/// The jokers' count, for the size of the pack.
pub const JOKERS: usize = 2;

#[cfg(test)]
mod tests {
    use super::*;
    use CharacterType::*;

    fn member(name: &str, kind: CharacterType) -> Member {
        Member { name: name.to_string(), role: Role::Character(kind), cards_lost: 0, fixed: None }
    }

    fn earps() -> Vec<Member> {
        vec![
            member("Dusty", Minor),
            member("Doc Holliday", Main),
            member("Wyatt Earp", Hero),
            member("Virgil Earp", Main),
            member("Morgan Earp", Supporting),
        ]
    }

    fn labels(hand: &[Rank]) -> Vec<&'static str> {
        hand.iter().map(|r| r.label()).collect()
    }

    #[test]
    fn the_hero_is_dealt_first_from_the_ace_and_types_then_listing_decide_the_rest() {
        let hands = deal_pack(&[earps()], Deal::Standard).unwrap();
        let earps = &hands[0];
        assert_eq!(labels(&earps[2]), ["A", "K", "Q", "J"]);
        assert_eq!(labels(&earps[1]), ["10", "9", "8"]);
        assert_eq!(labels(&earps[3]), ["7", "6", "5"]);
        assert_eq!(labels(&earps[4]), ["4", "3"]);
        assert_eq!(labels(&earps[0]), ["2"]);
    }

    #[test]
    fn beasts_come_after_the_minor_characters_with_one_card() {
        let mut cast = vec![Member { name: "Old Grizzly".into(), role: Role::Beast, cards_lost: 0, fixed: None }];
        cast.push(member("Dusty", Minor));
        let hands = deal_pack(&[cast], Deal::Standard).unwrap();
        assert_eq!(labels(&hands[0][1]), ["A"]);
        assert_eq!(labels(&hands[0][0]), ["K"]);
    }

    #[test]
    fn a_card_lost_in_the_aftermath_is_a_card_fewer_and_a_minor_one_down_is_refused() {
        let mut cast = earps();
        cast[2].cards_lost = 1;
        let hands = deal_pack(std::slice::from_ref(&cast), Deal::Standard).unwrap();
        assert_eq!(labels(&hands[0][2]), ["A", "K", "Q"]);
        assert_eq!(labels(&hands[0][1]), ["J", "10", "9"]);
        cast[0].cards_lost = 1;
        let e = deal_pack(&[cast], Deal::Standard).unwrap_err();
        assert!(matches!(e, PackError::NoCards { member: 0, .. }), "{e:?}");
        assert_eq!(e.code(), "no_cards_left");
    }

    #[test]
    fn a_fourteenth_card_is_refused_with_what_to_leave_out() {
        let mut cast = earps();
        cast.push(member("Kate", Main)); // 13 + 3 = 16
        let e = deal_pack(std::slice::from_ref(&cast), Deal::Standard).unwrap_err();
        assert!(e.to_string().contains("16 cards are needed but a suit has 13"), "{e}");
        cast.pop();
        cast.push(member("Jim", Minor)); // 14
        let e = deal_pack(&[cast], Deal::Standard).unwrap_err();
        assert_eq!(e.code(), "too_many_cards");
        let text = e.to_string();
        assert!(
            text.contains("14 cards are needed") && text.contains("leave out Dusty (a Minor Character, 1 card)"),
            "{text}"
        );
        assert!(text.contains("second player"), "{text}");
    }

    #[test]
    fn with_all_four_suits_taken_no_second_player_is_offered() {
        let mut cast = earps();
        cast.push(member("Jim", Minor)); // 14
        let players = vec![cast, vec![member("A", Minor)], vec![member("B", Minor)], vec![member("C", Minor)]];
        let text = deal_pack(&players, Deal::Standard).unwrap_err().to_string();
        assert!(text.contains("leave out Dusty") && !text.contains("second player"), "{text}");
        assert!(text.ends_with("(every suit of the pack is taken)"), "{text}");
    }

    #[test]
    fn a_card_named_twice_in_one_hand_names_the_hand_once() {
        let mut cast = earps();
        cast[2].fixed = Some(vec![Rank::Ace, Rank::Ace, Rank::King, Rank::Queen]);
        let e = deal_pack(&[cast], Deal::Standard).unwrap_err();
        assert!(e.to_string().starts_with("A is named twice for Wyatt Earp: each card"), "{e}");
    }

    #[test]
    fn five_players_are_too_many_for_one_pack() {
        let players = vec![vec![member("A", Minor)]; 5];
        let e = deal_pack(&players, Deal::Standard).unwrap_err();
        assert_eq!(e, PackError::TooManyPlayers { count: 5 });
        assert_eq!(e.code(), "too_many_players");
    }

    #[test]
    fn cards_named_by_hand_are_kept_and_the_rest_dealt_around_them() {
        let mut cast = earps();
        cast[0].fixed = Some(vec![Rank::Ace]);
        let hands = deal_pack(std::slice::from_ref(&cast), Deal::Standard).unwrap();
        assert_eq!(labels(&hands[0][0]), ["A"]);
        assert_eq!(labels(&hands[0][2]), ["K", "Q", "J", "10"]);
        cast[1].fixed = Some(vec![Rank::Ace, Rank::Two, Rank::Three]);
        let e = deal_pack(std::slice::from_ref(&cast), Deal::Standard).unwrap_err();
        assert_eq!(e.code(), "duplicate_card");
        assert!(e.to_string().contains("A is named twice (Dusty and Doc Holliday)"), "{e}");
        cast[1].fixed = Some(vec![Rank::Two, Rank::Three]);
        let e = deal_pack(&[cast], Deal::Standard).unwrap_err();
        assert_eq!(e, PackError::WrongCount { player: 0, member: 1, name: "Doc Holliday".into(), given: 2, due: 3 });
    }

    #[test]
    fn a_seed_deals_the_same_hands_every_time_and_another_seed_others() {
        let players = vec![earps(), earps()];
        let a = deal_pack(&players, Deal::Seeded(42)).unwrap();
        assert_eq!(a, deal_pack(&players, Deal::Seeded(42)).unwrap());
        assert_ne!(a, deal_pack(&players, Deal::Seeded(43)).unwrap());
        assert_ne!(a, deal_pack(&players, Deal::Standard).unwrap());
        for hands in &a {
            let mut all: Vec<Rank> = hands.iter().flatten().copied().collect();
            assert_eq!(all.len(), 13);
            all.sort();
            all.dedup();
            assert_eq!(all.len(), 13);
        }
    }

    #[test]
    fn ranks_read_as_typed_and_print_as_on_the_card() {
        assert_eq!(Rank::from_label("a"), Some(Rank::Ace));
        assert_eq!(Rank::from_label("King"), Some(Rank::King));
        assert_eq!(Rank::from_label("10"), Some(Rank::Ten));
        assert_eq!(Rank::from_label("T"), Some(Rank::Ten));
        assert_eq!(Rank::from_label("1"), None);
        assert_eq!(serde_json::to_value(Rank::Ten).unwrap(), "10");
        assert_eq!(jokers().len(), JOKERS);
    }
}
