#![no_main]
//! See `posse_fuzz::aftermath`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| posse_fuzz::aftermath(data));
