// A choice kept across launches in the web view's storage: one of a fixed set of words, the
// first of them until another is chosen (or when what is stored is none of them).

import { readStored, writeStored } from "./stored";

export interface StoredChoice<T extends string> {
  readonly current: T;
  set(value: T): void;
}

export function storedChoice<T extends string>(key: string, choices: readonly [T, ...T[]]): StoredChoice<T> {
  const stored = readStored(key);
  const state = $state<{ current: T }>({ current: choices.find((choice) => choice === stored) ?? choices[0] });
  return {
    get current(): T {
      return state.current;
    },
    set(value: T): void {
      state.current = value;
      writeStored(key, value);
    },
  };
}
