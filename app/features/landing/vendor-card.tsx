import type { AiVendor } from "~/content/landing/vendors";

function Metric({ label, value, prefix = "" }: { label: string; value: number; prefix?: string }) {
  return (
    <div>
      <dt className="text-[11px] text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">
        {prefix}
        {value}%
      </dd>
      <div aria-hidden="true" className="mt-1 h-1 overflow-hidden rounded-full bg-muted">
        <div
          className="h-full origin-left rounded-full bg-primary"
          style={{ transform: `scaleX(${value / 100})` }}
        />
      </div>
    </div>
  );
}

export function VendorCard({ vendor }: { vendor: AiVendor }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{vendor.name}</p>
          <p className="text-xs text-muted-foreground">{vendor.category}</p>
        </div>
        <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-[11px] font-medium whitespace-nowrap text-accent-foreground">
          Expertise: {vendor.expertise}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2.5">
        <Metric label="Productivity boost" value={vendor.productivityBoost} prefix="+" />
        <Metric label="Code quality" value={vendor.codeQuality} />
        <Metric label="Time savings" value={vendor.timeSavings} />
        <Metric label="Cost reduction" value={vendor.costReduction} />
      </dl>
      <p className="mt-3 text-[11px] font-medium text-muted-foreground">Use cases</p>
      <ul className="mt-1 flex flex-wrap gap-1">
        {vendor.useCases.map((useCase) => (
          <li key={useCase} className="rounded-md border border-border px-1.5 py-0.5 text-[11px]">
            {useCase}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-[10px] text-muted-foreground">
        Quillstack project averages, not vendor claims.
      </p>
    </>
  );
}
