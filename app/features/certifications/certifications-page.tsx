import {
  AccessibilityIcon,
  ArrowRightIcon,
  BadgeCheckIcon,
  CalendarIcon,
  CloudIcon,
  CodeIcon,
  GlobeIcon,
  LayoutTemplateIcon,
  type LucideIcon,
  ShieldCheckIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import {
  CallToActionBand,
  CheckList,
  container,
  HeroBackdrop,
} from "~/components/marketing-blocks";
import { Button } from "~/components/ui/button";
import {
  type Certification,
  type CertificationIcon,
  certifications,
} from "~/content/certifications";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";

const icons: Record<CertificationIcon, LucideIcon> = {
  "shield-check": ShieldCheckIcon,
  cloud: CloudIcon,
  "layout-template": LayoutTemplateIcon,
  accessibility: AccessibilityIcon,
  code: CodeIcon,
  globe: GlobeIcon,
};

export function CertificationsPage() {
  return (
    <>
      <section aria-labelledby="certifications-title" className="relative isolate overflow-hidden">
        <HeroBackdrop />
        <div className={cn(container, "py-12 sm:py-20")}>
          <Breadcrumbs crumbs={[{ name: "Home", path: "/" }, { name: "Certifications" }]} />
          <div className="mx-auto mt-10 max-w-3xl text-center">
            <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
              <BadgeCheckIcon className="size-4" aria-hidden="true" />
              Independently verified
            </p>
            <h1
              id="certifications-title"
              className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl"
            >
              Certifications &amp; Partnerships
            </h1>
            <p className="mt-6 text-lg text-pretty text-muted-foreground sm:text-xl">
              Security, quality and accessibility you do not have to take on trust. These are the
              standards {site.name} is audited against and the platform programmes our engineers are
              certified in.
            </p>
          </div>
          <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {certifications.map((certification) => (
              <li key={certification.id} className="flex">
                <CertificationCard certification={certification} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToActionBand
        id="certifications-cta-title"
        title="Need our certificates for a supplier review?"
        actions={
          <>
            <Button asChild size="lg" variant="band">
              <Link to="/contact">
                Contact Us
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="bandOutline" size="lg">
              <Link to="/our-story">Read our story</Link>
            </Button>
          </>
        }
      >
        Ask for copies of our certificates, our statement of applicability or a completed security
        questionnaire. We reply within 24 hours.
      </CallToActionBand>
    </>
  );
}

function CertificationCard({ certification }: { certification: Certification }) {
  const Icon = icons[certification.icon];
  const headingId = `certification-${certification.id}`;
  return (
    <article
      id={certification.id}
      aria-labelledby={headingId}
      className="flex w-full scroll-mt-20 flex-col rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex items-start justify-between gap-4">
        <span className="grid size-12 place-items-center rounded-xl bg-linear-to-br from-indigo-500 to-violet-600 text-white">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-muted-foreground">
          <CalendarIcon className="size-3.5" aria-hidden="true" />
          Since {certification.year}
        </p>
      </div>
      <h2 id={headingId} className="mt-5 text-xl font-semibold tracking-tight">
        {certification.title}
      </h2>
      <p className="mt-1 text-sm font-medium text-primary">{certification.issuer}</p>
      <p className="mt-3 text-sm text-pretty text-muted-foreground">{certification.description}</p>
      <h3 className="mt-5 text-sm font-semibold">What it means for you</h3>
      <CheckList
        items={certification.benefits}
        grid="gap-2.5 sm:grid-cols-1"
        className="mt-3 text-sm"
      />
      {certification.link ? (
        <Link
          to={certification.link.href}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-5 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {certification.link.label}
          <span className="sr-only">: {certification.title}</span>
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </article>
  );
}
