import { StarIcon } from "lucide-react";
import { useState } from "react";
import type { Testimonial } from "~/content/landing/testimonials";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { MotionToggle } from "./motion-toggle";
import { splitIntoColumns, testimonialColumns } from "./testimonial-columns";

/** Columns shown per screen width: 1 on phones, 2 from 640 px, 3 from 1024 px, 4 from 1280 px. */
const columnVisibility = ["block", "hidden sm:block", "hidden lg:block", "hidden xl:block"];

const starKeys = ["one", "two", "three", "four", "five"];

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
        {starKeys.slice(0, testimonial.rating).map((key) => (
          <StarIcon key={key} className="size-4 fill-current" aria-hidden="true" />
        ))}
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
 * second copy is hidden from assistive technology.
 */
export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [paused, setPaused] = useState(false);
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
          <MotionToggle paused={paused} onPausedChange={setPaused} label="testimonials" />
        </div>
        <div
          data-paused={paused ? "" : undefined}
          data-testid="testimonial-columns"
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
                  <ul aria-hidden="true" className="lp-motion-copy space-y-6 pb-6">
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
