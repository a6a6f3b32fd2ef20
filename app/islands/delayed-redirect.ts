/**
 * A page that says where it is taking the visitor, then goes there (the unknown legacy post
 * address): `data-redirect-to` after `data-redirect-after` milliseconds, replacing the history
 * entry. The page links there too, for anyone who does not want to wait.
 */
let started = false;

export function start(): void {
  // On a page React hydrated, the route's effect does this.
  if (started || "__reactRouterContext" in window) return;
  started = true;
  const notice = document.querySelector<HTMLElement>("[data-redirect-to]");
  const target = notice?.dataset.redirectTo;
  if (!target) return;
  window.setTimeout(() => window.location.replace(target), Number(notice.dataset.redirectAfter));
}
