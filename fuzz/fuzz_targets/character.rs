#![no_main]
//! See `posse_fuzz::character`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| posse_fuzz::character(data));
