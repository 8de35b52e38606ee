// Hand-written placeholder: ts-rs generates this file from the Rust type of the same name and overwrites it.

export type SheetIssue = { field: string, code: string, message: string, };
