import type { MouseEvent, ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { isPlainClick, revealSection } from "./reveal-section";

/**
 * A real in-page link (`href="#section"`) styled as a button: without JavaScript the browser
 * jumps to the section; with it, the section scrolls into view and its heading takes focus
 * (on a static page islands/section-link.ts does that, reading `data-focus-target`).
 */
export function SectionLink({
  sectionId,
  focusId,
  children,
  ...buttonProps
}: Pick<ButtonProps, "variant" | "size" | "className"> & {
  sectionId: string;
  /** The element to focus once there, usually the section's heading (tabIndex -1). */
  focusId: string;
  children: ReactNode;
}) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    if (revealSection(sectionId, focusId)) event.preventDefault();
  }
  return (
    <Button asChild {...buttonProps}>
      <a href={`#${sectionId}`} data-focus-target={focusId} onClick={onClick}>
        {children}
      </a>
    </Button>
  );
}
