// Hand-written placeholder: ts-rs generates this file from the Rust type of the same name and overwrites it.

import type { Derived } from "./Derived";
import type { SheetIssue } from "./SheetIssue";

export type SheetCheck = { issues: Array<SheetIssue>, derived: Derived | null, };
