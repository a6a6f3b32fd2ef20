import { InertTemplate } from "~/components/inert-template";
import { serializeScriptJson } from "~/components/json-ld";
import { type AiVendor, orbitCount, orbitNames, tagsPerOrbit } from "~/content/landing/vendors";
import { cn } from "~/lib/utils";
import { ORBIT_RADII, tagAngles } from "./orbit-layout";
import { OrbitRings } from "./orbit-rings";
import { splitIntoColumns } from "./testimonial-columns";
import { VendorCard } from "./vendor-card";

/**
 * Angle of each orbit's first tag. With these offsets, the radii in ORBIT_RADII and the tag order in
 * app/content/landing/vendors.ts, no two tags (nor a tag and the hub) overlap at rest, nor with
 * the four orbits turned by any one angle, from phone to desktop widths (found by a small search
 * over layouts). The visitor turns single orbits by dragging, wheel or keys.
 */
const ORBIT_OFFSETS = [0, 55, 25, 85] as const;

const tagClass =
  "rounded-full border border-border bg-card px-2 py-[3px] text-[10px] font-medium whitespace-nowrap text-foreground shadow-sm transition-colors select-none hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[open]:border-primary data-[open]:bg-accent data-[open]:text-accent-foreground sm:px-2.5 sm:py-1 sm:text-xs";

/**
 * The hero's orbit widget: AI tools on four orbits of four tags (the rest listed below it), at
 * rest. islands/orbit.ts makes it live (no React, so the first screen needs none):
 * - Hover or focus a tag for its figures; Escape closes the popup; a click or tap pins it.
 * - Drag an orbit: it turns by half the vertical pointer movement (degrees per pixel).
 * - Wheel over the widget: the orbit under the pointer turns 10 degrees per step, and the page
 *   does not scroll (the non-passive wheel listener exists only while the pointer is over it).
 * - Keyboard: one tab stop; Left/Right turn the focused tag's orbit 10 degrees, Up/Down move
 *   between tools.
 * The orbits rest until the visitor turns one: no automatic rotation (ADR 100). The popup shows
 * a copy of the card in an inert `<template>` (ADR 084: not styled or laid out with the page),
 * filled with the tool's figures from the page's vendor data (ADR 100: one card, not twenty,
 * for the parser to build).
 */
export function OrbitWidget({ vendors }: { vendors: readonly AiVendor[] }) {
  const orbits = splitIntoColumns(vendors, Array(orbitCount).fill(tagsPerOrbit));
  const extras = vendors.slice(orbitCount * tagsPerOrbit);
  const firstId = vendors[0]?.id;
  const tagProps = (vendor: AiVendor) => ({
    type: "button" as const,
    tabIndex: vendor.id === firstId ? 0 : -1,
    "data-vendor": vendor.id,
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements: buttons outside a form; no fieldset
    <div
      id="orbit"
      role="group"
      aria-labelledby="orbit-title"
      aria-describedby="orbit-hint"
      data-landing-widget="orbit"
      className="relative mx-auto w-full max-w-[34rem]"
    >
      <p id="orbit-title" className="sr-only">
        AI tools our engineers work with
      </p>
      <div
        data-testid="orbit-widget"
        data-orbit-square
        className="relative aspect-square w-full cursor-grab select-none data-[dragging]:cursor-grabbing"
      >
        <OrbitRings glowId="orbit-glow" />

        {orbits.map((orbit, orbitIndex) => {
          const radius = ORBIT_RADII[orbitIndex] ?? 0;
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
                data-angle="0"
                className="lp-rotor relative size-full"
                style={{ transform: "rotate(0deg)" }}
              >
                {orbit.map((vendor, tagIndex) => {
                  const theta = ((positions[tagIndex] ?? 0) * Math.PI) / 180;
                  return (
                    <div
                      key={vendor.id}
                      data-tag-holder
                      className="lp-rotor absolute"
                      style={{
                        left: `${50 + 50 * Math.cos(theta)}%`,
                        top: `${50 + 50 * Math.sin(theta)}%`,
                        transform: "translate(-50%, -50%) rotate(0deg)",
                      }}
                    >
                      <button
                        {...tagProps(vendor)}
                        className={cn(tagClass, "pointer-events-auto touch-none")}
                      >
                        {vendor.name}
                      </button>
                    </div>
                  );
                })}
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
      </div>
      <p id="orbit-hint" className="mt-2 text-center text-xs text-muted-foreground">
        Drag or scroll over an orbit to turn it. With the keyboard, Left and Right arrows turn it
        and Up and Down arrows switch tools.
      </p>

      <div
        id="orbit-popup"
        role="tooltip"
        data-testid="vendor-popup"
        hidden
        className="absolute z-30 w-72 max-w-full rounded-2xl border border-border bg-card p-4 text-left text-foreground shadow-xl"
      />
      {vendors[0] ? (
        <InertTemplate data-vendor-card>
          <VendorCard vendor={vendors[0]} />
        </InertTemplate>
      ) : null}
      <script type="application/json" data-vendor-data suppressHydrationWarning>
        {serializeScriptJson(vendors)}
      </script>
    </div>
  );
}
