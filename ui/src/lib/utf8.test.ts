import { describe, expect, it } from "vitest";
import { decodeUtf8 } from "./utf8";

describe("decoding a file", () => {
  it("reads UTF-8 and drops a byte-order mark", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"name": "Café"}')]);
    expect(decodeUtf8(bytes)).toEqual({ ok: true, text: '{"name": "Café"}' });
  });

  it("names the first byte of Latin-1 text instead of guessing", () => {
    // "Caf" then é as the single Latin-1 byte 0xE9, then a quote.
    const bytes = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x22]);
    expect(decodeUtf8(bytes)).toEqual({ ok: false, badByte: 3 });
  });

  it("finds a bad byte after multi-byte characters", () => {
    const good = new TextEncoder().encode("卡牌 ok ");
    const bytes = new Uint8Array([...good, 0xff, 0x41]);
    expect(decodeUtf8(bytes)).toEqual({ ok: false, badByte: good.length });
  });
});
