// Short messages at the bottom of the screen, e.g. a refusal that no ruling can override.

export interface Toast {
  id: number;
  text: string;
}

const SHOW_MS = 4000;
let next = 1;

export const toasts = $state<{ items: Toast[] }>({ items: [] });

export function showToast(text: string): void {
  const id = next++;
  // One message at a time reads best at a glance; a newer one replaces the older.
  toasts.items = [{ id, text }];
  setTimeout(() => dismissToast(id), SHOW_MS);
}

export function dismissToast(id: number): void {
  toasts.items = toasts.items.filter((toast) => toast.id !== id);
}

/** The next tap elsewhere moves on from a message: it leaves rather than cover what is tapped. */
export function dismissAllToasts(): void {
  if (toasts.items.length > 0) toasts.items = [];
}
