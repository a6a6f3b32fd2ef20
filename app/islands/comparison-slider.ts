import { percentFromPointer, sliderValueForKey } from "~/features/landing/slider-math";
import { sliderValueText } from "~/features/landing/slider-value-text";

/**
 * The landing page's comparison slider (features/landing/comparison-slider): the divider
 * follows a hovering mouse, a drag (mouse, pen or touch; a touch keeps vertical scrolling) and
 * the slider's keys. One value per surface, written to the cut, the divider and the slider's
 * ARIA values.
 */
function connect(surface: HTMLElement) {
  const problem = surface.querySelector<HTMLElement>("[data-comparison-problem]");
  const divider = surface.querySelector<HTMLElement>("[data-comparison-divider]");
  const slider = surface.querySelector<HTMLElement>('[role="slider"]');
  if (!problem || !divider || !slider) return;
  let dragPointer: number | null = null;

  const show = (value: number) => {
    problem.style.clipPath = `inset(0 ${100 - value}% 0 0)`;
    divider.style.left = `${value}%`;
    slider.setAttribute("aria-valuenow", String(value));
    slider.setAttribute(
      "aria-valuetext",
      sliderValueText(value, slider.dataset.problem ?? "", slider.dataset.solution ?? ""),
    );
  };
  const follow = (clientX: number) => {
    const rect = surface.getBoundingClientRect();
    show(percentFromPointer(clientX, rect.left, rect.width));
  };

  surface.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    dragPointer = event.pointerId;
    // Touch keeps vertical scrolling (touch-action: pan-y); horizontal moves drag the divider.
    if (event.pointerType !== "touch") surface.setPointerCapture(event.pointerId);
    follow(event.clientX);
  });
  surface.addEventListener("pointermove", (event) => {
    if (dragPointer === event.pointerId || event.pointerType === "mouse") follow(event.clientX);
  });
  const endDrag = (event: PointerEvent) => {
    if (dragPointer === event.pointerId) dragPointer = null;
  };
  surface.addEventListener("pointerup", endDrag);
  surface.addEventListener("pointercancel", endDrag);
  slider.addEventListener("keydown", (event) => {
    const next = sliderValueForKey(Number(slider.getAttribute("aria-valuenow")), event.key);
    if (next === null) return;
    event.preventDefault();
    show(next);
  });
}

const connected = new WeakSet<Element>();

export function start(): void {
  for (const surface of document.querySelectorAll<HTMLElement>(
    '[data-landing-widget="comparison-slider"]',
  )) {
    if (connected.has(surface)) continue;
    connected.add(surface);
    connect(surface);
  }
}
