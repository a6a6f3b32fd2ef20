/**
 * A copy of a `<template>`'s children as components/inert-template.tsx renders them: the parsed
 * content of a server-rendered one, or the child nodes React put into one on a client render.
 */
export function templateContent(template: HTMLTemplateElement): DocumentFragment {
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  if (!fragment.hasChildNodes()) {
    fragment.append(...Array.from(template.childNodes, (node) => node.cloneNode(true)));
  }
  return fragment;
}
