// The rules reference: every rule a game's engine enforces, by its ID, with the texts of the
// game's own catalogs (the same a refusal, a ruling and the log show), and the game's terms,
// searchable in English and Chinese whatever the screen's language.

import type { GameId } from "./bindings";

/** One rule: its ID (`XL-ATK-1`, `CDX-15.2`) and its text in each language. */
export interface RuleEntry {
  id: string;
  en: string;
  zh: string;
}

type Tree = { [key: string]: unknown };

/** The rules of a catalog's `rules` subtree, in the catalog's order; nested IDs are dotted. */
function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    if (typeof value === "string") return [[`${prefix}${key}`, value]];
    if (typeof value === "object" && value !== null) return flatten(value as Tree, `${prefix}${key}.`);
    return [];
  });
}

/** A game's rules from its two catalogs (each with a `rules` subtree). */
export function rulesOf(catalogs: { en: Tree; zh: Tree }): RuleEntry[] {
  const en = flatten((catalogs.en["rules"] as Tree | undefined) ?? {});
  const zh = new Map(flatten((catalogs.zh["rules"] as Tree | undefined) ?? {}));
  return en.map(([id, text]) => ({ id, en: text, zh: zh.get(id) ?? text }));
}

/**
 * The rules that hold every word of `query`, each in the ID or either language's text,
 * ignoring case; all of them for a blank query.
 */
export function searchRules(rules: readonly RuleEntry[], query: string): RuleEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word !== "");
  if (words.length === 0) return [...rules];
  return rules.filter((rule) => {
    const haystack = `${rule.id}\n${rule.en}\n${rule.zh}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** One of a game's terms (灵力, Nexus, Cascade): its name and what it means, in each language. */
export interface TermEntry {
  key: string;
  en: { name: string; text: string };
  zh: { name: string; text: string };
}

type Term = { name?: unknown; text?: unknown };

/** A catalog's terms: `terms.<group>.<key>`, one group per game, so that the games' catalogs
 * merged into one never share a key. */
function termsIn(catalog: Tree): Map<string, { name: string; text: string }> {
  const groups = (catalog["terms"] as Record<string, Record<string, Term>> | undefined) ?? {};
  return new Map(
    Object.entries(groups).flatMap(([group, terms]) =>
      Object.entries(terms).map(([key, term]): [string, { name: string; text: string }] => [
        `${group}.${key}`,
        { name: String(term.name ?? key), text: String(term.text ?? "") },
      ]),
    ),
  );
}

/** A game's terms from its two catalogs (each with a `terms` subtree), in the catalog's order. */
export function termsOf(catalogs: { en: Tree; zh: Tree }): TermEntry[] {
  const zh = termsIn(catalogs.zh);
  return [...termsIn(catalogs.en)].map(([key, en]) => ({ key, en, zh: zh.get(key) ?? en }));
}

/** The terms that hold every word of `query` in either language's name or text. */
export function searchTerms(terms: readonly TermEntry[], query: string): TermEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word !== "");
  return terms.filter((term) => {
    const haystack = `${term.en.name}\n${term.en.text}\n${term.zh.name}\n${term.zh.text}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The game whose rules hold `id`, among `games`; null when none does. */
export function gameOfRule(
  games: readonly { id: GameId; catalogs: { en: Tree; zh: Tree } }[],
  id: string,
): GameId | null {
  return games.find((game) => rulesOf(game.catalogs).some((rule) => rule.id === id))?.id ?? null;
}
