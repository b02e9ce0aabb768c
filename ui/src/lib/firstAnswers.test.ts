import { describe, expect, it } from "vitest";
import { TALLY } from "../games/tally/lib/game";
import { FirstAnswers, type SessionStore } from "./firstAnswers";

function session(): SessionStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const scope = { __TABLESIDE_FIRST_ANSWERS__: { list_games: [{ id: TALLY }], list_matches: [] } };

describe("FirstAnswers", () => {
  it("gives each answer once", () => {
    const store = session();
    const answers = FirstAnswers.take(scope, () => store);
    expect(answers.once("list_games")).toEqual({ answer: [{ id: TALLY }] });
    expect(answers.once("list_games")).toBeUndefined();
    expect(answers.once("list_matches")).toEqual({ answer: [] });
    expect(answers.once("database_status")).toBeUndefined();
  });

  it("is taken by the first page of a session only", () => {
    const store = session();
    expect(FirstAnswers.take(scope, () => store).once("list_matches")).toBeDefined();
    // The page loaded again in the same window asks instead: the answers may be stale.
    expect(FirstAnswers.take(scope, () => store).once("list_matches")).toBeUndefined();
  });

  it("gives nothing without the backend's script or a session", () => {
    expect(FirstAnswers.take({}, session).once("list_games")).toBeUndefined();
    expect(FirstAnswers.take(scope, () => null).once("list_games")).toBeUndefined();
    const throwing: SessionStore = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {},
    };
    expect(FirstAnswers.take(scope, () => throwing).once("list_games")).toBeUndefined();
    const unreachable = (): SessionStore => {
      throw new Error("denied");
    };
    expect(FirstAnswers.take(scope, unreachable).once("list_games")).toBeUndefined();
  });
});
