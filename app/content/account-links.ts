import type { NavLink } from "./navigation";

/**
 * The signed-in user's pages in the header's account menu. Their own module: the menu is in every
 * hydrated page's shell chunk, which should not carry the navigation's services and products.
 */
export const accountLinks: NavLink[] = [
  { label: "Profile", href: "/user/profile" },
  { label: "My applications", href: "/user/applications" },
  { label: "Saved jobs", href: "/user/saved-jobs" },
  { label: "Account & privacy", href: "/user/account" },
];
