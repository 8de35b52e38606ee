#![no_main]
//! See `posse_fuzz::campaign_import`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| posse_fuzz::campaign_import(data));
