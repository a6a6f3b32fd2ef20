import { type ComponentProps, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A `<template>` whose children are markup an island copies from (ADR 084): the browser parses
 * them into the template's inert content, which is not styled, laid out or in the accessibility
 * tree, so a page pays for them only when one is used.
 *
 * React hydrates a template's children as if they were its child nodes, and the parser put them
 * into `template.content`: while hydrating, the template is rendered empty (nothing to compare,
 * and React leaves the parsed content alone). A client render (a client navigation) renders the
 * children as the template's child nodes, hidden by the template's `display: none`; islands read
 * them with `templateContent`.
 */
export function InertTemplate({ children, ...props }: ComponentProps<"template">) {
  const hydrated = useHydrated();
  // Decided once, at mount: true on the server and in a client render, false while hydrating.
  const [withChildren] = useState(import.meta.env.SSR || hydrated);
  return <template {...props}>{withChildren ? children : null}</template>;
}
