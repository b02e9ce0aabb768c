import { describe, expect, it } from "vitest";
import { webViewIn } from "./webView";

describe("webViewIn", () => {
  it("reads the name the backend's script left", () => {
    expect(webViewIn({ __TABLESIDE_WEB_VIEW__: "webkitgtk" })).toBe("webkitgtk");
  });

  it("is nothing where no script ran (a browser, tests) or it left no name", () => {
    expect(webViewIn({})).toBeUndefined();
    expect(webViewIn({ __TABLESIDE_WEB_VIEW__: "" })).toBeUndefined();
    expect(webViewIn({ __TABLESIDE_WEB_VIEW__: 3 })).toBeUndefined();
  });
});
