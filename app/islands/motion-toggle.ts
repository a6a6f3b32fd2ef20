/**
 * The landing page's pause buttons (features/landing/motion-toggle): a press toggles
 * `aria-pressed` and `data-paused` on the element the button controls, whose loops landing.css
 * then holds still.
 */
function onClick(event: MouseEvent) {
  const button = (event.target as Element).closest<HTMLButtonElement>(
    'button[data-landing-widget="motion-toggle"]',
  );
  const target = document.getElementById(button?.getAttribute("aria-controls") ?? "");
  if (!button || !target) return;
  const paused = button.getAttribute("aria-pressed") !== "true";
  button.setAttribute("aria-pressed", String(paused));
  target.toggleAttribute("data-paused", paused);
}

let started = false;

export function start(): void {
  if (started) return;
  started = true;
  document.addEventListener("click", onClick);
}
