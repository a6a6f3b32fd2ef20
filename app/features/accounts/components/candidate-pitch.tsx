import { BookmarkIcon, BriefcaseBusinessIcon, ClockIcon, UserRoundCheckIcon } from "lucide-react";

const pitchPoints = [
  {
    icon: UserRoundCheckIcon,
    title: "One profile, every application",
    text: "Fill in your experience once and apply to any opening in a minute.",
  },
  {
    icon: BriefcaseBusinessIcon,
    title: "Track where you stand",
    text: "See every application and its status in one place.",
  },
  {
    icon: BookmarkIcon,
    title: "Save jobs for later",
    text: "Keep a shortlist of roles and come back when you are ready.",
  },
  {
    icon: ClockIcon,
    title: "Answers within 48 hours",
    text: "A real person reviews your application and replies within 48 hours.",
  },
] as const;

/** The side panel on wide screens: what a candidate account is for. */
export function CandidatePitch() {
  return (
    <section aria-labelledby="candidate-pitch" className="hidden lg:block lg:pt-14">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        Quillstack Careers
      </p>
      <h2
        id="candidate-pitch"
        className="mt-3 text-4xl font-bold tracking-tight text-balance text-foreground"
      >
        Your next remote role starts here.
      </h2>
      <p className="mt-4 max-w-lg text-lg text-pretty text-muted-foreground">
        Work with product teams around the world on projects that matter, from wherever you do your
        best work.
      </p>
      <ul className="mt-10 space-y-6">
        {pitchPoints.map(({ icon: Icon, title, text: description }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-card text-primary shadow-sm ring-1 ring-border">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-foreground">{title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
