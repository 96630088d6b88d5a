type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether the visitor changed a field from what the page was made with. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Gives a field `value` as the visitor's typing would: through the element's own setter (React
 * watches the instance's), then an `input` event, so a controlled field's `onChange` hears it.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  // React's tracker first takes another value, so the one set below reads as a change.
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What the visitor typed, ticked or chose in an island's fields before it was live, and the
 * function that gives it to the island once it is: a controlled field is drawn from the island's
 * state, which starts as the page was made, so the first render after hydration would wipe it.
 */
export function keepTypedValues(root: HTMLElement): () => void {
  const fields = [...root.querySelectorAll<Field>('input, textarea, select')].filter(
    (field) => field.type !== 'hidden' && field.type !== 'file' && changed(field),
  );
  const kept = fields.map((field) => ({
    field,
    value: field.value,
    checked: field instanceof HTMLInputElement ? field.checked : false,
  }));
  return () => {
    for (const { field, value, checked } of kept) {
      if (!field.isConnected) continue;
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        // Through React's tracker to the other state, then a click to the visitor's: a change it hears.
        field.checked = !checked;
        field.click();
      } else {
        typeInto(field, value);
      }
    }
  };
}
