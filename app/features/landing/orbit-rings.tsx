import { BrandMark } from "~/components/brand-mark";
import { ORBIT_RADII } from "./orbit-layout";

/** The orbit widget's rings (with the wide transparent strokes a touch drags) and its hub. */
export function OrbitRings({ glowId }: { glowId: string }) {
  return (
    <>
      {/* Rings: drawn in a 100x100 box; the wide transparent strokes are where a touch drags. */}
      <svg
        viewBox="0 0 100 100"
        aria-hidden="true"
        className="absolute inset-0 size-full overflow-visible"
      >
        <defs>
          <radialGradient id={glowId}>
            <stop offset="0%" stopColor="var(--primary)" stopOpacity="0.22" />
            <stop offset="100%" stopColor="var(--primary)" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="50" cy="50" r="30" fill={`url(#${glowId})`} />
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
    </>
  );
}
