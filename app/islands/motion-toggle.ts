/**
 * The landing page's loops and their pause buttons (features/landing/motion-toggle). The loops
 * (logo strip, testimonial columns) start once the page has loaded and the browser is
 * idle: `data-moving` on each `.lp-pausable` lets landing.css run them (ADR 088). A press on a
 * pause button toggles `aria-pressed` and `data-paused` on the element the button controls, whose
 * loops landing.css then holds still.
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

/** Runs `callback` once the page has loaded and the browser is idle. */
function whenLoadedAndIdle(callback: () => void): void {
  const idle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 0);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** Lets the page's loops run (each start, so that a client navigation's new markup moves too). */
export function startLoops(): void {
  whenLoadedAndIdle(() => {
    for (const loop of document.querySelectorAll(".lp-pausable")) {
      loop.toggleAttribute("data-moving", true);
    }
  });
}
