/**
 * 'Try Again' on a static page (components/reload-button.tsx renders it as a GET form for the
 * current URL, which works without JavaScript): a real reload, as on a hydrated page.
 */
export function start(): void {
  document.addEventListener("submit", (event) => {
    if (!(event.target as Element).matches("form[data-reload]")) return;
    event.preventDefault();
    window.location.reload();
  });
}
