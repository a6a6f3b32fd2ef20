import { ArrowRightIcon, CheckIcon, SparklesIcon } from "lucide-react";
import { Link } from "react-router";
import {
  CallToActionBand,
  container,
  HeadedSection,
  HeroBackdrop,
  SectionHeader,
} from "~/components/marketing-blocks";
import { Button } from "~/components/ui/button";
import {
  industries,
  outsourceBenefits,
  outsourceStats,
  solutionTypes,
  supportTiers,
  technologySupport,
  techStacks,
} from "~/content/outsource";
import { EnquiryButton } from "~/features/enquiry/enquiry-dialog";
import { StaticEnquiryDialog } from "~/features/enquiry/static-enquiry-dialog";
import { tagPath } from "~/lib/slugify";
import { cn } from "~/lib/utils";
import { OutsourceIcon } from "./outsource-icon";

/** Spec: the outsource page's dialog uses page type outsource-project and default service outsourcing. */
const pageType = "outsource-project";
const defaultService = "outsourcing";

const iconTile =
  "grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300";

export function OutsourcePage() {
  return (
    <>
      <Hero />
      <SolutionTypes />
      <Benefits />
      <SupportTiers />
      <TechnologySupport />
      <Industries />
      <TechStacks />
      <CallToActionBand
        id="outsource-cta-title"
        title="Ready to build?"
        actions={
          <>
            <EnquiryButton
              pageType={pageType}
              defaultService={defaultService}
              size="lg"
              variant="band"
            >
              Start Your Project
            </EnquiryButton>
            <Button asChild variant="bandOutline" size="lg">
              <Link to="/hire-talent">Hire individual talent</Link>
            </Button>
          </>
        }
      >
        Tell us what you want to build. You get a written estimate, a proposed team and a timeline
        within 24 hours.
      </CallToActionBand>
      <StaticEnquiryDialog pageType={pageType} defaultService={defaultService} />
      {supportTiers.map((tier) => (
        <StaticEnquiryDialog
          key={tier.name}
          pageType={pageType}
          defaultService={defaultService}
          tier={tier.name}
        />
      ))}
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="outsource-hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className={cn(container, "py-16 text-center sm:py-24")}>
        <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
          <SparklesIcon className="size-4" aria-hidden="true" />
          Project outsourcing, end to end
        </p>
        <h1
          id="outsource-hero-title"
          className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-6xl"
        >
          Outsource your software project to a team that{" "}
          <span className="bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-indigo-300 dark:via-violet-300 dark:to-fuchsia-300">
            delivers
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
          Full-stack products, enterprise systems and MVPs, built by pre-vetted engineers with a
          dedicated project manager, at up to 60% less than building in-house. Support from 8x5 to
          24x7 after launch.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <EnquiryButton pageType={pageType} defaultService={defaultService} size="lg">
            Start Your Project
            <ArrowRightIcon aria-hidden="true" />
          </EnquiryButton>
          <Button asChild variant="outline" size="lg">
            <a href="#support">Compare support plans</a>
          </Button>
        </div>
        <dl className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-6 rounded-3xl border border-border bg-card/80 p-6 shadow-sm backdrop-blur sm:grid-cols-4">
          {outsourceStats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="order-2 mt-1 text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-2xl font-bold tracking-tight sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function SolutionTypes() {
  return (
    <HeadedSection
      headingId="solutions-title"
      eyebrow="Solutions"
      title="What we build for you"
      intro={
        <>
          Three ways to work with us, each with a fixed team, clear milestones and one point of
          contact.
        </>
      }
    >
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {solutionTypes.map((solution) => (
          <li
            key={solution.id}
            className="flex flex-col rounded-3xl border border-border bg-card p-8 shadow-xs transition hover:shadow-lg motion-reduce:transition-none"
          >
            <span className={iconTile}>
              <OutsourceIcon name={solution.icon} className="size-5" />
            </span>
            <h3 className="mt-6 text-xl font-semibold">{solution.title}</h3>
            <p className="mt-3 text-sm text-pretty text-muted-foreground">{solution.description}</p>
            <ul className="mt-6 space-y-2.5 text-sm">
              {solution.includes.map((item) => (
                <li key={item} className="flex gap-2.5">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <p className="mt-auto pt-6 text-sm font-semibold text-primary">{solution.timeline}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function Benefits() {
  return (
    <section
      aria-labelledby="benefits-title"
      className="border-y border-border bg-muted py-20 sm:py-28"
    >
      <div className={container}>
        <SectionHeader
          id="benefits-title"
          eyebrow="Why outsource with us"
          title="Twelve reasons teams choose us"
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {outsourceBenefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-border bg-card p-6">
              <span className={iconTile}>
                <OutsourceIcon name={benefit.icon} className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SupportTiers() {
  return (
    <HeadedSection
      id="support"
      headingId="support-title"
      eyebrow="Support plans"
      title="Support that fits your product"
      intro={<>After launch, choose the level of cover you need. Change plans at any time.</>}
    >
      <ul className="mt-12 grid items-stretch gap-6 lg:grid-cols-3">
        {supportTiers.map((tier) => (
          <li
            key={tier.name}
            data-tier={tier.name}
            className={cn(
              "relative flex flex-col rounded-3xl border p-8",
              tier.mostPopular
                ? "border-transparent bg-linear-to-b from-indigo-600 to-violet-800 text-white shadow-2xl lg:-my-4 lg:py-12"
                : "border-border bg-card",
            )}
          >
            {tier.mostPopular ? (
              <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-amber-300 px-3 py-1 text-xs font-bold tracking-wide text-amber-950 uppercase shadow">
                Most Popular
              </p>
            ) : null}
            <h3 className="text-2xl font-semibold">{tier.name}</h3>
            <p
              className={cn(
                "mt-1 text-lg font-semibold",
                tier.mostPopular ? "text-indigo-100" : "text-primary",
              )}
            >
              {tier.hours}
            </p>
            <p
              className={cn(
                "mt-3 text-sm",
                tier.mostPopular ? "text-indigo-100" : "text-muted-foreground",
              )}
            >
              {tier.description}
            </p>
            <ul className="mt-6 space-y-3 text-sm">
              {tier.features.map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <CheckIcon
                    className={cn(
                      "mt-0.5 size-4 shrink-0",
                      tier.mostPopular ? "text-white" : "text-success",
                    )}
                    aria-hidden="true"
                  />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-8">
              <EnquiryButton
                pageType={pageType}
                defaultService={defaultService}
                tier={tier.name}
                variant={tier.mostPopular ? "band" : "outline"}
                className="w-full"
              >
                Choose {tier.name}
              </EnquiryButton>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function TechnologySupport() {
  return (
    <section aria-labelledby="tech-support-title" className="bg-muted py-20 sm:py-28">
      <div className={container}>
        <SectionHeader
          id="tech-support-title"
          eyebrow="Technology-specific support"
          title="Support by engineers who know your stack"
        >
          Examples of what our support teams do every month for the technologies we maintain.
        </SectionHeader>
        <ul className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {technologySupport.map((item) => (
            <li key={item.technology} className="rounded-2xl border border-border bg-card p-6">
              <div className="flex items-center gap-3">
                <span className={iconTile}>
                  <OutsourceIcon name={item.icon} className="size-5" />
                </span>
                <h3 className="font-semibold">{item.technology}</h3>
              </div>
              <ul className="mt-4 space-y-2 text-sm text-muted-foreground">
                {item.examples.map((example) => (
                  <li key={example} className="flex gap-2.5">
                    <span
                      aria-hidden="true"
                      className="mt-2 size-1.5 shrink-0 rounded-full bg-primary"
                    />
                    {example}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Industries() {
  return (
    <HeadedSection
      headingId="industries-title"
      eyebrow="Industries"
      title="Experience where it counts"
      intro={
        <>
          Domain knowledge means fewer surprises: we have shipped projects in each of these
          industries.
        </>
      }
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => (
          <li
            key={industry.name}
            className="group rounded-3xl border border-border bg-card p-7 transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <span className={iconTile}>
              <OutsourceIcon name={industry.icon} className="size-5" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{industry.name}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{industry.description}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${industry.name} projects`}>
              {industry.examples.map((example) => (
                <li
                  key={example}
                  className="rounded-full bg-muted px-3 py-1 text-xs font-medium text-muted-foreground"
                >
                  {example}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function TechStacks() {
  return (
    <section
      aria-labelledby="stacks-title"
      className="border-t border-border bg-muted py-20 sm:py-28"
    >
      <div className={container}>
        <SectionHeader id="stacks-title" eyebrow="Tech stacks" title="Modern, proven technology">
          We choose the stack for your product and your team, not for our habits.
        </SectionHeader>
        <dl className="mx-auto mt-12 grid max-w-5xl gap-x-10 gap-y-8 md:grid-cols-2">
          {techStacks.map((stack) => (
            <div key={stack.name} className="border-t border-border pt-5">
              <dt className="font-semibold">{stack.name}</dt>
              <dd className="mt-3">
                <ul className="flex flex-wrap gap-2">
                  {stack.technologies.map((technology) => (
                    <li key={technology}>
                      <Link
                        to={tagPath(technology)}
                        prefetch="none"
                        className="inline-flex min-h-7 items-center rounded-full border border-border bg-background px-3 py-1 text-sm font-medium hover:border-ring hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        {technology}
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
