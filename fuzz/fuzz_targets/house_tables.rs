#![no_main]
//! See `posse_fuzz::house_tables`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| posse_fuzz::house_tables(data));
