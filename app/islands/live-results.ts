import type { ResultEvents } from "~/components/use-filter-form";
import { track } from "~/features/analytics/track";
import { tabKeyTarget } from "~/lib/tab-keys";

/**
 * A list page's filters and results updated in place (the knowledge center, a category, a tag),
 * as `useFilterForm` and `LinkTabList` do on hydrated pages. Without JavaScript the GET form
 * submits and the tabs are links. With it:
 * - typing in `q` loads the results after a short pause (replacing the history entry), any other
 *   field at once (a new entry), and empty or 'all' values are left out of the URL;
 * - a tab of a tab list in the results loads in place; arrow keys, Home and End move along the
 *   tabs, which have one tab stop;
 * - back and forward load that address's results and the fields follow.
 * The next page's HTML is fetched as a document (no HTML strings, so Trusted Types allow it) and
 * its `[data-live-swap]` parts replace this page's; the `[data-live-status]` live region gets its
 * text, so the count is announced. A link elsewhere (pages, Clear Filters) loads the next page.
 */

const searchDelayMs = 350;
const formSelector = "form[data-live-form]";
const tabSelector = '[data-live-swap] [role="tablist"] a[role="tab"][href]';

let timer: number | undefined;
let request: XMLHttpRequest | undefined;
let shownUrl = window.location.href;

/** The page at `url` as a document; null when it failed, "aborted" when a newer request took over. */
function fetchDocument(url: string): Promise<Document | null | "aborted"> {
  request?.abort();
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    request = xhr;
    xhr.open("GET", url);
    xhr.responseType = "document";
    xhr.onload = () => resolve(xhr.status === 200 ? (xhr.responseXML ?? null) : null);
    xhr.onerror = () => resolve(null);
    xhr.onabort = () => resolve("aborted");
    xhr.send();
  });
}

function setBusy(busy: boolean) {
  for (const part of document.querySelectorAll("[data-live-swap]"))
    part.setAttribute("aria-busy", String(busy));
  const status = document.querySelector<HTMLElement>("[data-live-status]");
  if (busy && status?.dataset.busyText) status.textContent = status.dataset.busyText;
}

function syncHead(next: Document) {
  document.title = next.title;
  for (const selector of ['link[rel="canonical"]', 'meta[name="robots"]']) {
    const current = document.head.querySelector(selector);
    const incoming = next.head.querySelector(selector);
    if (incoming) {
      const copy = document.importNode(incoming, true);
      if (current) current.replaceWith(copy);
      else document.head.append(copy);
    } else current?.remove();
  }
}

/** Writes the next page's field values into the form, except the field being edited. */
function syncFields(next: Document, all: boolean) {
  const form = document.querySelector<HTMLFormElement>(formSelector);
  const nextForm = next.querySelector<HTMLFormElement>(formSelector);
  if (!form || !nextForm) return;
  for (const field of form.elements) {
    const name = field.getAttribute("name");
    const incoming = name ? nextForm.elements.namedItem(name) : null;
    if (!(incoming instanceof HTMLInputElement || incoming instanceof HTMLSelectElement)) continue;
    const input = field as HTMLInputElement | HTMLSelectElement;
    if ((all || input !== document.activeElement) && input.value !== incoming.value)
      input.value = incoming.value;
  }
}

function keepOneTabStop() {
  for (const tab of document.querySelectorAll<HTMLElement>(tabSelector))
    tab.tabIndex = tab.getAttribute("aria-selected") === "true" ? 0 : -1;
}

/** Loads `url`'s results into the page; `field` is the filter the visitor changed, if any. */
async function show(url: string, history: "push" | "replace" | "none", field?: string) {
  window.clearTimeout(timer);
  setBusy(true);
  const next = await fetchDocument(url);
  if (next === "aborted") return;
  const parts = document.querySelectorAll<HTMLElement>("[data-live-swap]");
  const nextParts = next ? Array.from(parts, (part) => findPart(next, part)) : [];
  if (!next || nextParts.some((part) => !part)) {
    window.location.assign(url);
    return;
  }
  const focusedId = document.activeElement?.closest("[data-live-swap]")
    ? document.activeElement.id
    : "";
  for (const [index, part] of parts.entries())
    part.replaceWith(document.importNode(nextParts[index] as HTMLElement, true));
  const status = document.querySelector("[data-live-status]");
  const nextStatus = next.querySelector("[data-live-status]");
  if (status && nextStatus) status.textContent = nextStatus.textContent;
  syncHead(next);
  syncFields(next, history === "none");
  keepOneTabStop();
  if (focusedId) document.getElementById(focusedId)?.focus();
  if (history === "push") window.history.pushState(null, "", url);
  else if (history === "replace") window.history.replaceState(null, "", url);
  shownUrl = new URL(url, window.location.href).href;
  if (field) sendEvent(field);
}

function findPart(next: Document, part: HTMLElement): HTMLElement | null {
  return next.querySelector<HTMLElement>(`[data-live-swap="${part.dataset.liveSwap}"]`);
}

/** The analytics event the results carry for the changed filter (see ResultEvents). */
function sendEvent(field: string) {
  const source = document.querySelector<HTMLElement>("[data-live-events]")?.dataset.liveEvents;
  const event = source ? (JSON.parse(source) as ResultEvents)[field] : undefined;
  if (event) track(event[0], event[1]);
}

function formUrl(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    const trimmed = typeof value === "string" ? value.trim() : "";
    if (trimmed && trimmed !== "all") params.set(name, trimmed);
  }
  const query = params.size > 0 ? `?${params}` : "";
  return `${new URL(form.action).pathname}${query}`;
}

function onFormEvent(event: Event) {
  const field = event.target as HTMLInputElement | HTMLSelectElement;
  const form = field.form;
  if (!form?.matches(formSelector)) return;
  // The search field reports both input and change: typing is the input event.
  if (field.name === "q") {
    if (event.type !== "input") return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => show(formUrl(form), "replace", "q"), searchDelayMs);
  } else if (event.type === "change") {
    void show(formUrl(form), "push", field.name);
  }
}

function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  if (!form.matches(formSelector)) return;
  event.preventDefault();
  void show(formUrl(form), "push", "q");
}

function onClick(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const tab = (event.target as Element).closest<HTMLAnchorElement>(tabSelector);
  if (!tab) return;
  event.preventDefault();
  void show(tab.href, "replace");
}

function onKeyDown(event: KeyboardEvent) {
  const tab = (event.target as Element).closest<HTMLAnchorElement>(tabSelector);
  const tabs = tab?.parentElement
    ? Array.from(tab.parentElement.querySelectorAll<HTMLAnchorElement>('a[role="tab"]'))
    : [];
  if (!tab || tabs.length === 0) return;
  const position = tabKeyTarget(event.key, tabs.indexOf(tab), tabs.length);
  if (position === undefined) return;
  event.preventDefault();
  const next = tabs[position] as HTMLAnchorElement;
  next.focus();
  void show(next.href, "replace");
}

function onPopState() {
  if (window.location.href.split("#")[0] === shownUrl.split("#")[0]) return;
  void show(window.location.href, "none");
}

let started = false;

export function start(): void {
  // On a page React hydrated, useFilterForm and LinkTabList run the form and the tabs.
  if (started || "__reactRouterContext" in window) return;
  started = true;
  keepOneTabStop();
  document.addEventListener("input", onFormEvent);
  document.addEventListener("change", onFormEvent);
  document.addEventListener("submit", onSubmit);
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
  window.addEventListener("popstate", onPopState);
}
