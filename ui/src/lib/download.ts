// Text handed out of the app: saved as a file through the web view's download, or copied.

/** Offers `text` as a file named `name` (the web view saves it where downloads go). */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the download reads the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Copies `text`; false when the clipboard refused (the caller shows it to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
