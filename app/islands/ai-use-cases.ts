import { arrowStep, ownsArrowKeys } from "~/features/ai-use-cases/arrow-keys";

/**
 * The use-case selection of /ai-use-cases (ADR 072). The server renders every use case's panel,
 * all but the selected one hidden, and each card, dot, Previous and Next as a link to
 * `?case=N`; this makes those links buttons (on a page React hydrated, React renders them) that
 * show a panel in place: cards are toggles (aria-pressed), the dots mark the current one, the
 * choice is announced politely and kept in the address (without a history entry), and a card
 * brings the detail into view.
 *
 * Left and right arrows step through the use cases while focus is in the detail section and,
 * once the visitor has chosen a use case, anywhere on the page; never while a field, a widget
 * that uses arrows or a dialog has focus, nor when another handler already took the key.
 */

/** How long after a card is chosen the page scrolls to the detail (the spec's 100 ms). */
const scrollDelayMs = 100;

let selected = 0;
let changed = false;
let scrollTimer: number | undefined;
let listening = false;

const detail = () => document.querySelector<HTMLElement>("section[data-use-case-detail]");
const panels = () =>
  Array.from(detail()?.querySelectorAll<HTMLElement>("[data-use-case-panel]") ?? []);

function select(index: number, scroll: boolean) {
  const section = detail();
  const all = panels();
  const panel = all[index];
  if (!section || !panel) return;
  selected = index;
  changed = true;
  all.forEach((each, at) => {
    each.hidden = at !== index;
  });
  const title = panel.querySelector("h2");
  if (title) section.setAttribute("aria-labelledby", title.id);
  for (const control of document.querySelectorAll<HTMLElement>("button[data-use-case]")) {
    const isSelected = control.dataset.useCase === String(index);
    if (control.dataset.useCaseState === "pressed") {
      control.setAttribute("aria-pressed", String(isSelected));
      control.closest("[data-use-case-card]")?.toggleAttribute("data-selected", isSelected);
    } else if (isSelected) control.setAttribute("aria-current", "true");
    else control.removeAttribute("aria-current");
  }
  const announcement = section.querySelector("[data-use-case-announcement]");
  const position = panel.querySelector("[data-use-case-position]");
  if (announcement) announcement.textContent = `${position?.textContent}: ${title?.textContent}`;
  const url = new URL(window.location.href);
  url.searchParams.set("case", String(index + 1));
  window.history.replaceState(window.history.state, "", url);
  if (scroll) {
    window.clearTimeout(scrollTimer);
    scrollTimer = window.setTimeout(scrollToDetail, scrollDelayMs);
  }
}

function step(by: number) {
  const count = panels().length;
  select((selected + by + count) % count, false);
}

function scrollToDetail() {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  detail()?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
}

function onClick(event: MouseEvent) {
  const control = (event.target as Element).closest<HTMLButtonElement>(
    "button[data-use-case], button[data-use-case-step]",
  );
  if (!control) return;
  const { useCase, useCaseStep, useCaseState } = control.dataset;
  if (useCaseStep) step(Number(useCaseStep));
  else select(Number(useCase), useCaseState === "pressed");
}

function onKeyDown(event: KeyboardEvent) {
  const by = arrowStep(event);
  if (by === null || event.defaultPrevented || ownsArrowKeys(event.target)) return;
  const inDetail = event.target instanceof Node && Boolean(detail()?.contains(event.target));
  if (!changed && !inDetail) return;
  event.preventDefault();
  step(by);
}

/** The button a control's link stands for: its attributes but the address, a card's as a toggle. */
function toButton(link: HTMLAnchorElement) {
  const button = document.createElement("button");
  button.type = "button";
  for (const { name, value } of Array.from(link.attributes)) {
    if (name !== "href") button.setAttribute(name, value);
  }
  if (link.dataset.useCaseState === "pressed") {
    button.removeAttribute("aria-current");
    button.setAttribute("aria-pressed", String(link.hasAttribute("aria-current")));
  }
  button.append(...link.childNodes);
  link.replaceWith(button);
}

export function start(): void {
  selected = Math.max(
    0,
    panels().findIndex((panel) => !panel.hidden),
  );
  changed = false;
  if (!("__reactRouterContext" in window)) {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(
      "a[data-use-case], a[data-use-case-step]",
    )) {
      toButton(link);
    }
  }
  if (listening) return;
  listening = true;
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
}
