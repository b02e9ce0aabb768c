// The tally game's catalogs: the engine's own (`engine/src/games/tally/i18n/`, which its tests
// word every label with), and the few words only a table needs. They stay in the engine's folder,
// not in an `i18n/` here: the command line's build embeds every `ui/src/games/<id>/i18n/` it
// finds, and nothing of this game is shipped.

import type { Catalog } from "../plugin";
import engineEn from "../../../../src-tauri/crates/engine/src/games/tally/i18n/en.json";
import engineZh from "../../../../src-tauri/crates/engine/src/games/tally/i18n/zh.json";

/** What the table adds to the engine's words, in one language. */
interface TableWords {
  blurb: string;
  /** The house rule's name, and the line that says it on the table. */
  house: { target: string };
  /** The table's line of the target, and its turn bar (components/PhaseHeader.svelte). */
  table: { target: string; whose: string; turn: string; steps: string; hint: string; pass: string };
  /** The game's glossary, by term. */
  terms: Record<string, { name: string; text: string }>;
}

/**
 * The engine's catalog with the table's words. The engine names the game at `games.tally`,
 * where every UI catalog has `games.<id>.name` and `.blurb`; the name is kept as the engine's.
 */
function catalog(engine: typeof engineEn, own: TableWords): Catalog {
  const { games, tally, ...rest } = engine;
  return {
    ...rest,
    games: { tally: { name: games.tally, blurb: own.blurb } },
    tally: { ...tally, house: own.house, table: own.table },
    terms: { tally: own.terms },
  };
}

export const en = catalog(engineEn, {
  blurb: "Each player in turn adds to their tally; the first to the target wins.",
  house: { target: "Target" },
  table: {
    target: "First to {{target}} wins",
    whose: "{{name}}'s turn",
    turn: "Turn {{turn}}",
    steps: "Phases of a turn",
    hint: "Add to your tally, then pass the turn on.",
    pass: "Pass the turn",
  },
  terms: {
    tally: { name: "Tally", text: "A player's count, which only they add to, on their turn (TALLY-TURN-1)." },
    target: { name: "Target", text: "The tally that wins; nothing is added after (TALLY-WIN-1)." },
  },
});

export const zh = catalog(engineZh, {
  blurb: "玩家轮流加自己的计数；先达到目标者获胜。",
  house: { target: "目标" },
  table: {
    target: "先到 {{target}} 者胜",
    whose: "{{name}} 的回合",
    turn: "第 {{turn}} 回合",
    steps: "回合的阶段",
    hint: "加自己的计数，然后把回合交给下一位。",
    pass: "交出回合",
  },
  terms: {
    tally: { name: "计数", text: "玩家自己的计数，只有在自己的回合才能加（TALLY-TURN-1）。" },
    target: { name: "目标", text: "获胜的计数；此后不再加计数（TALLY-WIN-1）。" },
  },
});
