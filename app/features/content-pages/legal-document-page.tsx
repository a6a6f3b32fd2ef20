import type { ReactNode } from "react";
import type { Crumb } from "~/components/breadcrumb-json-ld";
import type { LegalDocument } from "~/content/legal/document";
import { DocumentBlocks } from "./document-blocks";
import { DocumentLayout, DocumentSection } from "./document-layout";

/** The crumbs of a top-level document page: Home, then the page. */
export function documentCrumbs(title: string): Crumb[] {
  return [{ name: "Home", path: "/" }, { name: title }];
}

/**
 * A legal document or policy in the shared layout. `after` puts extra content (such as a
 * button) at the end of the section with that id.
 */
export function LegalDocumentPage({
  document,
  after = {},
}: {
  document: LegalDocument;
  after?: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <DocumentLayout
      title={document.title}
      summary={document.summary}
      crumbs={documentCrumbs(document.title)}
      effective={document.effective}
      updated={document.updated}
      toc={document.sections}
    >
      {document.sections.map((section, index) => (
        <DocumentSection key={section.id} id={section.id} index={index} title={section.title}>
          <DocumentBlocks blocks={section.blocks} />
          {after[section.id]}
        </DocumentSection>
      ))}
    </DocumentLayout>
  );
}
