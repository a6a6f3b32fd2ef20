import { ArrowRightIcon, CheckCircle2Icon, ChevronDownIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { JsonLdObject } from "~/components/json-ld";
import type { Faq } from "~/content/faq";
import { cn } from "~/lib/utils";

/** The shared width and side padding of page content. */
export const container = "mx-auto w-full max-w-7xl px-4 sm:px-6";

/** A section's small label, heading and lead paragraph. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  children,
  align = "center",
  className,
}: {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "center" | "start";
  className?: string;
}) {
  return (
    <div
      className={cn(
        "max-w-3xl",
        align === "center" ? "mx-auto text-center" : "text-left",
        className,
      )}
    >
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
      >
        {title}
      </h2>
      {children ? (
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{children}</p>
      ) : null}
    </div>
  );
}

/**
 * Questions as native disclosures (<details>/<summary>): operable by keyboard and announced as
 * expandable by screen readers, with no JavaScript; the browser's find-in-page opens them too.
 */
export function FaqList({ faqs, className }: { faqs: readonly Faq[]; className?: string }) {
  return (
    <div
      className={cn("divide-y divide-border rounded-2xl border border-border bg-card", className)}
    >
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left text-base font-semibold hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:px-6 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDownIcon
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <div className="px-5 pb-6 text-muted-foreground sm:px-6">
            <p className="text-pretty">{faq.answer}</p>
            {faq.link ? (
              <Link
                to={faq.link.href}
                className="mt-3 inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {faq.link.label}
                <ArrowRightIcon className="size-4" aria-hidden="true" />
              </Link>
            ) : null}
          </div>
        </details>
      ))}
    </div>
  );
}

/** schema.org FAQPage structured data for a list of questions. */
export function faqJsonLd(faqs: readonly Faq[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** The closing call to action: a dark gradient band with a heading, a line and actions. */
export function CallToActionBand({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn(container, "py-16 sm:py-20")}>
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-indigo-700 via-violet-800 to-slate-900 px-6 py-16 text-center text-white shadow-2xl sm:px-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 h-64 w-[40rem] -translate-x-1/2 rounded-full bg-fuchsia-400/30 blur-3xl"
        />
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-indigo-100">{children}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}

/** A light glow and grid behind a page's hero (decorative). */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-size-[56px_56px] mask-[radial-gradient(ellipse_at_top,black_25%,transparent_70%)] opacity-60" />
      <div className="absolute -top-40 left-1/2 h-[32rem] w-[56rem] -translate-x-1/2 rounded-full bg-linear-to-r from-indigo-400/30 via-violet-400/25 to-fuchsia-400/25 blur-3xl dark:from-indigo-600/25 dark:via-violet-600/20 dark:to-fuchsia-600/15" />
    </div>
  );
}

/** A page section of standard width and spacing, labelled by its header. */
export function HeadedSection({
  id,
  headingId,
  eyebrow,
  title,
  intro,
  children,
}: {
  /** The section's anchor, if the page links to it. */
  id?: string;
  headingId: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(container, "scroll-mt-20 py-20 sm:py-28")}
    >
      <SectionHeader id={headingId} eyebrow={eyebrow} title={title}>
        {intro}
      </SectionHeader>
      {children}
    </section>
  );
}

/**
 * A list of points with check marks: in two columns, or stacked (inside a card). `grid` replaces
 * the two columns' gap and column count.
 */
export function CheckList({
  items,
  stacked = false,
  grid = "gap-4 sm:grid-cols-2",
  className,
}: {
  items: readonly string[];
  stacked?: boolean;
  grid?: string;
  className?: string;
}) {
  return (
    <ul className={cn(stacked ? "space-y-3" : ["grid", grid], className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex", stacked ? "gap-2" : "gap-3")}>
          <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
