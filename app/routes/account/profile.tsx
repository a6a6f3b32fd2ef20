import { Suspense } from "react";
import {
  data,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useSearchParams,
} from "react-router";
import { onDemand } from "~/components/ui/on-demand";
import { requireUser } from "~/features/access/guards.server";
import { getSessionUser } from "~/features/access/session.server";
import { useAnswerToasts } from "~/features/profiles/components/profile-answers";
import { ProfileSummary } from "~/features/profiles/components/profile-summary";
import { ProfileTabs } from "~/features/profiles/components/profile-tabs";
import { runProfileAction } from "~/features/profiles/profile-actions.server";
import {
  ensureProfile,
  getCandidateProfile,
  profileView,
  seedFromUser,
} from "~/features/profiles/profiles.server";
import {
  type ProfileAnswer,
  type ProfileTab,
  parseTab,
  profileMessages,
  tabOfIntent,
} from "~/features/profiles/types";
import { currentResume, listResumes } from "~/features/resumes/resumes.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/profile";

// Each tab's forms, and the read-only view, load in the browser when shown (ADR 083): the page
// carries none of them, and loads the tab it opens with as it hydrates.
const tabs = {
  basic: onDemand(() =>
    import("~/features/profiles/components/basic-info-tab").then((m) => m.BasicInfoTab),
  ),
  experience: onDemand(() =>
    import("~/features/profiles/components/experience-tab").then((m) => m.ExperienceTab),
  ),
  education: onDemand(() =>
    import("~/features/profiles/components/education-tab").then((m) => m.EducationTab),
  ),
  resume: onDemand(() =>
    import("~/features/resumes/components/resume-tab").then((m) => m.ResumeTab),
  ),
} satisfies Record<ProfileTab, unknown>;
const readOnlyView = onDemand(() =>
  import("~/features/profiles/components/candidate-profile").then((m) => m.CandidateProfile),
);

const privateHeaders = { "Cache-Control": "private, no-store" };

const notFound = () =>
  data({ message: "Profile not found" }, { status: 404, headers: privateHeaders });

const notFoundScreen = onDemand(() =>
  import("~/components/errors/route-error-screen").then((m) => m.RouteErrorScreen),
);

/** What the page may show at once: the server renders it without waiting (onDemand's `ready`). */
const partsReady = () =>
  Promise.all([...Object.values(tabs), readOnlyView, notFoundScreen].map((part) => part.ready()));

export async function loader({ request }: Route.LoaderArgs) {
  await partsReady();
  const url = new URL(request.url);
  const ownerId = url.searchParams.get("userId");
  if (ownerId !== null) {
    // The read-only 'Candidate Profile': the owner and staff only; anyone else gets 404.
    const viewer = await requireUser(request);
    if (viewer.id === ownerId) await ensureProfile(viewer.id, seedFromUser(viewer));
    const found = await getCandidateProfile(viewer, ownerId);
    if (!found) throw notFound();
    const resume = await currentResume(ownerId);
    return data(
      { mode: "view" as const, access: found.access, profile: profileView(found.profile), resume },
      { headers: privateHeaders },
    );
  }
  const user = await requireUser(request);
  const [profile, resumes] = await Promise.all([
    ensureProfile(user.id, seedFromUser(user)),
    listResumes(user.id),
  ]);
  return data(
    {
      mode: "edit" as const,
      profile: profileView(profile),
      resumes,
    },
    { headers: privateHeaders },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(request);
  if (!user) {
    await request.body?.cancel().catch(() => {});
    const error = profileMessages.saveFailed("User not authenticated");
    return data({ ok: false, formKey: "unknown", error } satisfies ProfileAnswer, { status: 401 });
  }
  // The read-only view has nothing to change; naming someone else is not found.
  const ownerId = url.searchParams.get("userId");
  if (ownerId !== null && ownerId !== user.id) {
    await request.body?.cancel().catch(() => {});
    throw notFound();
  }
  const { status, intent, answer } = await runProfileAction(user, request);
  // A form posted without JavaScript gets the page again (post/redirect/get) with a flash.
  const navigation = request.headers.get("sec-fetch-mode") === "navigate";
  if (answer.ok && navigation) {
    const tab = intent ? tabOfIntent(intent) : parseTab(url.searchParams.get("tab"));
    return redirectWithFlash(`/user/profile?tab=${tab}`, {
      type: "success",
      title: answer.message,
    });
  }
  return data(answer, { status });
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Switching tabs changes only ?tab=; the data is the same. (An explicit revalidation keeps
  // the same URL and still reloads.)
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search
  ) {
    const current = new URLSearchParams(currentUrl.search);
    const next = new URLSearchParams(nextUrl.search);
    current.delete("tab");
    next.delete("tab");
    if (current.toString() === next.toString()) return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.mode === "view" ? "Candidate Profile" : "My Profile",
    noindex: true,
    canonical: "/user/profile",
  });

export function headers() {
  return privateHeaders;
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  // The tab comes from the URL itself: switching tabs does not reload the data.
  const [searchParams] = useSearchParams();
  useAnswerToasts();
  const tab = parseTab(searchParams.get("tab"));
  if (loaderData.mode === "view") {
    return (
      <Suspense>
        <readOnlyView.Component
          profile={loaderData.profile}
          resume={loaderData.resume}
          access={loaderData.access}
        />
      </Suspense>
    );
  }
  const { profile, resumes } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My Profile</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Keep your profile current: it is what our hiring team reads next to each application.
      </p>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ProfileTabs
          selected={tab}
          preload={(id) => tabs[id].preload()}
          panel={(id) => {
            if (id === "basic") return <tabs.basic.Component profile={profile} />;
            if (id === "experience")
              return <tabs.experience.Component experience={profile.experience} />;
            if (id === "education")
              return <tabs.education.Component education={profile.education} />;
            return <tabs.resume.Component resumes={resumes} />;
          }}
        />
        <ProfileSummary
          firstName={profile.firstName}
          lastName={profile.lastName}
          email={profile.email}
          location={profile.location}
          skills={profile.skills}
          experience={profile.experience}
          educationCount={profile.education.length}
          hasResume={resumes.some((resume) => resume.current)}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense>
        <notFoundScreen.Component status={404} />
      </Suspense>
    );
  }
  const reason =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "Unknown error";
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">My Profile</h1>
      <p role="alert" className="mt-4 text-lg text-destructive">
        {profileMessages.loadFailed(reason)}
      </p>
      <form method="get" action="/user/profile" className="mt-8">
        <button
          type="submit"
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        >
          Try Again
        </button>
      </form>
    </div>
  );
}
