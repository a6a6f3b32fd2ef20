/** A field's message as components/ui/error-list renders it, for the islands' forms. */
export function errorListElement(id: string, message: string): HTMLElement {
  const list = document.createElement("div");
  list.id = id;
  list.className = "mt-1.5 space-y-1 text-sm text-destructive";
  const line = document.createElement("p");
  line.textContent = message;
  list.append(line);
  return list;
}

/**
 * Shows a field's message right after `after` (the field by default), or with no message clears
 * it, with the field's aria-invalid and aria-describedby, as the React forms do.
 */
export function showFieldError(field: HTMLElement, message?: string, after: Element = field): void {
  const id = `${field.id}-error`;
  document.getElementById(id)?.remove();
  if (!message) {
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
    return;
  }
  after.after(errorListElement(id, message));
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", id);
}
