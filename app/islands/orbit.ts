import type { AiVendor, VendorMetric } from "~/content/landing/vendors";
import {
  DEGREES_PER_WHEEL_STEP,
  DRAG_THRESHOLD,
  dragAngle,
  keyRotation,
  nearestOrbit,
  wheelDeltaPixels,
  wheelSteps,
} from "~/features/landing/orbit-math";
import { templateContent } from "./template-content";

/**
 * The hero's orbit widget live (features/landing/orbit-widget renders it at rest): the orbits
 * turn by drag (half the vertical pointer movement, in degrees per pixel), by the wheel over the
 * widget (10 degrees per step, the page kept still) and by Left/Right on a tool; Up/Down, Home
 * and End move the one tab stop between the tools; hover, focus or a press shows a tool's
 * figures in the popup, next to its tag, inside the widget, facing the centre. The popup closes
 * after a short delay when the pointer leaves (so it can reach the popup), on Escape wherever
 * focus is (WCAG 1.4.13) and on a press outside.
 */

/** Delay before a hover popup closes, so the pointer can travel from the tag into the popup. */
const CLOSE_DELAY_MS = 150;

interface OpenPopup {
  id: string;
  /** Opened by a click or tap: it stays when the pointer leaves. */
  pinned: boolean;
}

interface DragState {
  pointerId: number;
  orbit: number;
  startY: number;
  startAngle: number;
  moved: boolean;
}

