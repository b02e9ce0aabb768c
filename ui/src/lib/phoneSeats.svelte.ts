// The setting "three or four players on a phone": two to an edge (the default) or one at
// each edge. Kept across launches; every table with seats around it reads it.

import type { PhoneSeats } from "./seats";
import { storedChoice } from "./storedChoice.svelte";

export const phoneSeats = storedChoice<PhoneSeats>("tableside.phone-seats", ["pairs", "edges"]);

export function setPhoneSeats(choice: PhoneSeats): void {
  phoneSeats.set(choice);
}
