// JSON.parse keeps the last of two equal keys in one object and says nothing: a text added
// under a key that is already taken silently replaces the other. This finds such keys in a
// catalog's text.

/** An object or an array being read: an object's path and the keys seen in it so far. */
type Open = { kind: "object"; path: string; keys: Set<string> } | { kind: "array"; path: string };

/** The dotted paths of keys written twice in the same object of `json`. */
export function duplicateKeys(json: string): string[] {
  const found: string[] = [];
  const open: Open[] = [];
  /** The path of the value about to be read: the last key's, or the array's. */
  let valuePath = "";
  let expectingKey = false;
  let i = 0;
  while (i < json.length) {
    const c = json[i];
    const top = open[open.length - 1];
    if (c === '"') {
      let end = i + 1;
      while (end < json.length && json[end] !== '"') end += json[end] === "\\" ? 2 : 1;
      if (expectingKey && top?.kind === "object") {
        const key = JSON.parse(json.slice(i, end + 1)) as string;
        const path = top.path === "" ? key : `${top.path}.${key}`;
        if (top.keys.has(key)) found.push(path);
        top.keys.add(key);
        valuePath = path;
        expectingKey = false;
      }
      i = end + 1;
      continue;
    }
    if (c === "{") {
      open.push({ kind: "object", path: open.length === 0 ? "" : valuePath, keys: new Set() });
      expectingKey = true;
    } else if (c === "[") {
      open.push({ kind: "array", path: valuePath });
      expectingKey = false;
    } else if (c === "}" || c === "]") {
      open.pop();
    } else if (c === ",") {
      expectingKey = top?.kind === "object";
      if (top?.kind === "array") valuePath = top.path;
    }
    i++;
  }
  return found;
}
