import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { orbitCount } from "~/content/landing/vendors";
import {
  DEGREES_PER_WHEEL_STEP,
  dragAngle,
  nearestOrbit,
  wheelDeltaPixels,
  wheelSteps,
} from "./orbit-math";

/** Orbit radii in percent of the widget's width, innermost first. */
export const ORBIT_RADII = [21, 28.5, 36, 43.5] as const;
/** A pointer must move this far (px) before a press on the widget becomes a drag. */
const DRAG_THRESHOLD = 4;

interface DragState {
  pointerId: number;
  orbit: number;
  startY: number;
  startAngle: number;
  moved: boolean;
}

/**
 * The orbits' angles and the input that turns them: drag (half the vertical pointer movement,
 * in degrees per pixel) and the wheel over the widget (10 degrees per step, the page kept still).
 * `square` is the orbits' box; `popup`, when open, turns orbits under the wheel too.
 */
export function useOrbitRotation(
  root: RefObject<HTMLDivElement | null>,
  square: RefObject<HTMLDivElement | null>,
  popup: RefObject<HTMLDivElement | null>,
) {
  const [angles, setAngles] = useState<number[]>(() => Array(orbitCount).fill(0));
  const anglesRef = useRef(angles);
  anglesRef.current = angles;
  const [dragging, setDragging] = useState(false);
  const dragRef = useRef<DragState | null>(null);
  const suppressClick = useRef(false);

  const rotate = useCallback((orbit: number, delta: number) => {
    setAngles((current) =>
      current.map((angle, index) => (index === orbit ? angle + delta : angle)),
    );
  }, []);

  /** The orbit nearest to a point on the screen. */
  const orbitAt = useCallback(
    (clientX: number, clientY: number) => {
      const box = square.current;
      if (!box) return 0;
      const rect = box.getBoundingClientRect();
      const radii = ORBIT_RADII.map((radius) => (radius / 100) * rect.width);
      return nearestOrbit(
        clientX - (rect.left + rect.width / 2),
        clientY - (rect.top + rect.height / 2),
        radii,
      );
    },
    [square],
  );

  // Wheel: a non-passive listener, attached only while a mouse or pen is over the widget, so
  // scrolling elsewhere stays passive. Over the orbits (or an open popup) it turns the nearest
  // orbit and keeps the page still.
  useEffect(() => {
    const widget = root.current;
    const box = square.current;
    if (!widget || !box) return;
    let pending = 0;
    let listening = false;
    const onWheel = (event: WheelEvent) => {
      const target = event.target as Node;
      if (!box.contains(target) && !popup.current?.contains(target)) return;
      if (event.ctrlKey) return; // pinch-zoom and browser zoom stay the browser's
      event.preventDefault();
      const result = wheelSteps(pending, wheelDeltaPixels(event.deltaY, event.deltaMode));
      pending = result.pending;
      if (result.steps !== 0) {
        rotate(orbitAt(event.clientX, event.clientY), result.steps * DEGREES_PER_WHEEL_STEP);
      }
    };
    const listen = () => {
      if (listening) return;
      widget.addEventListener("wheel", onWheel, { passive: false });
      listening = true;
    };
    const stop = () => {
      widget.removeEventListener("wheel", onWheel);
      listening = false;
      pending = 0;
    };
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType !== "touch") listen();
    };
    widget.addEventListener("pointerenter", onEnter);
    widget.addEventListener("pointerleave", stop);
    // The pointer may already rest on the widget when the page becomes interactive.
    if (widget.matches(":hover")) listen();
    return () => {
      widget.removeEventListener("pointerenter", onEnter);
      widget.removeEventListener("pointerleave", stop);
      stop();
    };
  }, [root, square, popup, rotate, orbitAt]);

  // Drag.
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || popup.current?.contains(event.target as Node)) return;
    const orbit = orbitAt(event.clientX, event.clientY);
    dragRef.current = {
      pointerId: event.pointerId,
      orbit,
      startY: event.clientY,
      startAngle: anglesRef.current[orbit] ?? 0,
      moved: false,
    };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    if (!drag.moved) {
      if (Math.abs(event.clientY - drag.startY) < DRAG_THRESHOLD) return;
      drag.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    }
    const angle = dragAngle(drag.startAngle, drag.startY, event.clientY);
    setAngles((current) => current.map((value, index) => (index === drag.orbit ? angle : value)));
  };
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    if (drag.moved && event.type === "pointerup") {
      // The click that follows the release is the end of a drag, not a press on a tag.
      suppressClick.current = true;
      setTimeout(() => {
        suppressClick.current = false;
      }, 0);
    }
    dragRef.current = null;
    setDragging(false);
  };

  return {
    angles,
    rotate,
    dragging,
    /** Whether a pointer is turning an orbit now (hover popups wait). */
    isDragging: () => Boolean(dragRef.current?.moved),
    /** Whether the click now arriving ends a drag rather than pressing a tag. */
    isDragEnd: () => suppressClick.current,
    dragHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
    },
  };
}
