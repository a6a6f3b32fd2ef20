import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { BrandMark } from "~/components/brand-mark";
import { type AiVendor, orbitCount, orbitNames, tagsPerOrbit } from "~/content/landing/vendors";
import { cn } from "~/lib/utils";
import { MotionToggle } from "./motion-toggle";
import {
  DEGREES_PER_WHEEL_STEP,
  dragAngle,
  keyRotation,
  nearestOrbit,
  tagAngles,
  wheelDeltaPixels,
  wheelSteps,
} from "./orbit-math";
import { splitIntoColumns } from "./testimonial-columns";

/** Orbit radii in percent of the widget's width, innermost first. */
const ORBIT_RADII = [21, 28.5, 36, 43.5] as const;
/**
 * Angle of each orbit's first tag. With these offsets, the radii above and the tag order in
 * app/content/landing/vendors.ts, no two tags (nor a tag and the hub) overlap at any angle of
 * the automatic rotation, from phone to desktop widths (found by a small search over layouts).
 */
const ORBIT_OFFSETS = [0, 55, 25, 85] as const;
/**
 * Seconds per revolution of the automatic rotation. All orbits turn together, so the layout
 * stays free of overlaps; the visitor turns single orbits by dragging, wheel or keys.
 */
const ORBIT_SECONDS = 90;
/** A pointer must move this far (px) before a press on the widget becomes a drag. */
const DRAG_THRESHOLD = 4;
/** Delay before a hover popup closes, so the pointer can travel from the tag into the popup. */
const CLOSE_DELAY_MS = 150;

interface PopupPosition {
  left: number;
  top: number;
}

interface DragState {
  pointerId: number;
  orbit: number;
  startY: number;
  startAngle: number;
  moved: boolean;
}

function Metric({ label, value, prefix = "" }: { label: string; value: number; prefix?: string }) {
  return (
    <div>
      <dt className="text-[11px] text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">
        {prefix}
        {value}%
      </dd>
      <div aria-hidden="true" className="mt-1 h-1 overflow-hidden rounded-full bg-muted">
        <div
          className="h-full origin-left rounded-full bg-primary"
          style={{ transform: `scaleX(${value / 100})` }}
        />
      </div>
    </div>
  );
}

