#![no_main]
//! See `posse_fuzz::game`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| posse_fuzz::game(data));
