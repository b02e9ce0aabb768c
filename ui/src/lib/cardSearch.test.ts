import { describe, expect, it } from "vitest";
import { examples, pointAt } from "./cardSearch";
import type { QueryProblem, SearchField } from "./bindings";

const problem = (at: [number, number]): QueryProblem => ({
  code: "UNKNOWN_FIELD",
  at,
  reason: { key: "cards.query.unknown_field", args: {} },
});

describe("pointAt", () => {
  it("splits the query around the part pointed at", () => {
    expect(pointAt("k:creature colr:red", problem([11, 15]))).toEqual({
      before: "k:creature ",
      part: "colr",
      after: ":red",
    });
  });

  it("keeps within the query when it changed since", () => {
    expect(pointAt("k:c", problem([11, 15]))).toEqual({ before: "k:c", part: "", after: "" });
    expect(pointAt("卡牌 colr:x", problem([3, 7]))).toMatchObject({ part: "colr" });
  });
});

describe("examples", () => {
  const field = (name: string, kind: SearchField["kind"], values: string[], range: [number, number] | null = null): SearchField => ({
    name,
    aliases: [name.slice(0, 1)],
    kind,
    values,
    range,
  });

  it("are made of the game's own fields and values", () => {
    const fields = [
      field("name", "text", []),
      field("kind", "word", ["creature", "rune divine"]),
      field("element", "word", ["fire", "water"]),
      field("cost", "number", [], [0, 6]),
    ];
    expect(examples(fields)).toEqual([
      "kind:creature cost<=3",
      "element:fire or element:water",
      '-k:"rune divine"',
    ]);
  });

  it("leave out what the cards do not have", () => {
    expect(examples([field("kind", "word", ["tower"])])).toEqual([]);
  });
});
