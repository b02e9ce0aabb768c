// The card search language as the Cards screen shows it: a query that does not read split
// around the part the engine pointed at, and examples made from the fields a game's cards
// have (so no game's fields are written here).

import type { QueryProblem, SearchField } from "./bindings";

export interface PointedQuery {
  before: string;
  part: string;
  after: string;
}

/** `query` around the part `problem` points at (UTF-16 offsets, as a string's own). */
export function pointAt(query: string, problem: QueryProblem): PointedQuery {
  const [start, end] = problem.at;
  const from = Math.min(start, query.length);
  const to = Math.max(from, Math.min(end, query.length));
  return { before: query.slice(0, from), part: query.slice(from, to), after: query.slice(to) };
}

/** A value as typed after a field: quoted when it holds a space. */
function typed(value: string): string {
  return /\s/.test(value) ? `"${value}"` : value;
}

/**
 * A few queries to try, made from the game's fields and the values its cards have: a word
 * field's value, a number compared, a term left out, and an `or`.
 */
export function examples(fields: SearchField[]): string[] {
  const words = fields.filter((f) => f.kind === "word" && f.values.length > 0);
  const found: string[] = [];
  const kind = words.find((f) => f.name === "kind");
  const other = words.find((f) => f.name !== "kind");
  const number = fields.find((f) => f.kind === "number" && f.range !== null);
  const [firstKind, lastKind] = [kind?.values[0], kind?.values[kind.values.length - 1]];
  if (kind !== undefined && firstKind !== undefined && number?.range) {
    const [least, most] = number.range;
    found.push(`${kind.name}:${typed(firstKind)} ${number.name}<=${Math.floor((least + most) / 2)}`);
  }
  const [a, b] = [other?.values[0], other?.values[1]];
  if (other !== undefined && a !== undefined && b !== undefined) {
    found.push(`${other.name}:${typed(a)} or ${other.name}:${typed(b)}`);
  }
  if (kind !== undefined && lastKind !== undefined && kind.values.length > 1) {
    found.push(`-${kind.aliases[0] ?? kind.name}:${typed(lastKind)}`);
  }
  return found;
}
