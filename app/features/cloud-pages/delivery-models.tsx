import {
  AlertTriangleIcon,
  HeadsetIcon,
  LightbulbIcon,
  type LucideIcon,
  ReceiptIcon,
  ThumbsUpIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { HeadedSection } from "~/components/marketing-blocks";
import type { CloudProviderPage, DeliveryModel } from "~/content/cloud";

/** The five aspects every model is compared on, in the order they are shown. */
const aspects: ReadonlyArray<{
  term: string;
  icon: LucideIcon;
  value: (model: DeliveryModel) => readonly string[] | string;
}> = [
  { term: "Advantages", icon: ThumbsUpIcon, value: (model) => model.advantages },
  { term: "Challenges", icon: AlertTriangleIcon, value: (model) => model.challenges },
  { term: "How we solve them", icon: LightbulbIcon, value: (model) => model.challengeSolutions },
  { term: "Customer support", icon: HeadsetIcon, value: (model) => model.customerSupport },
  { term: "Additional costs", icon: ReceiptIcon, value: (model) => model.additionalCosts },
];

/**
 * Onsite, offshore and blended delivery compared as three cards (one column on phones), each a
 * description list with the same five terms, so the comparison reads the same on any screen.
 */
export function DeliveryModels({ page }: { page: CloudProviderPage }) {
  return (
    <div className="border-y border-border bg-muted">
      <HeadedSection
        id="delivery-models"
        headingId="cloud-delivery-title"
        eyebrow="Delivery models"
        title="Onsite, offshore or blended"
        intro={`Choose how your ${page.shortName} team works with you. Every model includes certified engineers and 24x7 support.`}
      >
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {page.deliveryModels.map((model) => (
            <li key={model.id}>
              <article
                aria-labelledby={`delivery-${model.id}-title`}
                data-delivery-model={model.id}
                className="h-full rounded-2xl border border-border bg-card p-6 shadow-xs"
              >
                <h3 id={`delivery-${model.id}-title`} className="text-xl font-semibold">
                  {model.name}
                </h3>
                <p className="mt-2 text-sm text-pretty text-muted-foreground">{model.summary}</p>
                <dl className="mt-6 space-y-5 text-sm">
                  {aspects.map((aspect) => (
                    <Aspect key={aspect.term} term={aspect.term} icon={aspect.icon}>
                      {aspect.value(model)}
                    </Aspect>
                  ))}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      </HeadedSection>
    </div>
  );
}

function Aspect({
  term,
  icon: Icon,
  children,
}: {
  term: string;
  icon: LucideIcon;
  children: readonly string[] | string;
}) {
  let value: ReactNode = children;
  if (typeof children !== "string") {
    value = (
      <ul className="list-disc space-y-1 pl-5 marker:text-muted-foreground">
        {children.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <div>
      <dt className="flex items-center gap-2 font-semibold">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        {term}
      </dt>
      <dd className="mt-2 text-muted-foreground">{value}</dd>
    </div>
  );
}
