// Tells the backend, once per run, that the first screen is on the glass: the frame after the
// home screen drew what it loaded. Start-up is timed to this moment (`cargo xtask bench`), and
// what start-up left for later (the other screens' code) is fetched once it has passed.

import { tick } from "svelte";

let reported = false;
const later: (() => void)[] = [];

/** Milliseconds since the page's navigation began, by step of start-up. */
export type StartMarks = Record<string, number>;

/** Marks a step of start-up (`tableside:start:<step>`), reported with the first frame. */
export function markStart(step: string): void {
  performance.mark(`tableside:start:${step}`);
}

function startMarks(): StartMarks {
  const marks: StartMarks = {};
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  // When the page began, in milliseconds since 1970: the bench compares it with the moment it
  // started the process, to tell the time before the page from the time in it.
  marks.origin = performance.timeOrigin;
  if (navigation !== undefined) {
    marks.document = navigation.responseEnd;
    marks.dom_ready = navigation.domContentLoadedEventEnd;
  }
  for (const entry of performance.getEntriesByType("mark")) {
    const step = entry.name.match(/^tableside:start:(.+)$/)?.[1];
    if (step !== undefined) marks[step] = entry.startTime;
  }
  return marks;
}

export async function reportFirstFrame(send: (marks: StartMarks) => Promise<void>): Promise<void> {
  if (reported) return;
  reported = true;
  await tick();
  markStart("home_drawn");
  requestAnimationFrame(() => {
    markStart("first_frame");
    void send(startMarks()).catch(() => {});
    // After the frame is shown, not in it: a task of its own for each piece of later work.
    for (const job of later.splice(0)) setTimeout(job, 0);
  });
}

/** Runs `job` once the first frame has been shown (at once if it has). */
export function afterFirstFrame(job: () => void): void {
  if (reported) setTimeout(job, 0);
  else later.push(job);
}
