// What the 星灵 table has open, beside what every table keeps (`TableUi`): a seat's sheet, the
// 星灵 picking its target, the attack waiting for its damage, and the damage source the table
// chose (the player whose turn it is unless changed).

import { TableUi } from "../../lib/tableUi.svelte";

/** A field 星灵: its player's seat and its place on the field. */
export interface FieldSpirit {
  player: number;
  spirit: number;
}

export class TableState extends TableUi {
  /** The seat whose sheet (details and every action) is open. */
  sheet = $state<number | null>(null);
  /** The field 星灵 choosing whom to attack: seats light up as the engine offers them. */
  attacker = $state<FieldSpirit | null>(null);
  /** The attack the engine took, waiting for the damage it deals. */
  strike = $state<(FieldSpirit & { target: number; name: string; range: number }) | null>(null);
  /** The seat damage comes from; null: the player whose turn it is (XL-KO-3). */
  source = $state<number | null>(null);

  /** Starts or stops choosing a target for `spirit`. */
  toggleAttacker(spirit: FieldSpirit): void {
    const same = this.attacker?.player === spirit.player && this.attacker.spirit === spirit.spirit;
    this.attacker = same ? null : spirit;
    this.strike = null;
  }
}
