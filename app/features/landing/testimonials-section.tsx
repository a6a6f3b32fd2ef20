import type { Testimonial } from "~/content/landing/testimonials";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { MotionToggle } from "./motion-toggle";
import { splitIntoColumns, testimonialColumns } from "./testimonial-columns";

/** Columns shown per screen width: 1 on phones, 2 from 640 px, 3 from 1024 px, 4 from 1280 px. */
const columnVisibility = ["block", "hidden sm:block", "hidden lg:block", "hidden xl:block"];

/** lucide's star, drawn once per page and reused by every rating (see Stars). */
const starPath =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
const starSymbolId = "lp-star";

function StarSymbol() {
  return (
    <svg aria-hidden="true" className="absolute size-0">
      <symbol id={starSymbolId} viewBox="0 0 24 24">
        <path d={starPath} />
      </symbol>
    </svg>
  );
}

/**
 * A rating's stars as one small SVG that reuses the page's star symbol: the look of five
 * 16 px lucide stars 2 px apart, at a tenth of the markup (34 cards carry one each).
 */
function Stars({ rating }: { rating: number }) {
  const count = Math.max(0, Math.min(5, Math.round(rating)));
  if (count === 0) return null;
  // One star is 24 units drawn at 16 px; the 2 px gap is 3 units.
  return (
    <svg
      aria-hidden="true"
      width={count * 18 - 2}
      height={16}
      viewBox={`0 0 ${count * 27 - 3} 24`}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stars in a fixed order
        <use key={index} href={`#${starSymbolId}`} x={index * 27} width={24} height={24} />
      ))}
    </svg>
  );
}

function Avatar({ image }: { image: Testimonial["image"] }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white"
      style={{
        backgroundImage: `linear-gradient(135deg, hsl(${image.hue} 65% 34%), hsl(${(image.hue + 40) % 360} 60% 26%))`,
      }}
    >
      {image.initials}
    </span>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="rounded-3xl border border-border bg-card p-6 shadow-sm">
      <div
        className="flex gap-0.5 text-amber-500"
        role="img"
        aria-label={`Rated ${testimonial.rating} out of 5`}
      >
        <Stars rating={testimonial.rating} />
      </div>
      <blockquote className="mt-4 text-sm leading-relaxed text-foreground">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <dl className="mt-4 flex flex-wrap gap-1.5 text-[11px]">
        {(
          [
            ["Project", testimonial.projectType],
            ["Duration", testimonial.duration],
            ["Savings", testimonial.savings],
          ] as const
        ).map(([label, value]) => (
          <div
            key={label}
            className={cn(
              "flex gap-1 rounded-full px-2 py-0.5",
              label === "Savings"
                ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
                : "bg-muted text-muted-foreground",
            )}
          >
            <dt className="sr-only">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-border pt-4">
        <Avatar image={testimonial.image} />
        <div className="min-w-0">
          <p className="text-sm font-semibold">{testimonial.name}</p>
          <p className="text-xs text-muted-foreground">{testimonial.role}</p>
        </div>
      </figcaption>
    </figure>
  );
}

/**
 * Four auto-scrolling columns (15, 19, 17 and 21 seconds per loop) holding 5, 5, 4 and 3 of the
 * first 17 testimonials. Each column is its list twice, moved up by half its height per loop; the
 * second copy is hidden from assistive technology. islands/testimonials.ts adds the copies when
 * the section comes near the screen (the columns start moving then, see landing.css): they are
 * half of the section's markup, and without script the columns stand still and need none.
 */
export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const columns = splitIntoColumns(
    testimonials,
    testimonialColumns.map((column) => column.size),
  );
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-16 overflow-hidden py-20 sm:py-28"
    >
      <StarSymbol />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">Testimonials</p>
          <h2
            id="testimonials-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Engineering leaders ship faster with {site.name}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Rated {site.review.rating}/{site.review.bestRating} from {site.review.reviewCount}{" "}
            reviews by the teams we build with.
          </p>
        </div>

        <div className="mt-6 flex justify-center">
          <MotionToggle controls="testimonial-columns" label="testimonials" />
        </div>
        <div
          id="testimonial-columns"
          data-testid="testimonial-columns"
          data-landing-widget="testimonials"
          className="lp-pausable lp-column-viewport lp-fade-y mt-8 grid h-[46rem] grid-cols-1 items-start gap-6 overflow-hidden sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {columns.map((column, index) => {
            const spec = testimonialColumns[index];
            return (
              <div
                key={spec?.durationSeconds ?? index}
                data-testid="testimonial-column"
                className={columnVisibility[index]}
              >
                <div
                  className="lp-column-track"
                  style={{ animationDuration: `${spec?.durationSeconds ?? 20}s` }}
                >
                  <ul aria-label={`Testimonials, column ${index + 1}`} className="space-y-6 pb-6">
                    {column.map((testimonial) => (
                      <li key={testimonial.name}>
                        <TestimonialCard testimonial={testimonial} />
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
