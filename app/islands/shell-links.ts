import { isStaffPath } from "~/components/shell/staff-area";

/**
 * The server-rendered frame on hydrated pages (ADR 064). React Router's NavLink marks the current
 * page's links when the server renders the header; after a client navigation these functions do
 * what it would have done, on the markup React leaves alone.
 */

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path).toLowerCase();
  return trim(a) === trim(b);
}

/**
 * aria-current="page" and NavLink's `active` class on the navigation links (`data-nav-match`:
 * "end" for the page itself, "prefix" for it and the pages under it), and the colour of a header
 * menu's button when one of its links is the current page.
 */
export function markCurrentLinks(pathname: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-nav-match]")) {
    const current =
      samePath(link.pathname, pathname) ||
      (link.dataset.navMatch === "prefix" &&
        link.pathname !== "/" &&
        pathname.toLowerCase().startsWith(`${link.pathname.toLowerCase().replace(/\/$/, "")}/`));
    link.classList.toggle("active", current);
    if (current) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  for (const menu of document.querySelectorAll("[data-nav-menu]")) {
    const button = menu.querySelector(":scope > button");
    const active = [...menu.querySelectorAll("a")].some((link) =>
      samePath(link.pathname, pathname),
    );
    button?.classList.toggle("text-primary", active);
    button?.classList.toggle("text-foreground", !active);
  }
}

/** The link a plain click follows to a page of this site, or null (new tab, download, other site). */
function followedLink(event: MouseEvent, selector: string): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element).closest?.<HTMLAnchorElement>(selector);
  if (!link || link.origin !== window.location.origin || link.hasAttribute("download")) return null;
  return link.target && link.target !== "_self" ? null : link;
}

const crossesArea = (link: HTMLAnchorElement) =>
  isStaffPath(link.pathname) !== isStaffPath(window.location.pathname);

/**
 * A link into or out of the staff area loads a new document with the other area's frame: its
 * click is stopped before React's listener on the document, so React Router does not route it.
 */
function onClickCapture(event: MouseEvent): void {
  const link = followedLink(event, "a[href]");
  if (link && crossesArea(link)) event.stopPropagation();
}

/**
 * The frame's links are plain anchors (React does not own them): a click on one navigates on the
 * client, as React Router's Link did, unless it crosses into the staff area or stays on the page
 * (a fragment). Returns the listeners' removal.
 */
export function routeShellLinks(navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const link = followedLink(event, "[data-server-part] a[href]");
    if (!link || event.defaultPrevented || crossesArea(link)) return;
    if (link.pathname === window.location.pathname && link.hash) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
  window.addEventListener("click", onClickCapture, true);
  document.addEventListener("click", onClick);
  return () => {
    window.removeEventListener("click", onClickCapture, true);
    document.removeEventListener("click", onClick);
  };
}
