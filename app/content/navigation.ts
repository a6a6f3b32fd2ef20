import { products } from "./products";
import { services } from "./services";

export interface NavLink {
  label: string;
  href: string;
  /** A short line shown under the label in menus. */
  description?: string;
}

export interface NavMenu {
  kind: "menu";
  /** Stable id, used for element ids and tests. */
  id: string;
  label: string;
  links: NavLink[];
  /** A link to the section's overview page, shown at the end of the menu. */
  overview?: NavLink;
}

export type HeaderItem = NavMenu | ({ kind: "link" } & NavLink);

export interface FooterGroup {
  title: string;
  links: NavLink[];
}

export const serviceLinks: NavLink[] = services.map((service) => ({
  label: service.title,
  href: `/services/${service.slug}`,
  description: service.summary,
}));

export const productLinks: NavLink[] = products.map((product) => ({
  label: product.title,
  href: `/products/${product.slug}`,
  description: product.summary,
}));

export const aboutLinks: NavLink[] = [
  {
    label: "Our Story",
    href: "/our-story",
    description: "Where we come from and where we are going.",
  },
  {
    label: "Certifications",
    href: "/certifications",
    description: "The standards and partner programmes we are certified for.",
  },
  {
    label: "Remote Work Policy",
    href: "/remote-work-policy",
    description: "How our distributed teams work together.",
  },
  { label: "Credits", href: "/credits", description: "The tools and people we build with." },
];

export const headerNavigation: HeaderItem[] = [
  {
    kind: "menu",
    id: "services",
    label: "Services",
    links: serviceLinks,
    overview: { label: "All services", href: "/services" },
  },
  { kind: "menu", id: "products", label: "Products", links: productLinks },
  { kind: "link", label: "AI Use Cases", href: "/ai-use-cases" },
  { kind: "link", label: "Careers", href: "/careers" },
  { kind: "link", label: "Knowledge Center", href: "/knowledge-center" },
  { kind: "menu", id: "about", label: "About", links: aboutLinks },
  { kind: "link", label: "Contact", href: "/contact" },
];

export const headerCallToAction: NavLink = { label: "Hire Talent", href: "/hire-talent" };

export const footerNavigation: FooterGroup[] = [
  {
    title: "Services",
    links: [{ label: "All services", href: "/services" }, ...serviceLinks],
  },
  {
    title: "Solutions",
    links: [
      { label: "Hire Talent", href: "/hire-talent" },
      { label: "Outsource a Project", href: "/outsource-project" },
      { label: "AI Use Cases", href: "/ai-use-cases" },
      { label: "Azure Services", href: "/azure-services" },
      { label: "Amazon Web Services", href: "/amazon-web-services" },
      { label: "Google Cloud Services", href: "/google-cloud-services" },
    ],
  },
  { title: "Products", links: productLinks },
  {
    title: "Company",
    links: [
      ...aboutLinks,
      { label: "Careers", href: "/careers" },
      { label: "Internships", href: "/internship" },
      { label: "Knowledge Center", href: "/knowledge-center" },
      { label: "Contact", href: "/contact" },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms and Conditions", href: "/terms-and-conditions" },
  { label: "Cookies Policy", href: "/cookies-policy" },
];