function VendorCard({ vendor }: { vendor: AiVendor }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{vendor.name}</p>
          <p className="text-xs text-muted-foreground">{vendor.category}</p>
        </div>
        <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-[11px] font-medium whitespace-nowrap text-accent-foreground">
          Expertise: {vendor.expertise}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2.5">
        <Metric label="Productivity boost" value={vendor.productivityBoost} prefix="+" />
        <Metric label="Code quality" value={vendor.codeQuality} />
        <Metric label="Time savings" value={vendor.timeSavings} />
        <Metric label="Cost reduction" value={vendor.costReduction} />
      </dl>
      <p className="mt-3 text-[11px] font-medium text-muted-foreground">Use cases</p>
      <ul className="mt-1 flex flex-wrap gap-1">
        {vendor.useCases.map((useCase) => (
          <li key={useCase} className="rounded-md border border-border px-1.5 py-0.5 text-[11px]">
            {useCase}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-[10px] text-muted-foreground">
        Quillstack project averages, not vendor claims.
      </p>
    </>
  );
}

/**
 * The hero's orbit widget: AI tools on four orbits of four tags (the rest listed below it).
 * - Hover or focus a tag for its figures; Escape closes the popup; a click or tap pins it.
 * - Drag an orbit: it turns by half the vertical pointer movement (degrees per pixel).
 * - Wheel over the widget: the orbit under the pointer turns 10 degrees per step, and the page
 *   does not scroll (the non-passive wheel listener exists only while the pointer is over it).
 * - Keyboard: one tab stop; Left/Right turn the focused tag's orbit 10 degrees, Up/Down move
 *   between tools.
 * The automatic rotation is CSS; it pauses on hover, focus, an open popup or the pause button,
 * and does not run under reduced motion.
 */
export function OrbitWidget({ vendors }: { vendors: readonly AiVendor[] }) {
  const orbits = splitIntoColumns(vendors, Array(orbitCount).fill(tagsPerOrbit));
  const extras = vendors.slice(orbitCount * tagsPerOrbit);
  const [angles, setAngles] = useState<number[]>(() => Array(orbitCount).fill(0));
  const anglesRef = useRef(angles);
  anglesRef.current = angles;
  const [paused, setPaused] = useState(false);
  const [open, setOpen] = useState<{ id: string; pinned: boolean } | null>(null);
  const [position, setPosition] = useState<PopupPosition | null>(null);
  const [activeId, setActiveId] = useState(vendors[0]?.id ?? "");
  const [dragging, setDragging] = useState(false);

  const rootRef = useRef<HTMLDivElement>(null);
  const squareRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const tagRefs = useRef(new Map<string, HTMLButtonElement>());
  const dragRef = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const baseId = useId();
  const popupId = `${baseId}-popup`;
  const hintId = `${baseId}-hint`;
  const titleId = `${baseId}-title`;

  const orbitOf = (id: string) =>
    orbits.findIndex((orbit) => orbit.some((vendor) => vendor.id === id));
  const openVendor = open ? vendors.find((vendor) => vendor.id === open.id) : undefined;

  const rotate = useCallback((orbit: number, delta: number) => {
    setAngles((current) =>
      current.map((angle, index) => (index === orbit ? angle + delta : angle)),
    );
  }, []);

  /** The orbit nearest to a point on the screen. */
  const orbitAt = useCallback((clientX: number, clientY: number) => {
    const square = squareRef.current;
    if (!square) return 0;
    const rect = square.getBoundingClientRect();
    const radii = ORBIT_RADII.map((radius) => (radius / 100) * rect.width);
    return nearestOrbit(
      clientX - (rect.left + rect.width / 2),
      clientY - (rect.top + rect.height / 2),
      radii,
    );
  }, []);

  // Wheel: a non-passive listener, attached only while a mouse or pen is over the widget, so
  // scrolling elsewhere stays passive. Over the orbits (or an open popup) it turns the nearest
  // orbit and keeps the page still.
  useEffect(() => {
    const root = rootRef.current;
    const square = squareRef.current;
    if (!root || !square) return;
    let pending = 0;
    let listening = false;
    const onWheel = (event: WheelEvent) => {
      const target = event.target as Node;
      if (!square.contains(target) && !popupRef.current?.contains(target)) return;
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
      root.addEventListener("wheel", onWheel, { passive: false });
      listening = true;
    };
    const stop = () => {
      root.removeEventListener("wheel", onWheel);
      listening = false;
      pending = 0;
    };
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType !== "touch") listen();
    };
    root.addEventListener("pointerenter", onEnter);
    root.addEventListener("pointerleave", stop);
    // The pointer may already rest on the widget when the page becomes interactive.
    if (root.matches(":hover")) listen();
    return () => {
      root.removeEventListener("pointerenter", onEnter);
      root.removeEventListener("pointerleave", stop);
      stop();
    };
  }, [rotate, orbitAt]);

  // Drag.
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || popupRef.current?.contains(event.target as Node)) return;
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

  // Popup.
  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      setOpen((current) => (current?.pinned ? current : null));
    }, CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Escape closes the popup wherever focus is (WCAG 1.4.13); a press outside closes a pinned one.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") setOpen(null);
    };
    const onPointerDownOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDownOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDownOutside);
    };
  }, [open]);

  // Place the popup next to its tag, inside the widget's width, on the side facing the centre.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tag moves when its orbit turns
  useLayoutEffect(() => {
    if (!open) {
      setPosition(null);
      return;
    }
    const tag = tagRefs.current.get(open.id);
    const root = rootRef.current;
    const square = squareRef.current;
    const popup = popupRef.current;
    if (!tag || !root || !square || !popup) return;
    const tagRect = tag.getBoundingClientRect();
    const rootRect = root.getBoundingClientRect();
    const squareRect = square.getBoundingClientRect();
    const gap = 8;
    const width = popup.offsetWidth;
    const height = popup.offsetHeight;
    const tagCentreX = tagRect.left + tagRect.width / 2 - rootRect.left;
    const below = tagRect.top + tagRect.height / 2 < squareRect.top + squareRect.height / 2;
    setPosition({
      left: Math.min(Math.max(tagCentreX - width / 2, 0), Math.max(rootRect.width - width, 0)),
      top: below ? tagRect.bottom - rootRect.top + gap : tagRect.top - rootRect.top - height - gap,
    });
  }, [open, angles]);

  const allIds = vendors.map((vendor) => vendor.id);
  const focusTag = (id: string) => {
    setActiveId(id);
    tagRefs.current.get(id)?.focus();
  };

  const onTagKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const orbit = orbitOf(id);
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      const delta = keyRotation(event.key);
      if (orbit >= 0 && delta !== null) rotate(orbit, delta);
      return;
    }
    const index = allIds.indexOf(id);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusTag(allIds[(index + move + allIds.length) % allIds.length] ?? id);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      focusTag((event.key === "Home" ? allIds[0] : allIds.at(-1)) ?? id);
    }
  };

  const tagProps = (vendor: AiVendor) => ({
    ref: (element: HTMLButtonElement | null) => {
      if (element) tagRefs.current.set(vendor.id, element);
      else tagRefs.current.delete(vendor.id);
    },
    type: "button" as const,
    tabIndex: vendor.id === activeId ? 0 : -1,
    "aria-describedby": open?.id === vendor.id ? popupId : undefined,
    "data-open": open?.id === vendor.id ? "" : undefined,
    onPointerEnter: (event: ReactPointerEvent) => {
      if (event.pointerType === "touch" || dragRef.current?.moved) return;
      cancelClose();
      setOpen((current) =>
        current?.pinned && current.id !== vendor.id ? current : { id: vendor.id, pinned: false },
      );
    },
    onPointerLeave: scheduleClose,
    onFocus: () => {
      setActiveId(vendor.id);
      cancelClose();
      setOpen((current) =>
        current?.id === vendor.id ? current : { id: vendor.id, pinned: false },
      );
    },
    onBlur: (event: FocusEvent) => {
      if (popupRef.current?.contains(event.relatedTarget as Node)) return;
      setOpen((current) => (current?.id === vendor.id ? null : current));
    },
    onClick: () => {
      if (suppressClick.current) return;
      setOpen((current) =>
        current?.id === vendor.id && current.pinned ? null : { id: vendor.id, pinned: true },
      );
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onTagKeyDown(event, vendor.id),
  });

  const tagClass =
    "rounded-full border border-border bg-card px-2 py-[3px] text-[10px] font-medium whitespace-nowrap text-foreground shadow-sm transition-colors select-none hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[open]:border-primary data-[open]:bg-accent data-[open]:text-accent-foreground sm:px-2.5 sm:py-1 sm:text-xs";

  return (
    // biome-ignore lint/a11y/useSemanticElements: buttons outside a form; no fieldset
    <div
      ref={rootRef}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      data-paused={paused || open ? "" : undefined}
      className="lp-pausable relative mx-auto w-full max-w-[34rem]"
    >
      <p id={titleId} className="sr-only">
        AI tools our engineers work with
      </p>
      <div
        ref={squareRef}
        data-testid="orbit-widget"
        data-dragging={dragging ? "" : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className={cn(
          "relative aspect-square w-full select-none",
          dragging ? "cursor-grabbing" : "cursor-grab",
        )}
      >
        {/* Rings: drawn in a 100x100 box; the wide transparent strokes are where a touch drags. */}
        <svg
          viewBox="0 0 100 100"
          aria-hidden="true"
          className="absolute inset-0 size-full overflow-visible"
        >
          <defs>
            <radialGradient id={`${baseId}-glow`}>
              <stop offset="0%" stopColor="var(--primary)" stopOpacity="0.22" />
              <stop offset="100%" stopColor="var(--primary)" stopOpacity="0" />
            </radialGradient>
          </defs>
          <circle cx="50" cy="50" r="30" fill={`url(#${baseId}-glow)`} />
          {ORBIT_RADII.map((radius, index) => (
            <circle
              key={radius}
              cx="50"
              cy="50"
              r={radius}
              fill="none"
              className="stroke-border"
              strokeWidth="0.35"
              strokeDasharray={index % 2 === 1 ? "1.2 1.2" : undefined}
            />
          ))}
          {ORBIT_RADII.map((radius) => (
            <circle
              key={`hit-${radius}`}
              cx="50"
              cy="50"
              r={radius}
              fill="none"
              stroke="transparent"
              strokeWidth="7"
              pointerEvents="stroke"
              className="touch-none"
            />
          ))}
        </svg>

        <div
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 flex size-[20%] -translate-x-1/2 -translate-y-1/2 flex-col items-center justify-center rounded-full border border-border bg-card shadow-lg"
        >
          <BrandMark className="size-[38%]" />
          <span className="mt-1 text-[9px] font-semibold tracking-wide text-muted-foreground uppercase sm:text-[10px]">
            AI-trained
          </span>
        </div>

        {orbits.map((orbit, orbitIndex) => {
          const radius = ORBIT_RADII[orbitIndex] ?? 0;
          const angle = angles[orbitIndex] ?? 0;
          const positions = tagAngles(ORBIT_OFFSETS[orbitIndex] ?? 0, orbit.length);
          return (
            <div
              key={orbitNames[orbitIndex]}
              className="pointer-events-none absolute"
              style={{
                left: `${50 - radius}%`,
                top: `${50 - radius}%`,
                width: `${radius * 2}%`,
                height: `${radius * 2}%`,
              }}
            >
              {/* biome-ignore lint/a11y/useSemanticElements: buttons outside a form; no fieldset */}
              <div
                role="group"
                aria-label={`Orbit ${orbitIndex + 1}: ${orbitNames[orbitIndex]}`}
                data-orbit={orbitIndex}
                data-angle={angle}
                className="lp-rotor size-full"
                style={{ transform: `rotate(${angle}deg)` }}
              >
                <div
                  className="lp-orbit-spin relative size-full"
                  style={{ animationDuration: `${ORBIT_SECONDS}s` }}
                >
                  {orbit.map((vendor, tagIndex) => {
                    const theta = ((positions[tagIndex] ?? 0) * Math.PI) / 180;
                    return (
                      <div
                        key={vendor.id}
                        className="lp-rotor absolute"
                        style={{
                          left: `${50 + 50 * Math.cos(theta)}%`,
                          top: `${50 + 50 * Math.sin(theta)}%`,
                          transform: `translate(-50%, -50%) rotate(${-angle}deg)`,
                        }}
                      >
                        <div
                          className="lp-orbit-counter-spin"
                          style={{ animationDuration: `${ORBIT_SECONDS}s` }}
                        >
                          <button
                            {...tagProps(vendor)}
                            className={cn(tagClass, "pointer-events-auto touch-none")}
                          >
                            {vendor.name}
                          </button>
                        </div>
                      </div>
                    );
                  })}
                </div>
              </div>
            </div>
          );
        })}
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <span className="text-xs text-muted-foreground">Also:</span>
        {/* biome-ignore lint/a11y/useSemanticElements: buttons outside a form; no fieldset */}
        <div role="group" aria-label="More AI tools" className="contents">
          {extras.map((vendor) => (
            <button key={vendor.id} {...tagProps(vendor)} className={tagClass}>
              {vendor.name}
            </button>
          ))}
        </div>
        <MotionToggle paused={paused} onPausedChange={setPaused} label="orbit animation" />
      </div>
      <p id={hintId} className="mt-2 text-center text-xs text-muted-foreground">
        Drag or scroll over an orbit to turn it. With the keyboard, Left and Right arrows turn it
        and Up and Down arrows switch tools.
      </p>

      {openVendor ? (
        <div
          ref={popupRef}
          id={popupId}
          role="tooltip"
          data-testid="vendor-popup"
          onPointerEnter={cancelClose}
          onPointerLeave={() => {
            if (!open?.pinned) scheduleClose();
          }}
          className={cn(
            "absolute z-30 w-72 max-w-full rounded-2xl border border-border bg-card p-4 text-left text-foreground shadow-xl",
            position ? "visible" : "invisible",
          )}
          style={position ? { left: position.left, top: position.top } : { left: 0, top: 0 }}
        >
          <VendorCard vendor={openVendor} />
        </div>
      ) : null}
    </div>
  );
}
