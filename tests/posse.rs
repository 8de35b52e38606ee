//! Integration tests of the posse library and CLI (one test binary, one module per area).

mod posse {
    pub mod bindings;
    pub mod campaigns;
    pub mod cast;
    pub mod cli;
    pub mod crash;
    pub mod fuzz_corpus;
    pub mod games;
    pub mod odds;
    pub mod odds_fate;
    pub mod print_roster;
    pub mod store;
    pub mod history;
    pub mod support;
    pub mod tables;
}
