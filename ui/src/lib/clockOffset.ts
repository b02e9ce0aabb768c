// The host's time on a device at a shared table. A table's clocks count on from the host's
// reading (`Clocks.at_ms`, the host's clock), so a phone whose own clock is a few minutes off
// would show a seat's time a few minutes off. The phone asks the host its time a few times
// as it connects (`SocketTransport`), keeps the answer whose round trip was shortest (the one
// the network delayed least), and counts from its own clock plus the difference. The host's
// window, and the browser build, are their own host: the difference stays 0.

/** One ask of the host's time: sent and answered by the device's clock, `host` the host's. */
export interface TimeSample {
  sent: number;
  received: number;
  host: number;
}

/** How far the host's clock is ahead of the device's, by one sample: the host read its clock
 * halfway through the round trip, as far as the device can tell. */
export function sampleOffset(sample: TimeSample): number {
  return sample.host - (sample.sent + sample.received) / 2;
}

/** The offset of the sample with the shortest round trip (its error is at most half of it),
 * or null without one; a sample whose answer came before it was asked (the device's clock
 * set back meanwhile) is left out. */
export function bestOffset(samples: readonly TimeSample[]): number | null {
  let best: TimeSample | null = null;
  for (const sample of samples) {
    const trip = sample.received - sample.sent;
    if (trip < 0) continue;
    if (best === null || trip < best.received - best.sent) best = sample;
  }
  return best === null ? null : Math.round(sampleOffset(best));
}

let offset = 0;

/** The host's time now, in ms since the epoch, by this device's clock and the offset. */
export function hostNow(): number {
  return Date.now() + offset;
}

/** The offset measured at the latest connection. */
export function setHostOffset(ms: number): void {
  offset = ms;
}

/** The offset in use (0 on the host itself). */
export function hostOffset(): number {
  return offset;
}
