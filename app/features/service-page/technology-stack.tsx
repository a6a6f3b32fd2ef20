import {
  ArchiveIcon,
  BadgeCheckIcon,
  BuildingIcon,
  FlameIcon,
  type LucideIcon,
  ShieldCheckIcon,
  SparklesIcon,
  SproutIcon,
  TrendingUpIcon,
} from "lucide-react";
import { HeadedSection } from "~/components/marketing-blocks";
import type { TechnologyStack } from "~/content/service-pages/types";
import {
  type TechnologyTrend,
  type TechnologyTrendIcon,
  technologyTrendLegend,
  technologyTrends,
} from "~/content/technology-trends";
import { cn } from "~/lib/utils";
import { ServiceIcon } from "./icons";

const trendIcons: Record<TechnologyTrendIcon, LucideIcon> = {
  flame: FlameIcon,
  "trending-up": TrendingUpIcon,
  sprout: SproutIcon,
  sparkles: SparklesIcon,
  "shield-check": ShieldCheckIcon,
  archive: ArchiveIcon,
  "badge-check": BadgeCheckIcon,
  building: BuildingIcon,
};

/** A trend label: its symbol and its name on its colour (never colour alone). */
export function TrendBadge({ trend }: { trend: TechnologyTrend }) {
  const label = technologyTrends[trend];
  const Icon = trendIcons[label.icon];
  return (
    <span
      title={label.meaning}
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
        label.className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {label.trend}
    </span>
  );
}

/** The stack's layers in the spec's order, with their headings. */
export const stackLayers = [
  ["dataSources", "Data Sources"],
  ["processing", "Processing"],
  ["storage", "Storage"],
  ["analytics", "Analytics"],
  ["visualization", "Visualization"],
] as const satisfies ReadonlyArray<readonly [keyof TechnologyStack, string]>;

/** The technology stack in five layers, each item with type, trend and popularity, and the legend. */
export function TechnologyStackLayers({ stack }: { stack: TechnologyStack | undefined }) {
  if (!stack) return null;
  return (
    <HeadedSection
      id="technology-stack"
      headingId="service-stack-title"
      eyebrow="Technology stack"
      title="Our Technology Stack"
      intro="The tools we use in each layer, with how their adoption is moving."
    >
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {stackLayers.map(([key, heading]) => (
          <div key={key} className="rounded-3xl border border-border bg-card p-5">
            <h3 className="font-semibold">{heading}</h3>
            <ul className="mt-4 space-y-3">
              {stack[key].map((item) => (
                <li key={item.name} className="rounded-xl border border-border p-3">
                  <div className="flex items-center gap-2">
                    <ServiceIcon name={item.icon} className="size-4 text-muted-foreground" />
                    <span className="font-medium">{item.name}</span>
                  </div>
                  <p className="mt-1 text-xs text-muted-foreground">{item.type}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <TrendBadge trend={item.trend} />
                    <span className="text-xs text-muted-foreground">
                      {item.popularity} popularity
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mt-10 rounded-3xl border border-border bg-card p-6">
        <h3 className="font-semibold">Trend legend</h3>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {technologyTrendLegend.map((label) => (
            <div key={label.trend}>
              <dt>
                <TrendBadge trend={label.trend} />
              </dt>
              <dd className="mt-1 text-xs text-muted-foreground">{label.meaning}</dd>
            </div>
          ))}
        </dl>
      </div>
    </HeadedSection>
  );
}
