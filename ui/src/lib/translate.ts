// The shape of a translate function, on its own so that the games' plug-ins (which the label
// formatter looks up) can name it without importing the formatter back.

/** A translate function: an i18next `t` or anything with its shape. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
