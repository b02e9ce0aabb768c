// How the random results of a first-player roll read at the table.

export interface FirstRolls {
  /** One die per seat, in seat order: everyone's first roll. */
  first: number[];
  /** Any further rolls (ties rolled again), in the order the engine made them. */
  again: number[];
}

/** Splits a die pick's results into everyone's first roll and the rolls that broke ties. */
export function splitFirstRolls(random: readonly number[], players: number): FirstRolls {
  return { first: random.slice(0, players), again: random.slice(players) };
}
