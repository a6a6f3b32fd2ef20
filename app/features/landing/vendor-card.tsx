import type { AiVendor, VendorMetric } from "~/content/landing/vendors";
import { site } from "~/content/site";

function Metric({
  vendor,
  metric,
  label,
  prefix = "",
}: {
  vendor: AiVendor;
  metric: VendorMetric;
  label: string;
  prefix?: string;
}) {
  const value = vendor[metric];
  return (
    <div>
      <dt className="text-[11px] text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">
        {prefix}
        <span data-vendor-field={metric}>{value}</span>%
      </dd>
      <div aria-hidden="true" className="mt-1 h-1 overflow-hidden rounded-full bg-muted">
        <div
          data-vendor-bar={metric}
          className="h-full origin-left rounded-full bg-primary"
          style={{ transform: `scaleX(${value / 100})` }}
        />
      </div>
    </div>
  );
}

/**
 * A tool's card, shown in the orbit's popup. The page renders it once, for the first tool, in
 * an inert template; islands/orbit.ts copies it and writes the shown tool's figures into the
 * elements marked `data-vendor-field`, `data-vendor-bar` and `data-vendor-use-case` (ADR 100).
 */
export function VendorCard({ vendor }: { vendor: AiVendor }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold" data-vendor-field="name">
            {vendor.name}
          </p>
          <p className="text-xs text-muted-foreground" data-vendor-field="category">
            {vendor.category}
          </p>
        </div>
        <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-[11px] font-medium whitespace-nowrap text-accent-foreground">
          Expertise: <span data-vendor-field="expertise">{vendor.expertise}</span>
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2.5">
        <Metric vendor={vendor} metric="productivityBoost" label="Productivity boost" prefix="+" />
        <Metric vendor={vendor} metric="codeQuality" label="Code quality" />
        <Metric vendor={vendor} metric="timeSavings" label="Time savings" />
        <Metric vendor={vendor} metric="costReduction" label="Cost reduction" />
      </dl>
      <p className="mt-3 text-[11px] font-medium text-muted-foreground">Use cases</p>
      <ul className="mt-1 flex flex-wrap gap-1">
        {vendor.useCases.map((useCase, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is what the island fills
            key={index}
            data-vendor-use-case={index}
            className="rounded-md border border-border px-1.5 py-0.5 text-[11px]"
          >
            {useCase}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-[10px] text-muted-foreground">
        {site.name} project averages, not vendor claims.
      </p>
    </>
  );
}
