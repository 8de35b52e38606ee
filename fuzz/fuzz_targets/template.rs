#![no_main]
//! See `posse_fuzz::template`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| posse_fuzz::template(data));
