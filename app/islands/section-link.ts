import { isPlainClick, revealSection } from "~/features/cloud-pages/reveal-section";

/**
 * In-page links that bring a section into view and focus its heading (features/cloud-pages/
 * section-link.tsx renders them: `href="#section"` and `data-focus-target`).
 */
function onClick(event: MouseEvent) {
  const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-focus-target]");
  if (!link || !isPlainClick(event)) return;
  const sectionId = link.hash.slice(1);
  if (revealSection(sectionId, link.dataset.focusTarget ?? sectionId)) event.preventDefault();
}

export function start(): void {
  document.addEventListener("click", onClick);
}
