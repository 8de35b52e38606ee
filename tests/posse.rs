//! Integration tests of the posse library and CLI (one test binary, one module per area).

mod posse {
    pub mod bindings;
    pub mod campaigns;
    pub mod cast;
    pub mod cli;
    pub mod crash;
    pub mod games;
    pub mod odds;
    pub mod odds_fate;
    pub mod pdf_check;
    pub mod print_cli;
    pub mod print_roster;
    pub mod print_shop;
    pub mod store;
    pub mod history;
    pub mod support;
    pub mod tables;
}
