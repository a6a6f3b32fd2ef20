/**
 * 'Show More' / 'Show Less' over a list whose extra items are in the HTML, hidden (the tag
 * cloud): without JavaScript a link to the page with the whole list; with it a disclosure button
 * (`[data-show-more]`, `aria-controls` the list) that shows and hides the `[data-show-more-item]`s.
 */
function onClick(event: MouseEvent) {
  const button = (event.target as Element).closest<HTMLButtonElement>("button[data-show-more]");
  const list = document.getElementById(button?.getAttribute("aria-controls") ?? "");
  if (!button || !list) return;
  const expanded = button.getAttribute("aria-expanded") !== "true";
  for (const item of list.querySelectorAll<HTMLElement>("[data-show-more-item]"))
    item.hidden = !expanded;
  button.setAttribute("aria-expanded", String(expanded));
  button.textContent = (expanded ? button.dataset.lessText : button.dataset.moreText) ?? "";
}

let started = false;

export function start(): void {
  // On a page React hydrated, TagCloud's own button does this.
  if (started || "__reactRouterContext" in window) return;
  started = true;
  for (const fallback of document.querySelectorAll<HTMLElement>("[data-show-more-fallback]"))
    fallback.hidden = true;
  for (const button of document.querySelectorAll<HTMLElement>("button[data-show-more]"))
    button.hidden = false;
  document.addEventListener("click", onClick);
}
