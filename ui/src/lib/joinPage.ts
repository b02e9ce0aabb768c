// The browser build joins a shared table by opening the host's own page: a page served over
// HTTPS may not open the host's plain WebSocket on the local network itself, but it may go to
// the host's page, which is the table.

/**
 * The host's page for the join address a person typed (`host:port/?t=code`, with or without
 * `http://`), or `null` when it is not one: it must name a host and carry the table's code.
 */
export function joinPageOf(typed: string): string | null {
  const text = typed.trim();
  if (text === "") return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  // The host shares over plain HTTP on the local network; anything else is not its address.
  if (url.protocol !== "http:" || url.hostname === "") return null;
  const code = url.searchParams.get("t");
  if (code === null || code === "") return null;
  return `http://${url.host}/?t=${encodeURIComponent(code)}`;
}
