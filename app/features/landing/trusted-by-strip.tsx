import type { TrustedCompany, WordmarkGlyph, WordmarkStyle } from "~/content/landing/trusted-by";
import { cn } from "~/lib/utils";
import { MotionToggle } from "./motion-toggle";

const styleClasses: Record<WordmarkStyle, string> = {
  geometric: "text-xl font-bold tracking-tight",
  serif: "font-serif text-[1.35rem] font-semibold italic",
  mono: "font-mono text-xl font-semibold tracking-tight",
  rounded: "text-xl font-extrabold tracking-tight lowercase",
  condensed: "text-xl font-black uppercase tracking-tighter",
  italic: "text-xl font-semibold italic tracking-tight",
  spaced: "text-base font-semibold uppercase tracking-[0.3em]",
};

function Glyph({ glyph }: { glyph: WordmarkGlyph }) {
  if (glyph === "none") return null;
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 shrink-0 fill-current">
      {glyph === "circle" ? <circle cx="10" cy="10" r="8" /> : null}
      {glyph === "square" ? <rect x="3" y="3" width="14" height="14" rx="3" /> : null}
      {glyph === "triangle" ? <path d="M10 2.5 18 17H2z" /> : null}
      {glyph === "diamond" ? <path d="M10 1.5 18.5 10 10 18.5 1.5 10z" /> : null}
      {glyph === "ring" ? (
        <circle cx="10" cy="10" r="6.5" className="fill-none stroke-current" strokeWidth="3" />
      ) : null}
      {glyph === "bars" ? (
        <>
          <rect x="2" y="9" width="4" height="9" rx="1" />
          <rect x="8" y="5" width="4" height="13" rx="1" />
          <rect x="14" y="2" width="4" height="16" rx="1" />
        </>
      ) : null}
    </svg>
  );
}

function Wordmarks({ companies, copy }: { companies: readonly TrustedCompany[]; copy?: boolean }) {
  return (
    <ul
      aria-hidden={copy ? true : undefined}
      className={cn(
        "lp-marquee-list flex shrink-0 items-center gap-x-14 gap-y-6 pr-14",
        copy && "lp-motion-copy",
      )}
    >
      {companies.map((company) => (
        <li
          key={company.name}
          className={cn(
            "flex items-center gap-2 whitespace-nowrap text-muted-foreground",
            styleClasses[company.style],
          )}
        >
          <Glyph glyph={company.glyph} />
          {company.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * Client wordmarks sliding past in a 20-second loop (text only, invented companies). No script
 * but the pause button's (islands/motion-toggle).
 */
export function TrustedByStrip({ companies }: { companies: readonly TrustedCompany[] }) {
  return (
    <section
      id="trusted-by"
      aria-labelledby="trusted-by-title"
      className="scroll-mt-16 border-y border-border bg-muted py-10"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex items-center justify-center gap-3">
          <h2
            id="trusted-by-title"
            className="text-center text-sm font-semibold tracking-wide text-muted-foreground"
          >
            Trusted by product teams from seed-stage startups to global enterprises
          </h2>
          <MotionToggle controls="trusted-by-motion" label="logo strip" />
        </div>
        <div id="trusted-by-motion" className="lp-pausable lp-fade-x mt-8 overflow-hidden">
          <div data-testid="trusted-by-track" className="lp-marquee-track flex w-max">
            <Wordmarks companies={companies} />
            <Wordmarks companies={companies} copy />
          </div>
        </div>
      </div>
    </section>
  );
}
