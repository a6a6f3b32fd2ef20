import {
  ActivityIcon,
  BrainCircuitIcon,
  CheckIcon,
  ClipboardCheckIcon,
  CloudUploadIcon,
  DatabaseIcon,
  GitBranchIcon,
  LayersIcon,
  type LucideIcon,
  ShieldCheckIcon,
} from "lucide-react";
import { HeadedSection } from "~/components/marketing-blocks";
import type { CloudProviderPage, OfferingIcon } from "~/content/cloud";

const offeringIcons: Record<OfferingIcon, LucideIcon> = {
  assessment: ClipboardCheckIcon,
  migration: CloudUploadIcon,
  architecture: LayersIcon,
  devops: GitBranchIcon,
  data: DatabaseIcon,
  security: ShieldCheckIcon,
  operations: ActivityIcon,
  ai: BrainCircuitIcon,
};

/** The six consulting offerings as cards with their deliverables. */
export function Offerings({ page }: { page: CloudProviderPage }) {
  return (
    <HeadedSection
      id="offerings"
      headingId="cloud-offerings-title"
      eyebrow="Consulting offerings"
      title={`How we help on ${page.shortName}`}
      intro={page.intros.offerings}
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {page.offerings.map((offering) => {
          const Icon = offeringIcons[offering.icon];
          return (
            <li
              key={offering.title}
              className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-xs"
            >
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-xl bg-indigo-50 text-primary dark:bg-indigo-950"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{offering.title}</h3>
              <p className="mt-2 text-sm text-pretty text-muted-foreground">
                {offering.description}
              </p>
              <ul className="mt-5 space-y-2 text-sm">
                {offering.deliverables.map((deliverable) => (
                  <li key={deliverable} className="flex gap-2">
                    <CheckIcon
                      className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                      aria-hidden="true"
                    />
                    {deliverable}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}

/** The provider's services our teams work with: name and what we use it for. */
export function SupportedServices({ page }: { page: CloudProviderPage }) {
  return (
    <div className="border-y border-border bg-muted">
      <HeadedSection
        id="supported-services"
        headingId="cloud-services-title"
        eyebrow="Supported services"
        title={`${page.providerName} services we work with`}
        intro={page.intros.services}
      >
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.supportedServices.map((service) => (
            <li
              key={service.id}
              data-service-id={service.id}
              className="rounded-xl border border-border bg-card p-5"
            >
              <h3 className="font-semibold">{service.name}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{service.description}</p>
            </li>
          ))}
        </ul>
      </HeadedSection>
    </div>
  );
}