function connect(root: HTMLElement) {
  const square = root.querySelector<HTMLElement>("[data-orbit-square]");
  const popup = root.querySelector<HTMLElement>('[role="tooltip"]');
  if (!square || !popup) return;
  const orbits = [...root.querySelectorAll<HTMLElement>("[data-orbit]")];
  const tags = [...root.querySelectorAll<HTMLButtonElement>("button[data-vendor]")];
  const card = root.querySelector<HTMLTemplateElement>("template[data-vendor-card]");
  const vendorData = root.querySelector("script[data-vendor-data]");
  let vendors: readonly AiVendor[] | undefined;
  const vendorCard = (id: string) => {
    vendors ??= JSON.parse(vendorData?.textContent || "[]") as AiVendor[];
    const vendor = vendors.find((candidate) => candidate.id === id);
    return card && vendor ? fillVendorCard(templateContent(card), vendor) : null;
  };
  const angles = orbits.map((orbit) => Number(orbit.dataset.angle) || 0);
  let open: OpenPopup | null = null;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let drag: DragState | null = null;
  let dragJustEnded = false;

  // Rotation: the orbit turns, its tags turn back by as much so their labels stay upright.
  const setAngle = (orbit: number, angle: number) => {
    const element = orbits[orbit];
    if (!element) return;
    angles[orbit] = angle;
    element.style.transform = `rotate(${angle}deg)`;
    element.dataset.angle = String(angle);
    for (const holder of element.querySelectorAll<HTMLElement>("[data-tag-holder]")) {
      holder.style.transform = `translate(-50%, -50%) rotate(${-angle}deg)`;
    }
    placePopup();
  };
  const rotate = (orbit: number, delta: number) => setAngle(orbit, (angles[orbit] ?? 0) + delta);

  /** The orbit nearest to a point on the screen (each orbit's box is its ring's square). */
  const orbitAt = (clientX: number, clientY: number) => {
    const rect = square.getBoundingClientRect();
    return nearestOrbit(
      clientX - (rect.left + rect.width / 2),
      clientY - (rect.top + rect.height / 2),
      orbits.map((orbit) => (orbit.parentElement?.offsetWidth ?? 0) / 2),
    );
  };

  // The popup.
  const placePopup = () => {
    const tag = tags.find((candidate) => candidate.dataset.vendor === open?.id);
    if (!tag) return;
    const tagRect = tag.getBoundingClientRect();
    const rootRect = root.getBoundingClientRect();
    const squareRect = square.getBoundingClientRect();
    const gap = 8;
    const width = popup.offsetWidth;
    const tagCentreX = tagRect.left + tagRect.width / 2 - rootRect.left;
    const below = tagRect.top + tagRect.height / 2 < squareRect.top + squareRect.height / 2;
    const left = Math.min(Math.max(tagCentreX - width / 2, 0), Math.max(rootRect.width - width, 0));
    const top = below
      ? tagRect.bottom - rootRect.top + gap
      : tagRect.top - rootRect.top - popup.offsetHeight - gap;
    popup.style.left = `${left}px`;
    popup.style.top = `${top}px`;
  };

  const onDocumentKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") setOpen(null);
  };
  const onDocumentPointerDown = (event: PointerEvent) => {
    if (!root.contains(event.target as Node)) setOpen(null);
  };

  const setOpen = (next: OpenPopup | null) => {
    const previous = open;
    open = next;
    for (const tag of tags) {
      const isOpen = tag.dataset.vendor === next?.id;
      tag.toggleAttribute("data-open", isOpen);
      if (isOpen) tag.setAttribute("aria-describedby", popup.id);
      else tag.removeAttribute("aria-describedby");
    }
    if (!next) {
      popup.hidden = true;
      popup.replaceChildren();
      document.removeEventListener("keydown", onDocumentKeyDown);
      document.removeEventListener("pointerdown", onDocumentPointerDown);
      return;
    }
    if (next.id !== previous?.id) {
      const content = vendorCard(next.id);
      popup.replaceChildren(...(content ? [content] : []));
    }
    popup.hidden = false;
    placePopup();
    if (!previous) {
      document.addEventListener("keydown", onDocumentKeyDown);
      document.addEventListener("pointerdown", onDocumentPointerDown);
    }
  };

  const cancelClose = () => clearTimeout(closeTimer);
  const scheduleClose = () => {
    cancelClose();
    closeTimer = setTimeout(() => {
      if (!open?.pinned) setOpen(null);
    }, CLOSE_DELAY_MS);
  };
  popup.addEventListener("pointerenter", cancelClose);
  popup.addEventListener("pointerleave", () => {
    if (!open?.pinned) scheduleClose();
  });

  // The tools: one tab stop that moves with the focus.
  const focusTag = (tag: HTMLButtonElement | undefined) => {
    if (!tag) return;
    for (const other of tags) other.tabIndex = other === tag ? 0 : -1;
    tag.focus();
  };
  for (const [index, tag] of tags.entries()) {
    const id = tag.dataset.vendor ?? "";
    const orbit = orbits.findIndex((element) => element.contains(tag));
    tag.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "touch" || drag?.moved) return;
      cancelClose();
      if (!(open?.pinned && open.id !== id)) setOpen({ id, pinned: false });
    });
    tag.addEventListener("pointerleave", scheduleClose);
    tag.addEventListener("focus", () => {
      for (const other of tags) other.tabIndex = other === tag ? 0 : -1;
      cancelClose();
      if (open?.id !== id) setOpen({ id, pinned: false });
    });
    tag.addEventListener("blur", (event) => {
      if (popup.contains(event.relatedTarget as Node)) return;
      if (open?.id === id) setOpen(null);
    });
    tag.addEventListener("click", () => {
      if (dragJustEnded) return;
      setOpen(open?.id === id && open.pinned ? null : { id, pinned: true });
    });
    tag.addEventListener("keydown", (event) => {
      const delta = keyRotation(event.key);
      if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        event.preventDefault();
        if (orbit >= 0 && delta !== null) rotate(orbit, delta);
        return;
      }
      const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
      if (move !== undefined) {
        event.preventDefault();
        focusTag(tags[(index + move + tags.length) % tags.length]);
      } else if (event.key === "Home" || event.key === "End") {
        event.preventDefault();
        focusTag(event.key === "Home" ? tags[0] : tags.at(-1));
      }
    });
  }

  // Wheel: a non-passive listener, attached only while a mouse or pen is over the widget, so
  // scrolling elsewhere stays passive. Over the orbits (or the open popup) it turns the nearest
  // orbit and keeps the page still.
  let pending = 0;
  let listening = false;
  const onWheel = (event: WheelEvent) => {
    const target = event.target as Node;
    if (!square.contains(target) && !popup.contains(target)) return;
    if (event.ctrlKey) return; // pinch-zoom and browser zoom stay the browser's
    event.preventDefault();
    const result = wheelSteps(pending, wheelDeltaPixels(event.deltaY, event.deltaMode));
    pending = result.pending;
    if (result.steps !== 0) {
      rotate(orbitAt(event.clientX, event.clientY), result.steps * DEGREES_PER_WHEEL_STEP);
    }
  };
  const listenToWheel = () => {
    if (listening) return;
    root.addEventListener("wheel", onWheel, { passive: false });
    listening = true;
  };
  root.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "touch") listenToWheel();
  });
  root.addEventListener("pointerleave", () => {
    root.removeEventListener("wheel", onWheel);
    listening = false;
    pending = 0;
  });
  // The pointer may already rest on the widget when the script runs.
  if (root.matches(":hover")) listenToWheel();

  // Drag.
  square.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    const orbit = orbitAt(event.clientX, event.clientY);
    drag = {
      pointerId: event.pointerId,
      orbit,
      startY: event.clientY,
      startAngle: angles[orbit] ?? 0,
      moved: false,
    };
  });
  square.addEventListener("pointermove", (event) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    if (!drag.moved) {
      if (Math.abs(event.clientY - drag.startY) < DRAG_THRESHOLD) return;
      drag.moved = true;
      square.setPointerCapture(event.pointerId);
      square.toggleAttribute("data-dragging", true);
    }
    setAngle(drag.orbit, dragAngle(drag.startAngle, drag.startY, event.clientY));
  });
  const endDrag = (event: PointerEvent) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    if (drag.moved && event.type === "pointerup") {
      // The click that follows the release is the end of a drag, not a press on a tag.
      dragJustEnded = true;
      setTimeout(() => {
        dragJustEnded = false;
      }, 0);
    }
    drag = null;
    square.removeAttribute("data-dragging");
  };
  square.addEventListener("pointerup", endDrag);
  square.addEventListener("pointercancel", endDrag);
  // Chromium takes the touch-action of an SVG shape from its <svg> box, which covers the whole
  // square and must let the page scroll: a finger put on a ring itself is kept from panning here.
  square.addEventListener(
    "touchstart",
    (event) => {
      if (event.target instanceof SVGCircleElement) event.preventDefault();
    },
    { passive: false },
  );
}

/** The card rendered for the first tool (features/landing/vendor-card), with another's figures. */
function fillVendorCard(card: DocumentFragment, vendor: AiVendor): DocumentFragment {
  for (const field of card.querySelectorAll<HTMLElement>("[data-vendor-field]")) {
    const name = field.dataset.vendorField as "name" | "category" | "expertise" | VendorMetric;
    field.textContent = String(vendor[name]);
  }
  for (const bar of card.querySelectorAll<HTMLElement>("[data-vendor-bar]")) {
    bar.style.transform = `scaleX(${vendor[bar.dataset.vendorBar as VendorMetric] / 100})`;
  }
  for (const item of card.querySelectorAll<HTMLElement>("[data-vendor-use-case]")) {
    item.textContent = vendor.useCases[Number(item.dataset.vendorUseCase)] ?? "";
  }
  return card;
}

const connected = new WeakSet<Element>();

export function start(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-landing-widget="orbit"]')) {
    if (connected.has(root)) continue;
    connected.add(root);
    connect(root);
  }
}
