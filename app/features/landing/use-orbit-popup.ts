import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Delay before a hover popup closes, so the pointer can travel from the tag into the popup. */
const CLOSE_DELAY_MS = 150;

interface PopupPosition {
  left: number;
  top: number;
}

export interface OpenPopup {
  id: string;
  /** Opened by a click or tap: it stays when the pointer leaves. */
  pinned: boolean;
}

/**
 * The vendor popup of the orbit widget: which tag it belongs to, closing after a short delay when
 * the pointer leaves (so it can reach the popup), on Escape wherever focus is (WCAG 1.4.13) and on
 * a press outside, and its place next to the tag, inside the widget, facing the centre.
 */
export function useOrbitPopup({
  root,
  square,
  popup,
  tags,
  angles,
}: {
  root: RefObject<HTMLDivElement | null>;
  square: RefObject<HTMLDivElement | null>;
  popup: RefObject<HTMLDivElement | null>;
  tags: RefObject<Map<string, HTMLButtonElement>>;
  angles: readonly number[];
}) {
  const [open, setOpen] = useState<OpenPopup | null>(null);
  const [position, setPosition] = useState<PopupPosition | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      setOpen((current) => (current?.pinned ? current : null));
    }, CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") setOpen(null);
    };
    const onPointerDownOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDownOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDownOutside);
    };
  }, [open, root]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the tag moves when its orbit turns
  useLayoutEffect(() => {
    if (!open) {
      setPosition(null);
      return;
    }
    const tag = tags.current.get(open.id);
    const widget = root.current;
    const box = square.current;
    const card = popup.current;
    if (!tag || !widget || !box || !card) return;
    const tagRect = tag.getBoundingClientRect();
    const rootRect = widget.getBoundingClientRect();
    const squareRect = box.getBoundingClientRect();
    const gap = 8;
    const width = card.offsetWidth;
    const height = card.offsetHeight;
    const tagCentreX = tagRect.left + tagRect.width / 2 - rootRect.left;
    const below = tagRect.top + tagRect.height / 2 < squareRect.top + squareRect.height / 2;
    setPosition({
      left: Math.min(Math.max(tagCentreX - width / 2, 0), Math.max(rootRect.width - width, 0)),
      top: below ? tagRect.bottom - rootRect.top + gap : tagRect.top - rootRect.top - height - gap,
    });
  }, [open, angles]);

  return { open, setOpen, position, cancelClose, scheduleClose };
}
