// The engine's Rust source, read by the catalog tests (in Node) for the label keys it emits: a
// key added there but not to the catalogs fails a test instead of showing as a bare key.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The engine crate's `src/`, in the same checkout: a test that cannot read it fails. */
export const ENGINE_SRC = fileURLToPath(new URL("../../../src-tauri/crates/engine/src", import.meta.url));

/** The `.rs` files under `dir`, without `tests/` folders and `tests.rs`, and without `skip` folders. */
export function rustFiles(dir: string, skip: (dir: string) => boolean = () => false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "tests" || skip(path) ? [] : rustFiles(path, skip);
    return name.endsWith(".rs") && name !== "tests.rs" ? [path] : [];
  });
}

/** A file's code without its own tests, which build labels of no catalog (`Label::new("a.b")`). */
export function withoutTests(file: string): string {
  return readFileSync(file, "utf8").split("#[cfg(test)]")[0]!;
}

/** The keys a file names whole: `Label::new("refusal.match_over")`. */
export function labelKeys(text: string): string[] {
  return [...text.matchAll(/Label::new\("([\w.]+)"\)/g)].map((m) => m[1]!);
}
