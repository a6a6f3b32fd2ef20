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
