// Games plug in: outside its own folder (`src/games/<id>/`), a game's UI is named only where
// it is registered, the lines of `src/games/index.ts` that import it and list it, so that adding a
// game changes no shared code. The engine's `tests/footprint.rs` holds its code to the same.
//
// What counts as naming a game, in a file of `src/` outside the game's folder:
// - importing from the game's folder (`../games/<id>/lib/x`, `./<id>`);
// - its ID as a string, alone or leading a key, a format or a card (`=== "<id>"`,
//   `t("<id>.action")`, `"<id>-standard"`): shared code that branches on a game;
// - a key named after it in a shared catalog (`src/i18n/*.json`): each game's words are its own
//   catalogs, which the registry merges, so the shared ones hold no game's section;
// - for a game the builds ship, its ID as a word anywhere in code (comments and tests too):
//   shared code and shared tests use the tests' game or neutral examples.
// The tests' game, which only the tests' setup registers, may be named by the shared tests,
// which run on it; shared code neither imports it nor writes its ID as a string (its ID, an
// English word, may still be a comment's word). Style sheets are not read, nor
// the generated bindings (`GameId` lists every shipped game). The tests' setup is named in
// vite.config.ts, outside `src/`, as the engine's `test-game` feature is in its Cargo.toml.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GAMES } from "./index";

/** The UI's `src/`. */
const SRC = fileURLToPath(new URL("..", import.meta.url));
const REGISTRY = "games/index.ts";

