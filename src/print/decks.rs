//! The printables: fate deck, hit-location chits, QOTD pack (coming). The West That Wasn't's action
//! deck is [`super::action_cards`].
