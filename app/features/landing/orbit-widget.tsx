import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useRef,
  useState,
} from "react";
import { type AiVendor, orbitCount, orbitNames, tagsPerOrbit } from "~/content/landing/vendors";
import { cn } from "~/lib/utils";
import { MotionToggle } from "./motion-toggle";
import { keyRotation, tagAngles } from "./orbit-math";
import { OrbitRings } from "./orbit-rings";
import { splitIntoColumns } from "./testimonial-columns";
import { useOrbitPopup } from "./use-orbit-popup";
import { ORBIT_RADII, useOrbitRotation } from "./use-orbit-rotation";
import { VendorCard } from "./vendor-card";

/**
 * Angle of each orbit's first tag. With these offsets, the radii in ORBIT_RADII and the tag order in
 * app/content/landing/vendors.ts, no two tags (nor a tag and the hub) overlap at any angle of
 * the automatic rotation, from phone to desktop widths (found by a small search over layouts).
 */
const ORBIT_OFFSETS = [0, 55, 25, 85] as const;
/**
 * Seconds per revolution of the automatic rotation. All orbits turn together, so the layout
 * stays free of overlaps; the visitor turns single orbits by dragging, wheel or keys.
 */
const ORBIT_SECONDS = 90;
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
  const [paused, setPaused] = useState(false);
  const [activeId, setActiveId] = useState(vendors[0]?.id ?? "");
  const rootRef = useRef<HTMLDivElement>(null);
  const squareRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const tagRefs = useRef(new Map<string, HTMLButtonElement>());
  const { angles, rotate, dragging, isDragging, isDragEnd, dragHandlers } = useOrbitRotation(
    rootRef,
    squareRef,
    popupRef,
  );
  const { open, setOpen, position, cancelClose, scheduleClose } = useOrbitPopup({
    root: rootRef,
    square: squareRef,
    popup: popupRef,
    tags: tagRefs,
    angles,
  });
  // A fixed id, not useId: the widget hydrates as its own root on the static landing page
  // (ADR 069), where useId would not give the ids the server rendered in the whole page.
  const baseId = "orbit";
  const popupId = `${baseId}-popup`;
  const hintId = `${baseId}-hint`;
  const titleId = `${baseId}-title`;

  const orbitOf = (id: string) =>
    orbits.findIndex((orbit) => orbit.some((vendor) => vendor.id === id));
  const openVendor = open ? vendors.find((vendor) => vendor.id === open.id) : undefined;

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
      if (event.pointerType === "touch" || isDragging()) return;
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
      if (isDragEnd()) return;
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
        {...dragHandlers}
        className={cn(
          "relative aspect-square w-full select-none",
          dragging ? "cursor-grabbing" : "cursor-grab",
        )}
      >
        <OrbitRings glowId={`${baseId}-glow`} />

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
