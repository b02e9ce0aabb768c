// A file's bytes as text, refused rather than guessed at when they are not UTF-8: a Latin-1
// card list decoded leniently would import "Café" as "Caf\uFFFD".

/** The text, or the offset of the first byte that is not part of a UTF-8 character. */
export type Decoded = { ok: true; text: string } | { ok: false; badByte: number };

/** Decodes `bytes` as UTF-8; a leading byte-order mark is dropped. */
export function decodeUtf8(bytes: Uint8Array): Decoded {
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, badByte: firstBadByte(bytes) };
  }
}

/**
 * Where the first bad sequence starts, as Rust's `valid_up_to` counts it. The shortest prefix
 * that fails to decode in streaming mode (where a prefix may end inside a character) ends at
 * the byte that broke the sequence; the sequence starts at most three bytes before, at the
 * last place a whole prefix decodes.
 */
function firstBadByte(bytes: Uint8Array): number {
  const decodes = (length: number, stream: boolean): boolean => {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, length), { stream });
      return true;
    } catch {
      return false;
    }
  };
  const fails = (length: number): boolean => !decodes(length, true);
  let [low, high] = [0, bytes.length];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (fails(middle)) high = middle;
    else low = middle + 1;
  }
  let start = Math.max(0, low - 1);
  while (start > 0 && low - start < 4 && !decodes(start, false)) start -= 1;
  return start;
}
