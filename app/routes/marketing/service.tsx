import { data } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { findService } from "~/content/services";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.service);
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return <PageIntro title={service.title}>{service.summary}</PageIntro>;
}
