// Which web view draws the page, as the backend's script before the page says
// (`src-tauri/src/commands/startup.rs`). The stylesheets read it from the root element
// (`data-web-view`): the font list differs where a family the others need costs WebKitGTK a
// font-matcher call at every start (`styles/tokens.css`).

/** Where the backend's script leaves the web view's name. */
const GLOBAL = "__TABLESIDE_WEB_VIEW__";

/** The web view named in `scope`, if a script named one. */
export function webViewIn(scope: Record<string, unknown>): string | undefined {
  const name = scope[GLOBAL];
  return typeof name === "string" && name !== "" ? name : undefined;
}

/** Marks the root element with the web view drawing the page (nothing when it was not told). */
export function applyWebView(): void {
  const name = webViewIn(window as unknown as Record<string, unknown>);
  if (name !== undefined) document.documentElement.dataset.webView = name;
}
