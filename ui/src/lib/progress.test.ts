import { describe, expect, it } from "vitest";
import { showProgress } from "./progress";

const plain = (n: number) => String(n);

describe("showProgress", () => {
  it("shows a stage of unknown size as a bar without a value", () => {
    const shown = showProgress({ stage: "reading", done: 0, total: 0 }, "cards.import.progress", plain);
    expect(shown.value).toBeNull();
    expect(shown.key).toBe("cards.import.progress.opening");
  });

  it("tells a stage by its name once its size is known", () => {
    expect(showProgress({ stage: "reading", done: 3, total: 9 }, "p", plain).key).toBe("p.reading");
  });

  it("shows how much of a stage is done, in the screen's number format", () => {
    const grouped = (n: number) => n.toLocaleString("en-US");
    const shown = showProgress({ stage: "writing", done: 12_000, total: 100_000 }, "p", grouped);
    expect(shown).toEqual({
      value: 12_000,
      max: 100_000,
      key: "p.writing",
      args: { done: "12,000", total: "100,000" },
    });
  });

  it("never shows more done than there is", () => {
    const shown = showProgress({ stage: "writing", done: 7, total: 5 }, "p", plain);
    expect(shown.value).toBe(5);
  });
});
