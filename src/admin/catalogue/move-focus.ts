import type { FocusTarget } from '../manager-state.ts';

/** How long a saved product's row stays highlighted. */
const HIGHLIGHT_MS = 2500;

/** Moves focus to where the last step leads; a row is scrolled into view and, after a save, highlighted. */
export function moveFocus(root: HTMLElement, target: FocusTarget, addButton: HTMLElement | null): void {
  if (target.kind === 'add') {
    addButton?.focus();
    return;
  }
  if (target.kind === 'notice') {
    const notice = root.querySelector<HTMLElement>('[data-editor-notice]');
    notice?.focus({ preventScroll: true });
    notice?.scrollIntoView({ block: 'nearest' });
    return;
  }
  const row = root.querySelector<HTMLElement>(`[data-product-id="${CSS.escape(target.id)}"]`);
  if (!row) {
    addButton?.focus();
    return;
  }
  const element = target.kind === 'edit' ? row.querySelector<HTMLElement>('[data-action="edit"]') : row;
  element?.focus({ preventScroll: true });
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  row.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  if (target.kind === 'row' && target.highlight) {
    row.dataset.highlight = 'true';
    window.setTimeout(() => delete row.dataset.highlight, HIGHLIGHT_MS);
  }
}
