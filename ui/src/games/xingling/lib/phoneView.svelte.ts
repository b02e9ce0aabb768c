// How a phone shows a table of three or more: a ring around the round bar, or one player large
// for a phone passed from hand to hand. Kept across launches.

import { readStored, writeStored } from "../../../lib/stored";
import type { PhoneView } from "./seats";

const STORAGE_KEY = "tableside.xingling.phone-view";

const state = $state<{ current: PhoneView }>({
  current: readStored(STORAGE_KEY) === "pass" ? "pass" : "ring",
});

export const phoneView = {
  get current(): PhoneView {
    return state.current;
  },
};

export function setPhoneView(view: PhoneView): void {
  state.current = view;
  writeStored(STORAGE_KEY, view);
}
