/**
 * The technology chips' '+N more' / 'Show less' button on a static page
 * (features/service-page/technology-chips.tsx renders it and the chips beyond the first 20,
 * hidden, marked `data-extra-chip`).
 */
function onClick(event: MouseEvent) {
  const button = (event.target as Element).closest<HTMLButtonElement>("button[data-chips-toggle]");
  const list = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!button || !list) return;
  const expanded = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(expanded));
  button.textContent = (expanded ? button.dataset.lessLabel : button.dataset.moreLabel) ?? "";
  for (const chip of list.querySelectorAll<HTMLElement>("[data-extra-chip]"))
    chip.hidden = !expanded;
}

export function start(): void {
  document.addEventListener("click", onClick);
}
