/**
 * The landing page's testimonial columns (features/landing/testimonials-section): when the
 * section comes near the screen, each column gets a copy of its list, hidden from assistive
 * technology, and starts moving (landing.css). Off screen the columns need neither.
 */
function addCopies(columns: Element) {
  for (const track of columns.querySelectorAll(".lp-column-track")) {
    const list = track.querySelector(":scope > ul");
    if (!list || track.querySelector(":scope > .lp-motion-copy")) continue;
    const copy = list.cloneNode(true) as HTMLUListElement;
    copy.removeAttribute("aria-label");
    copy.setAttribute("aria-hidden", "true");
    copy.classList.add("lp-motion-copy");
    track.append(copy);
  }
}

let observer: IntersectionObserver | undefined;

export function start(): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        addCopies(entry.target);
      }
    },
    { rootMargin: "100% 0px" },
  );
  for (const columns of document.querySelectorAll('[data-landing-widget="testimonials"]')) {
    observer.observe(columns);
  }
}
