// A short buzz as a change lands, where the device has a vibration motor and the web view lets
// a page use it (Android's WebView does; WebKitGTK and iOS do not, and the setting says so).

export interface Vibrator {
  vibrate(pattern: number | number[]): boolean;
}

/** How each kind of change feels: a tap's step is barely there, a hold's gain is firmer. */
export const BUZZ = { step: 8, hold: 24 } as const;
export type BuzzKind = keyof typeof BUZZ;

export class Haptics {
  constructor(
    private readonly vibrator: Vibrator | null,
    public enabled: boolean,
  ) {}

  get supported(): boolean {
    return this.vibrator !== null;
  }

  buzz(kind: BuzzKind): void {
    if (!this.enabled || this.vibrator === null) return;
    try {
      this.vibrator.vibrate(BUZZ[kind]);
    } catch {
      // A web view may refuse without a user gesture; the change has landed all the same.
    }
  }
}
