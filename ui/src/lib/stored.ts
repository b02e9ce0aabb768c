// The choices kept across launches (language, theme, seat colors, keeping the screen on), in
// the web view's storage. Without storage (private mode, a full disk) a choice reads as unset
// and lasts until the app closes.

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // No storage: the choice lasts until the app closes.
  }
}

/** A setting that is on unless turned off. */
export function readSwitch(key: string): boolean {
  return readStored(key) !== "off";
}

export function writeSwitch(key: string, on: boolean): void {
  writeStored(key, on ? "on" : "off");
}

export function forgetStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // No storage: nothing was kept.
  }
}
