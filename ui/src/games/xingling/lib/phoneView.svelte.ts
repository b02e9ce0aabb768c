// How a phone shows a table of three or more: a ring around the round bar (the default), or one
// player large for a phone passed from hand to hand. Kept across launches.

import { storedChoice } from "../../../lib/storedChoice.svelte";
import type { PhoneView } from "./seats";

export const phoneView = storedChoice<PhoneView>("tableside.xingling.phone-view", ["ring", "pass"]);

export function setPhoneView(view: PhoneView): void {
  phoneView.set(view);
}
