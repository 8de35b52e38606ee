#![no_main]
//! See `posse_fuzz::portrait`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| posse_fuzz::portrait(data));