interface Game {
  id: string;
  /** Whether the builds ship it: the registry's own lines import it. */
  shipped: boolean;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The games: every one the registry lists (the tests' game with them) and every game folder. */
function games(registry: string): Game[] {
  const shipped = new Set([...registry.matchAll(/^import \w+ from "\.\/([\w-]+)";$/gm)].map((m) => m[1]!));
  const folders = readdirSync(SRC + "games").filter((name) => statSync(join(SRC, "games", name)).isDirectory());
  const ids = new Set([...GAMES.map((game) => game.id as string), ...folders]);
  return [...ids].map((id) => ({ id, shipped: shipped.has(id) }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `line` of the registry is one of `id`'s registration lines. */
function registers(line: string, id: string): boolean {
  return (
    new RegExp(`^import \\w+ from "\\./${escape(id)}";$`).test(line) ||
    /^const BY_ID = \{[\w, ]+\} satisfies Record<GameId, GamePlugin>;$/.test(line)
  );
}

/** The keys of a catalog, at every depth. */
function keysOf(node: unknown): string[] {
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => [key, ...keysOf(value)]);
}

/**
 * Where the file at `path` (from `src/`, with `text`) names `game` outside its folder: each
 * finding says how, with the line. Empty for the game's own files.
 */
function namings(path: string, text: string, game: Game): string[] {
  const { id } = game;
  if (path.startsWith(`games/${id}/`)) return [];
  // The shared tests run on the tests' game: they may import it and name it.
  if (path.endsWith(".test.ts") && !game.shipped) return [];
  if (path.endsWith(".json")) {
    if (!path.startsWith("i18n/")) return [];
    let catalog: unknown;
    try {
      catalog = JSON.parse(text);
    } catch {
      return [`${path}: does not read as JSON`];
    }
    return keysOf(catalog)
      .filter((key) => key === id || key.startsWith(`${id}.`))
      .map((key) => `${path}: a section "${key}" in a shared catalog`);
  }
  if (!/\.(ts|svelte|js)$/.test(path)) return [];
  const found: string[] = [];
  const word = new RegExp(`\\b${escape(id)}\\b`, "i");
  const literal = new RegExp(`(["'\`])${escape(id)}(?:[.:/-][^"'\`\\n]*)?\\1`);
  const imports = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/g;
  const folder = `games/${id}`;
  text.split("\n").forEach((line, i) => {
    if (path === REGISTRY && game.shipped && registers(line, id)) return;
    const at = `${path}:${i + 1}`;
    for (const m of line.matchAll(imports)) {
      const specifier = m[1]!;
      if (!specifier.startsWith(".")) continue;
      const target = posix.normalize(posix.join(posix.dirname(path), specifier));
      if (target === folder || target.startsWith(`${folder}/`)) found.push(`${at}: imports from ${folder}/`);
    }
    if (literal.test(line)) found.push(`${at}: "${id}" as a string`);
    else if (game.shipped && word.test(line)) found.push(`${at}: names ${id}`);
  });
  return found;
}

describe("a game's UI", () => {
  it("is named only in its folder and its registration lines", () => {
    const registry = readFileSync(SRC + REGISTRY, "utf8");
    const all = games(registry);
    expect(all.filter((game) => game.shipped).length).toBeGreaterThan(0);
    expect(all.some((game) => !game.shipped)).toBe(true);
    const read = files(SRC)
      .map((file) => relative(SRC, file).split("\\").join("/"))
      // Not read: the generated bindings, and this file, whose list of what is found names games.
      .filter((path) => path !== "lib/bindings.ts" && path !== "games/footprint.test.ts");
    expect(read.length).toBeGreaterThan(100);
    const found = all.flatMap((game) =>
      read.flatMap((path) => namings(path, readFileSync(join(SRC, path), "utf8"), game)),
    );
    // Found and not yet moved: none now. A finding kept for a while is listed to the line, so
    // that the list shrinks as they move and nothing joins it.
    const known: string[] = [];
    expect(known.filter((finding) => !found.includes(finding)), "fixed: take it off the list").toEqual([]);
    expect(
      found.filter((finding) => !known.includes(finding)),
      "shared code names a game: move it into the game's plug-in, or use the tests' game",
    ).toEqual([]);
  });

  it("is registered by one import and one entry of the list, each shipped game's", () => {
    const registry = readFileSync(SRC + REGISTRY, "utf8");
    for (const game of games(registry).filter((g) => g.shipped)) {
      expect(registry).toMatch(new RegExp(`^const BY_ID = \\{[^}]*\\b${game.id}\\b[^}]*\\}`, "m"));
    }
  });
});

describe("the footprint check", () => {
  const chess: Game = { id: "chess", shipped: true };
  const draughts: Game = { id: "draughts", shipped: false };

  it("finds shared code that branches on a game, imports it or words it", () => {
    expect(namings("lib/moves.ts", 'if (game === "chess") return 2;', chess)).toEqual([
      'lib/moves.ts:1: "chess" as a string',
    ]);
    expect(namings("lib/moves.ts", "x;\n  case 'chess-blitz':", chess)).toEqual(['lib/moves.ts:2: "chess" as a string']);
    expect(namings("components/Board.svelte", '<p>{t("chess.check")}</p>', chess)).toHaveLength(1);
    expect(namings("lib/moves.ts", 'import { king } from "../games/chess/lib/pieces";', chess)).toEqual([
      "lib/moves.ts:1: imports from games/chess/",
      "lib/moves.ts:1: names chess",
    ]);
    expect(namings("lib/lazy.ts", 'const board = await import("../games/draughts/Board.svelte");', draughts)).toEqual([
      "lib/lazy.ts:1: imports from games/draughts/",
    ]);
    expect(namings("lib/moves.ts", "// As in Chess, a pawn...", chess)).toEqual(["lib/moves.ts:1: names chess"]);
    expect(namings("i18n/en.json", '{"menu": {"chess": {"name": "Chess"}}}', chess)).toEqual([
      'i18n/en.json: a section "chess" in a shared catalog',
    ]);
    expect(namings("games/index.ts", 'import draughts from "./draughts";', draughts)).toEqual([
      "games/index.ts:1: imports from games/draughts/",
    ]);
  });

  it("lets a game be named in its folder, its registration lines, and the tests' game in the shared tests", () => {
    expect(namings("games/chess/Table.svelte", 'if (game === "chess") {}', chess)).toEqual([]);
    expect(namings("games/index.ts", 'import chess from "./chess";', chess)).toEqual([]);
    expect(
      namings("games/index.ts", "const BY_ID = { chess, go } satisfies Record<GameId, GamePlugin>;", chess),
    ).toEqual([]);
    expect(namings("lib/log.test.ts", 'import { add } from "../games/draughts/fixtures";\nadd("draughts");', draughts)).toEqual(
      [],
    );
    // A shipped game is named by no shared test.
    expect(namings("lib/log.test.ts", 'const game = "chess";', chess)).toHaveLength(1);
    // The tests' game is no word a shared text avoids: only as a string or an import.
    expect(namings("lib/moves.ts", "// draughts of air", draughts)).toEqual([]);
    expect(namings("styles/base.css", ".chess { color: red }", chess)).toEqual([]);
    expect(namings("i18n/en.json", '{"menu": {"name": "Chess night"}}', chess)).toEqual([]);
  });
});
