#![no_main]
//! See `posse_fuzz::scenario`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| posse_fuzz::scenario(data));
