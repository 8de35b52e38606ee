//! The printables: fate deck, hit-location chits, QOTD pack (coming).
