import { ArrowRightIcon, BotIcon, type LucideIcon, ShieldCheckIcon, ZapIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { HeroHighlight, HeroStat } from "~/content/landing/claims";
import { aiVendors } from "~/content/landing/vendors";
import { OrbitWidget } from "./orbit-widget";

const highlightIcons: Record<HeroHighlight["icon"], LucideIcon> = {
  zap: ZapIcon,
  "shield-check": ShieldCheckIcon,
  bot: BotIcon,
};

/**
 * The first screen: headline (the page's largest text and its LCP element, so no image competes
 * with it), the claims, the badge to /hire-talent, the email capture form, the link for talent
 * and the orbit widget.
 */
export function Hero({
  highlights,
  stats,
  leadForm,
}: {
  highlights: readonly HeroHighlight[];
  stats: readonly HeroStat[];
  /** The email capture form (owned by the leads feature). */
  leadForm: ReactNode;
}) {
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      data-island="landing"
      className="relative isolate scroll-mt-16 overflow-hidden"
    >
      {/* Backdrop: a soft glow and a faint grid, pure CSS. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_-10%,color-mix(in_oklab,var(--primary)_16%,transparent),transparent_70%),radial-gradient(40rem_30rem_at_0%_100%,color-mix(in_oklab,#8b5cf6_10%,transparent),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,#000_20%,transparent_70%)] bg-[size:3.5rem_3.5rem] opacity-60"
      />

      <div className="mx-auto grid max-w-7xl items-center gap-x-12 gap-y-14 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:pt-20 lg:pb-20 lg:short:items-start lg:short:pt-8">
        <div>
          <Link
            to="/hire-talent"
            className="group inline-flex items-center gap-2 rounded-full border border-border bg-background/80 py-1 pr-3 pl-1 text-sm font-medium shadow-sm backdrop-blur transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-primary-foreground">
              Hire talent
            </span>
            Top 3% talent in 48 hours
            <ArrowRightIcon
              className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </Link>

          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl lg:short:mt-4 lg:short:text-5xl"
          >
            AI-trained developers, <span className="text-primary">matched in 48 hours</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground lg:short:mt-4">
            Hire from the top 3% of pre-vetted remote engineers, backed by 24/7 AI agents. Ship with
            3x faster development and 99% quality assurance at about 60% lower cost.
          </p>

          <ul className="mt-6 flex flex-wrap gap-2 lg:short:mt-4" aria-label="Why Quillstack">
            {highlights.map((highlight) => {
              const Icon = highlightIcons[highlight.icon];
              return (
                <li
                  key={highlight.label}
                  className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-sm"
                >
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  <span>
                    <strong className="font-semibold">{highlight.value}</strong> {highlight.label}
                  </span>
                </li>
              );
            })}
          </ul>

          <div className="mt-8 max-w-xl lg:short:mt-6">{leadForm}</div>

          <p className="mt-5 text-sm text-muted-foreground">
            Are you a developer?{" "}
            <Link
              to="/careers"
              className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              Apply as Talent
              <ArrowRightIcon className="size-3.5" aria-hidden="true" />
            </Link>
          </p>
        </div>

        <OrbitWidget vendors={aiVendors} />
      </div>

      <div className="border-t border-border bg-background/60 backdrop-blur">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-6 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:grid-cols-5">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse text-center last:col-span-2 sm:last:col-span-1"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-2xl font-bold tracking-tight sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
