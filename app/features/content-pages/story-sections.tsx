import { BuildingIcon, CheckIcon, Globe2Icon, MapPinIcon, PhoneIcon } from "lucide-react";
import { HeadedSection } from "~/components/marketing-blocks";
import { industries, missions, unification, values, vision } from "~/content/about/our-story";
import { type Office, site } from "~/content/site";
import { cn } from "~/lib/utils";
import { IconCard, StatList } from "./story-icons";

const cardGrid = "mx-auto mt-14 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function Missions() {
  return (
    <HeadedSection
      headingId="story-missions-title"
      eyebrow="Mission"
      title="What we set out to do, and what we do now"
    >
      <ol className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
        {missions.map((mission, index) => (
          <li
            key={mission.period}
            className={cn(
              "rounded-3xl border p-8",
              index === 0
                ? "border-border bg-card"
                : "border-indigo-200 bg-indigo-50 dark:border-indigo-900 dark:bg-indigo-950/40",
            )}
          >
            <p className="text-sm font-semibold text-primary">{mission.period}</p>
            <h3 className="mt-2 text-2xl font-bold">{mission.title}</h3>
            <p className="mt-2 text-muted-foreground">{mission.summary}</p>
            <ul className="mt-6 space-y-3">
              {mission.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <CheckIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                  <span className="text-pretty">{point}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}

export function Vision() {
  const figures = [vision.today, vision.industry, vision.goal];
  return (
    <HeadedSection
      headingId="story-vision-title"
      eyebrow="Vision"
      title={vision.title}
      intro={vision.text}
    >
      <StatList
        stats={figures}
        className="mt-12 max-w-4xl sm:grid-cols-3"
        numberClassName="text-4xl text-primary"
      />
    </HeadedSection>
  );
}

const officeKindLabel: Record<Office["kind"], string> = {
  headquarters: "Headquarters",
  own: "Our office",
  partner: "Partner office",
};

function OfficeCard({ office }: { office: Office }) {
  const Icon = office.kind === "partner" ? Globe2Icon : BuildingIcon;
  return (
    <li className="rounded-2xl border border-border bg-card p-6">
      <p className="flex items-center gap-2 text-sm font-semibold text-primary">
        <Icon aria-hidden="true" className="size-4" />
        {officeKindLabel[office.kind]}
      </p>
      <h4 className="mt-2 text-lg font-semibold">{office.country}</h4>
      {office.companyInfo ? (
        <p className="mt-1 text-sm text-muted-foreground">{office.companyInfo}</p>
      ) : null}
      {office.addresses.map((address) => (
        <p key={address} className="mt-3 flex gap-2 text-sm">
          <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>{address}</span>
        </p>
      ))}
      {office.phone ? (
        <p className="mt-2 flex gap-2 text-sm">
          <PhoneIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <a
            href={`tel:${office.phone.replace(/\s/g, "")}`}
            className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {office.phone}
          </a>
        </p>
      ) : null}
    </li>
  );
}

/** The 2024 unification and the offices of the one company, from the brand configuration. */
export function UnificationAndOffices() {
  const own = site.offices.filter((office) => office.kind !== "partner");
  const partners = site.offices.filter((office) => office.kind === "partner");
  return (
    <HeadedSection
      id="offices"
      headingId="story-offices-title"
      eyebrow={String(unification.year)}
      title={unification.title}
      intro={unification.text}
    >
      <div className="mx-auto mt-14 max-w-6xl space-y-10">
        <div>
          <h3 className="text-xl font-semibold">Our offices</h3>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {own.map((office) => (
              <OfficeCard key={office.country} office={office} />
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-xl font-semibold">Partner offices</h3>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {partners.map((office) => (
              <OfficeCard key={office.country} office={office} />
            ))}
          </ul>
        </div>
      </div>
    </HeadedSection>
  );
}

export function Industries() {
  return (
    <HeadedSection
      headingId="story-industries-title"
      eyebrow="Industries"
      title="Six industries we know from the inside"
      intro="Solutions shaped by years of projects in each of them."
    >
      <ul className={cardGrid}>
        {industries.map((industry) => (
          <IconCard key={industry.title} {...industry}>
            <ul
              aria-label={`What we build for ${industry.title}`}
              className="mt-4 flex flex-wrap gap-2"
            >
              {industry.services.map((service) => (
                <li key={service} className="rounded-full bg-muted px-3 py-1 text-xs font-medium">
                  {service}
                </li>
              ))}
            </ul>
          </IconCard>
        ))}
      </ul>
    </HeadedSection>
  );
}

export function Values() {
  return (
    <HeadedSection headingId="story-values-title" eyebrow="Values" title="What we stand for">
      <ul className={cardGrid}>
        {values.map((value) => (
          <IconCard key={value.title} {...value} />
        ))}
      </ul>
    </HeadedSection>
  );
}
