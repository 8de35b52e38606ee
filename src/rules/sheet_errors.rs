//! What the rule sets' character sheets share: the list of every reason a sheet was refused.

/// Defines `pub struct SheetErrors(pub Vec<$error>)` in the calling module: every reason a sheet
/// was refused, in the order of the sheet's fields, shown joined by `"; "`, whose error code is the
/// first error's (`invalid_sheet` if there is none).
macro_rules! sheet_errors {
    ($error:ty) => {
        /// Every reason a sheet was refused, in the order of the sheet's fields.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct SheetErrors(pub Vec<$error>);

        impl std::fmt::Display for SheetErrors {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                let messages: Vec<String> = self.0.iter().map(ToString::to_string).collect();
                f.write_str(&messages.join("; "))
            }
        }

        impl std::error::Error for SheetErrors {}

        impl $crate::error::ErrorCode for SheetErrors {
            /// The first error's code.
            fn code(&self) -> &'static str {
                self.0.first().map_or("invalid_sheet", $crate::error::ErrorCode::code)
            }
        }
    };
}

pub(crate) use sheet_errors;
