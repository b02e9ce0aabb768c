// The setting "three or four players on a phone": two to an edge (the default) or one at
// each edge. Kept across launches; every table with seats around it reads it.

import type { PhoneSeats } from "./seats";
import { readStored, writeStored } from "./stored";

const STORAGE_KEY = "tableside.phone-seats";

const state = $state<{ current: PhoneSeats }>({
  current: readStored(STORAGE_KEY) === "edges" ? "edges" : "pairs",
});

export const phoneSeats = {
  get current(): PhoneSeats {
    return state.current;
  },
};

export function setPhoneSeats(choice: PhoneSeats): void {
  state.current = choice;
  writeStored(STORAGE_KEY, choice);
}
