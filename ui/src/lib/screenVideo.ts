// Keeping the screen on where the page has no Wake Lock (a phone that opened the host's
// address on the local network: browsers give an insecure page none): a muted, inline video
// that plays for as long as the table is shown. Browsers keep the screen on while a video
// plays; this one is drawn here, from a canvas, so nothing is fetched (the served page's
// policy lets it load its own files only) and nothing is heard.
//
// Chromium takes its video wake lock only for a playing video that is on screen (most of it
// inside the viewport) and, when it is silent, big enough, unless its source is a live
// stream: a canvas's stream is one, so a video of one pixel in the viewport's corner
// qualifies, invisible (`opacity` does not count against being on screen) and untouchable.

import type { ScreenVideo } from "./screenKeeper";

/** How often the canvas is drawn anew: a stream whose picture never changes sends no frames. */
const FRAME_MS = 1000;

/** What the video needs of `document`. */
type Page = Pick<Document, "createElement" | "body">;

/**
 * A muted inline video of a canvas's stream, made on first use and kept in the page's
 * corner; `null` where the browser cannot film a canvas (no `captureStream`).
 */
export function canvasVideo(page: Page | null): ScreenVideo | null {
  if (page === null || typeof HTMLCanvasElement === "undefined") return null;
  if (typeof HTMLCanvasElement.prototype.captureStream !== "function") return null;
  let made: { video: HTMLVideoElement; canvas: HTMLCanvasElement } | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const make = () => {
    if (made !== null) return made;
    const canvas = page.createElement("canvas");
    canvas.width = 2;
    canvas.height = 2;
    draw(canvas, 0);
    const video = page.createElement("video");
    // Muted and inline: what every mobile browser plays without sound permission or a
    // full-screen player. Set as properties and as attributes (iOS reads the attributes).
    video.muted = true;
    video.defaultMuted = true;
    video.playsInline = true;
    video.setAttribute("muted", "");
    video.setAttribute("playsinline", "");
    video.setAttribute("aria-hidden", "true");
    video.tabIndex = -1;
    video.dataset["screenKeeper"] = "";
    Object.assign(video.style, {
      position: "fixed",
      left: "0",
      top: "0",
      width: "1px",
      height: "1px",
      opacity: "0",
      pointerEvents: "none",
      zIndex: "-1",
    });
    video.srcObject = canvas.captureStream(1);
    page.body.append(video);
    made = { video, canvas };
    return made;
  };

  return {
    async play() {
      const { video, canvas } = make();
      if (timer === null) {
        let frame = 0;
        timer = setInterval(() => draw(canvas, ++frame), FRAME_MS);
      }
      await video.play();
    },
    pause() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      made?.video.pause();
    },
  };
}

/** A frame: one of two shades, so that each differs from the last. */
function draw(canvas: HTMLCanvasElement, frame: number): void {
  const context = canvas.getContext("2d");
  if (context === null) return;
  context.fillStyle = frame % 2 === 0 ? "#000" : "#010101";
  context.fillRect(0, 0, canvas.width, canvas.height);
}
