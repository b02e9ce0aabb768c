// Screens and tables that the home screen does not show are loaded when first asked for, so
// that start-up parses and runs only what the first frame needs.

import type { Component } from "svelte";

/** Loads a component's module once; every later call hands back the same promise. */
export type Loader<P extends Record<string, unknown>> = () => Promise<Component<P>>;

export function lazy<P extends Record<string, unknown>>(
  load: () => Promise<{ default: Component<P> }>,
): Loader<P> {
  let loaded: Promise<Component<P>> | undefined;
  return () => (loaded ??= load().then((module) => module.default));
}
