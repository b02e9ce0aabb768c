// The page's font list, where the backend's script before the page gives one
// (`src-tauri/src/fonts.rs`): on WebKitGTK, the installed families of the stylesheet's
// preferences, which the web view then finds at the first try instead of trying each family at
// every size and weight (`styles/tokens.css` has the list for every other web view).

/** Where the backend's script leaves the font list. */
const GLOBAL = "__TABLESIDE_FONTS__";

/** The CSS font list the backend left in `scope`, if it left one. */
export function fontListIn(scope: Record<string, unknown>): string | undefined {
  const list = scope[GLOBAL];
  return typeof list === "string" && list.trim() !== "" ? list : undefined;
}

/** Draws the page in the backend's font list (the stylesheet's stands where there is none). */
export function applyFonts(): void {
  const list = fontListIn(window as unknown as Record<string, unknown>);
  if (list !== undefined) document.documentElement.style.setProperty("--font-sans", list);
}
