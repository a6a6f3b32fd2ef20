import { type Credit, creditGroups } from "~/content/about/credits";
import { site } from "~/content/site";
import { DocumentLayout, DocumentSection } from "./document-layout";
import { documentCrumbs } from "./legal-document-page";
import { textLink } from "./rich-text";

function CreditItem({ credit }: { credit: Credit }) {
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="font-semibold">
          {credit.url ? (
            <a href={credit.url} className={textLink}>
              {credit.name}
            </a>
          ) : (
            credit.name
          )}
        </h3>
        {credit.license ? (
          <p className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
            <span className="sr-only">License: </span>
            {credit.license}
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-pretty text-muted-foreground">{credit.description}</p>
    </li>
  );
}

/** The acknowledgments, one numbered section per group, in the shared document layout. */
export function CreditsPage() {
  return (
    <DocumentLayout
      title="Credits"
      summary={`${site.name} is built on the work of many people and open-source projects. These are the frameworks, libraries, resources, tools and teams behind this website, with their licenses. Thank you.`}
      crumbs={documentCrumbs("Credits")}
      toc={creditGroups}
    >
      {creditGroups.map((group, index) => (
        <DocumentSection key={group.id} id={group.id} index={index} title={group.title}>
          <p className="text-pretty text-muted-foreground">{group.description}</p>
          <ul className="mt-2 divide-y divide-border">
            {group.credits.map((credit) => (
              <CreditItem key={credit.name} credit={credit} />
            ))}
          </ul>
        </DocumentSection>
      ))}
    </DocumentLayout>
  );
}
