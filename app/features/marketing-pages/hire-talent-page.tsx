import {
  ArrowRightIcon,
  BadgeCheckIcon,
  CheckIcon,
  ClockIcon,
  HeartHandshakeIcon,
  ShieldCheckIcon,
  SparklesIcon,
  StarIcon,
  XIcon,
} from "lucide-react";
import { Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import {
  CallToActionBand,
  container,
  FaqList,
  faqJsonLd,
  HeadedSection,
  HeroBackdrop,
  SectionHeader,
} from "~/components/marketing-blocks";
import { Button } from "~/components/ui/button";
import {
  costComparison,
  guaranteePoints,
  hireTalentFaqs,
  hireTalentStats,
  matchingSteps,
  retentionPoints,
  talentRoles,
  vettingStages,
} from "~/content/hire-talent";
import { site } from "~/content/site";
import { EnquiryButton } from "~/features/enquiry/enquiry-dialog";
import { StaticEnquiryDialog } from "~/features/enquiry/static-enquiry-dialog";
import { cn } from "~/lib/utils";

const pageType = "hire-talent";
const defaultService = "hire-talent";

export function HireTalentPage() {
  return (
    <>
      <Hero />
      <Stats />
      <HowItWorks />
      <Vetting />
      <Cost />
      <Roles />
      <RetentionAndGuarantee />
      <HeadedSection
        headingId="hire-faq-title"
        eyebrow="FAQ"
        title="Questions about hiring with us"
      >
        <FaqList faqs={hireTalentFaqs} className="mx-auto mt-12 max-w-3xl" />
        <JsonLd data={faqJsonLd(hireTalentFaqs)} />
      </HeadedSection>
      <CallToActionBand
        id="hire-cta-title"
        title="Meet your shortlist in 48 hours"
        actions={
          <>
            <EnquiryButton
              pageType={pageType}
              defaultService={defaultService}
              size="lg"
              variant="band"
            >
              Hire Talent Now
            </EnquiryButton>
            <Button asChild variant="bandOutline" size="lg">
              <Link to="/outsource-project">Outsource a project instead</Link>
            </Button>
          </>
        }
      >
        Tell us who you need today. Three pre-vetted engineers, interviews this week, and a 30-day
        satisfaction guarantee when they start.
      </CallToActionBand>
      <StaticEnquiryDialog pageType={pageType} defaultService={defaultService} />
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hire-hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div
        className={cn(
          container,
          "grid items-center gap-14 py-16 sm:py-24 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]",
        )}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
            <BadgeCheckIcon className="size-4" aria-hidden="true" />
            Top 3% pre-vetted talent
          </p>
          <h1
            id="hire-hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            Hire pre-vetted remote developers{" "}
            <span className="bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-indigo-300 dark:via-violet-300 dark:to-fuchsia-300">
              in 48 hours
            </span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Skip the 4-8 week search and the 20-30% recruitment fees. Tell us who you need and meet
            three engineers from the top 3% of our network of 50,000+ professionals within two days.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <EnquiryButton pageType={pageType} defaultService={defaultService} size="lg">
              Hire Talent Now
              <ArrowRightIcon aria-hidden="true" />
            </EnquiryButton>
            <Button asChild variant="outline" size="lg">
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              {site.review.rating}/{site.review.bestRating} from {site.review.reviewCount} reviews
            </li>
            <li className="flex items-center gap-1.5">
              <ShieldCheckIcon className="size-4 text-success" aria-hidden="true" />
              30-day satisfaction guarantee
            </li>
            <li className="flex items-center gap-1.5">
              <ClockIcon className="size-4 text-primary" aria-hidden="true" />
              No placement fee
            </li>
          </ul>
        </div>
        <ShortlistPreview />
      </div>
    </section>
  );
}

const sampleShortlist = [
  {
    initials: "AR",
    name: "Ana R.",
    place: "Lisbon · UTC+0",
    skills: ["React", "TypeScript", "Node.js"],
    match: 97,
    tone: "from-indigo-500 to-violet-600",
  },
  {
    initials: "KM",
    name: "Karan M.",
    place: "Bengaluru · UTC+5:30",
    skills: ["React", "Next.js", "GraphQL"],
    match: 95,
    tone: "from-sky-500 to-cyan-600",
  },
  {
    initials: "TG",
    name: "Tomás G.",
    place: "Buenos Aires · UTC-3",
    skills: ["React", "Redux", "AWS"],
    match: 94,
    tone: "from-fuchsia-500 to-rose-600",
  },
] as const;

/** An illustration of the shortlist a client receives (decorative; the text says the same). */
function ShortlistPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="rounded-3xl border border-border bg-card p-5 shadow-2xl shadow-indigo-950/10 dark:shadow-black/40">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs font-medium text-muted-foreground">Your shortlist</p>
            <p className="font-semibold">Senior React Developer</p>
          </div>
          <span className="rounded-full bg-success-subtle px-2.5 py-1 text-xs font-semibold text-success">
            3 matches
          </span>
        </div>
        <ul className="mt-4 space-y-3">
          {sampleShortlist.map((person) => (
            <li
              key={person.name}
              className="flex items-center gap-3 rounded-2xl border border-border bg-background p-3"
            >
              <span
                className={cn(
                  "grid size-11 shrink-0 place-items-center rounded-full bg-linear-to-br text-sm font-semibold text-white",
                  person.tone,
                )}
              >
                {person.initials}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1.5 text-sm font-semibold">
                  {person.name}
                  <BadgeCheckIcon className="size-4 text-primary" />
                </span>
                <span className="block text-xs text-muted-foreground">{person.place}</span>
                <span className="mt-1.5 flex flex-wrap gap-1">
                  {person.skills.map((skill) => (
                    <span
                      key={skill}
                      className="rounded-md bg-muted px-1.5 py-0.5 text-[11px] font-medium text-muted-foreground"
                    >
                      {skill}
                    </span>
                  ))}
                </span>
              </span>
              <span className="text-right">
                <span className="block text-lg font-bold text-primary">{person.match}%</span>
                <span className="block text-[11px] text-muted-foreground">match</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-5 -left-3 flex items-center gap-2 rounded-2xl border border-border bg-card px-4 py-3 shadow-xl sm:-left-8">
        <span className="grid size-9 place-items-center rounded-full bg-success-subtle text-success">
          <ClockIcon className="size-5" />
        </span>
        <span>
          <span className="block text-xs text-muted-foreground">Matched in</span>
          <span className="block text-sm font-semibold">36 hours</span>
        </span>
      </div>
      <div className="absolute -top-4 -right-2 flex items-center gap-1.5 rounded-full bg-linear-to-r from-indigo-600 to-violet-600 px-3 py-1.5 text-xs font-semibold text-white shadow-lg sm:-right-6">
        <SparklesIcon className="size-3.5" />
        AI-assisted matching
      </div>
    </div>
  );
}

function Stats() {
  return (
    <section aria-label="Hiring in numbers" className="border-y border-border bg-muted">
      <dl className={cn(container, "grid grid-cols-2 gap-8 py-12 lg:grid-cols-4")}>
        {hireTalentStats.map((stat) => (
          <div key={stat.label} className="flex flex-col text-center">
            <dt className="order-2 mt-1 text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function HowItWorks() {
  return (
    <HeadedSection
      id="how-it-works"
      headingId="how-it-works-title"
      eyebrow="How it works"
      title="From brief to hire in 48 hours"
      intro={<>Four steps, one talent partner, and no résumé pile on your desk.</>}
    >
      <div className="relative mt-16">
        <div
          aria-hidden="true"
          className="absolute top-6 right-[12%] left-[12%] hidden h-0.5 bg-linear-to-r from-indigo-500 via-violet-500 to-fuchsia-500 lg:block"
        />
        <ol className="relative grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {matchingSteps.map((step, position) => (
            <li
              key={step.name}
              className="relative rounded-2xl border border-border bg-card p-6 lg:border-0 lg:bg-transparent lg:p-0 lg:text-center"
            >
              <span className="relative grid size-12 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground ring-8 ring-background lg:mx-auto">
                {position + 1}
              </span>
              <p className="mt-5 text-sm font-semibold text-primary">{step.time}</p>
              <h3 className="mt-1 text-xl font-semibold">{step.name}</h3>
              <p className="mt-3 text-sm text-pretty text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </HeadedSection>
  );
}

function Vetting() {
  return (
    <section aria-labelledby="vetting-title" className="bg-muted py-20 sm:py-28">
      <div className={cn(container, "grid gap-12 lg:grid-cols-2 lg:items-center")}>
        <div>
          <SectionHeader
            id="vetting-title"
            eyebrow="Vetting"
            title="Only 3 in 100 applicants make it"
            align="start"
          >
            Every professional in our network has passed five stages before you ever see their name.
            You interview for fit, not for basic competence.
          </SectionHeader>
          <ul className="mt-8 space-y-3 text-sm">
            {[
              "Assessed on real tasks, not trivia",
              "Interviewed by senior engineers",
              "References and identity verified",
            ].map((point) => (
              <li key={point} className="flex items-center gap-2.5 font-medium">
                <CheckIcon className="size-4 text-success" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ol className="space-y-3" aria-label="Vetting stages">
          {vettingStages.map((stage, position) => (
            <li key={stage.name} className="rounded-2xl border border-border bg-card p-4 sm:p-5">
              <div className="flex items-baseline justify-between gap-4">
                <h3 className="font-semibold">
                  <span className="mr-2 text-muted-foreground">{position + 1}.</span>
                  {stage.name}
                </h3>
                <p className="shrink-0 text-sm font-semibold text-primary">
                  {stage.remaining} of 100 remain
                </p>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{stage.description}</p>
              <div aria-hidden="true" className="mt-3 h-2 rounded-full bg-muted">
                <div
                  className="h-2 rounded-full bg-linear-to-r from-indigo-500 to-violet-500"
                  style={{ width: `${Math.max(stage.remaining, 3)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Cost() {
  const { traditional, ours, rows, savings } = costComparison;
  return (
    <HeadedSection
      headingId="cost-title"
      eyebrow="Cost per hire"
      title="$20K instead of $50K+"
      intro={
        <>
          Traditional hiring takes 4-8 weeks and charges 20-30% in recruitment fees. We cut the
          average cost per hire by about 60%.
        </>
      }
    >
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        <div className="rounded-3xl border border-border bg-card p-8">
          <p className="text-sm font-medium text-muted-foreground">{traditional.label}</p>
          <p className="mt-2 text-5xl font-bold tracking-tight text-muted-foreground line-through decoration-2">
            {traditional.costPerHire}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">average cost per hire</p>
        </div>
        <div className="rounded-3xl bg-linear-to-br from-indigo-600 via-indigo-700 to-violet-800 p-8 text-white shadow-xl">
          <p className="text-sm font-medium text-indigo-100">{ours.label}</p>
          <p className="mt-2 text-5xl font-bold tracking-tight">{ours.costPerHire}</p>
          <p className="mt-2 text-sm text-indigo-100">average cost per hire · {savings}</p>
        </div>
      </div>
      <div className="mx-auto mt-8 max-w-5xl overflow-hidden rounded-2xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Traditional hiring compared with hiring through {site.name}
          </caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-4 sm:px-5 font-semibold">
                <span className="sr-only">Aspect</span>
              </th>
              <th scope="col" className="px-3 py-4 sm:px-5 font-semibold text-muted-foreground">
                {traditional.label}
              </th>
              <th scope="col" className="px-3 py-4 sm:px-5 font-semibold text-primary">
                {ours.label}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.aspect}>
                <th scope="row" className="px-3 py-4 sm:px-5 font-medium">
                  {row.aspect}
                </th>
                <td className="px-3 py-4 sm:px-5 text-muted-foreground">
                  <span className="inline-flex items-center gap-2">
                    <XIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />
                    {row.traditional}
                  </span>
                </td>
                <td className="px-3 py-4 sm:px-5 font-medium">
                  <span className="inline-flex items-center gap-2">
                    <CheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
                    {row.ours}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </HeadedSection>
  );
}

function Roles() {
  return (
    <section
      aria-labelledby="roles-title"
      className="border-y border-border bg-muted py-20 sm:py-24"
    >
      <div className={container}>
        <SectionHeader id="roles-title" eyebrow="Roles" title="Who you can hire">
          Individual specialists or a complete team, full time or part time, in your time zone.
        </SectionHeader>
        <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
          {talentRoles.map((role) => (
            <li
              key={role}
              className="rounded-full border border-border bg-card px-4 py-2 text-sm font-medium shadow-xs"
            >
              {role}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function RetentionAndGuarantee() {
  return (
    <HeadedSection
      headingId="retention-title"
      eyebrow="Retention and guarantee"
      title="Hires that last, and a safety net if they don't"
    >
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <div className="rounded-3xl border border-border bg-card p-8">
          <div className="flex items-center gap-4">
            <span className="grid size-12 place-items-center rounded-2xl bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
              <HeartHandshakeIcon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-xl font-semibold">95% retention</h3>
              <p className="text-sm text-muted-foreground">of placements stay with their client</p>
            </div>
          </div>
          <dl className="mt-6 space-y-4">
            {retentionPoints.map((point) => (
              <div key={point.title}>
                <dt className="font-medium">{point.title}</dt>
                <dd className="mt-1 text-sm text-muted-foreground">{point.description}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="rounded-3xl border border-success-border bg-success-subtle p-8">
          <div className="flex items-center gap-4">
            <span className="grid size-12 place-items-center rounded-2xl bg-success-subtle text-success">
              <ShieldCheckIcon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-xl font-semibold">30-day satisfaction guarantee</h3>
              <p className="text-sm text-muted-foreground">on every hire</p>
            </div>
          </div>
          <ul className="mt-6 space-y-4">
            {guaranteePoints.map((point) => (
              <li key={point} className="flex gap-3 text-sm">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <EnquiryButton pageType={pageType} defaultService={defaultService} className="mt-8">
            Start risk-free
          </EnquiryButton>
        </div>
      </div>
    </HeadedSection>
  );
}
