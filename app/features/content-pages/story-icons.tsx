import {
  BadgeCheckIcon,
  EyeIcon,
  FactoryIcon,
  GraduationCapIcon,
  HandshakeIcon,
  HeartPulseIcon,
  InfinityIcon,
  LandmarkIcon,
  LightbulbIcon,
  type LucideIcon,
  ScaleIcon,
  ShoppingBagIcon,
  TruckIcon,
} from "lucide-react";
import type { ImpactStat, StoryIcon } from "~/content/about/our-story";
import { cn } from "~/lib/utils";

export const storyIcons: Record<StoryIcon, LucideIcon> = {
  "heart-pulse": HeartPulseIcon,
  landmark: LandmarkIcon,
  "shopping-bag": ShoppingBagIcon,
  "graduation-cap": GraduationCapIcon,
  truck: TruckIcon,
  factory: FactoryIcon,
  handshake: HandshakeIcon,
  scale: ScaleIcon,
  "badge-check": BadgeCheckIcon,
  eye: EyeIcon,
  infinity: InfinityIcon,
  lightbulb: LightbulbIcon,
};

/** A card with an icon tile, a title and a description; children add more below. */
export function IconCard({
  icon,
  title,
  description,
  children,
}: {
  icon: StoryIcon;
  title: string;
  description: string;
  children?: React.ReactNode;
}) {
  const Icon = storyIcons[icon];
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm shadow-slate-900/5 dark:shadow-none">
      <span className="grid size-11 place-items-center rounded-xl bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-pretty text-muted-foreground">{description}</p>
      {children}
    </li>
  );
}

/** Figures as a description list: the number large, its label below (read label first). */
export function StatList({
  stats,
  className,
  numberClassName,
}: {
  stats: readonly ImpactStat[];
  className: string;
  numberClassName: string;
}) {
  return (
    <dl className={cn("mx-auto grid gap-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-center rounded-2xl border border-border bg-card p-5 text-center sm:p-6"
        >
          <dt className="mt-1 text-sm text-pretty text-muted-foreground">{stat.label}</dt>
          <dd className={cn("font-bold tracking-tight whitespace-nowrap", numberClassName)}>
            {stat.number}
          </dd>
        </div>
      ))}
    </dl>
  );
}
