/**
 * The hero's editable line as the visitor left it: the text they wrote is kept in their browser's
 * local storage under the line's key, and shown again when the page arrives, before the editing
 * code (an island, loaded on the first reach for the line) is there.
 */

export function readStoredLine(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // Storage can be blocked (private mode, policies): the default is shown.
  }
}

export function storeLine(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted: the change still shows in the page.
  }
}

/** The accessible name of the line's edit button, which says the line. */
export const editButtonLabel = (line: string) => `Modifica il testo: ${line}`;

/** Shows the stored text in a line (`[data-editable-line]` with its `data-storage-key`). */
export function restoreEditableLine(line: HTMLElement): void {
  const key = line.dataset.storageKey;
  const stored = key ? readStoredLine(key) : null;
  if (stored === null || stored === line.textContent) return;
  line.textContent = stored;
  line.parentElement?.querySelector('button[data-edit-line]')?.setAttribute('aria-label', editButtonLabel(stored));
}
