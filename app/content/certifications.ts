/**
 * The certifications and partner statuses on /certifications. Names of standards and programmes
 * are written as text (no third-party logos); icons are lucide names from CertificationIcon.
 * Who issues each and the year it was obtained come from the company facts.
 */
import { type CertificationId, certificationIssuer, certificationYear } from "./company-facts";

export type CertificationIcon =
  | "shield-check"
  | "cloud"
  | "layout-template"
  | "accessibility"
  | "code"
  | "globe";

export interface Certification {
  /** Anchor on the page. */
  id: CertificationId;
  title: string;
  /** Who grants or audits it. */
  issuer: string;
  /** The year we first obtained it. */
  year: number;
  description: string;
  /** 3 to 5 points on what it means for clients. */
  benefits: readonly string[];
  icon: CertificationIcon;
  /** Further reading on our own site. */
  link?: { href: string; label: string };
}

export const certifications: readonly Certification[] = [
  {
    id: "iso-27001",
    title: "ISO/IEC 27001:2022",
    issuer: certificationIssuer("iso-27001"),
    year: certificationYear("iso-27001"),
    description:
      "Our information security management system is certified to the 2022 edition of the international standard, covering engineering delivery, talent operations and our own offices.",
    benefits: [
      "Independent audit of access control, device security and incident response",
      "Annual surveillance audits, not a one-off check",
      "Faster security reviews: the certificate and statement of applicability answer most questionnaires",
      "Supplier and client engagement risks recorded before work starts",
    ],
    icon: "shield-check",
    link: {
      href: "/knowledge-center/quillstack-achieves-iso-27001-2022",
      label: "Read the announcement",
    },
  },
  {
    id: "cloud-marketplace-partner",
    title: "Microsoft Commercial Marketplace Publisher",
    issuer: certificationIssuer("cloud-marketplace-partner"),
    year: certificationYear("cloud-marketplace-partner"),
    description:
      "We publish and support our own software, including a custom table visual for Power BI, through Microsoft's commercial marketplace, after its technical and policy certification.",
    benefits: [
      "Our published apps pass Microsoft's marketplace certification before every release",
      "Procurement through an existing Microsoft agreement where clients prefer it",
      "Hands-on experience shipping and supporting products on Microsoft's platform",
    ],
    icon: "cloud",
  },
  {
    id: "site-builder-partner",
    title: "Wix Studio Partner",
    issuer: certificationIssuer("site-builder-partner"),
    year: certificationYear("site-builder-partner"),
    description:
      "Our web team is a recognised agency partner of the Wix Studio platform, designing and building client sites, custom code and integrations on it.",
    benefits: [
      "Designers and developers trained on the platform's advanced features",
      "Custom functionality with Velo code and external APIs when templates stop short",
      "Priority partner support when a client site needs help from the platform",
      "Smooth hand-over so your team can edit content without a developer",
    ],
    icon: "layout-template",
  },
  {
    id: "accessibility-specialists",
    title: "Web Accessibility Specialists",
    issuer: certificationIssuer("accessibility-specialists"),
    year: certificationYear("accessibility-specialists"),
    description:
      "Members of our QA and front-end teams hold the IAAP Web Accessibility Specialist (WAS) credential and lead accessibility reviews on client projects.",
    benefits: [
      "Audits against WCAG 2.2 AA with screen readers and keyboard-only testing",
      "Accessibility built into design reviews, not patched in before launch",
      "Automated axe checks in CI backed by manual expert review",
      "Remediation plans your team can follow, with priorities by user impact",
    ],
    icon: "accessibility",
  },
  {
    id: "platform-developer",
    title: "Salesforce Certified Platform Developer",
    issuer: certificationIssuer("platform-developer"),
    year: certificationYear("platform-developer"),
    description:
      "Our CRM engineers are certified to build custom business logic, data models and interfaces on the Salesforce Platform with Apex and Lightning Web Components.",
    benefits: [
      "Custom objects, flows and Apex code that respect the platform's limits",
      "Test coverage and deployment pipelines that pass the platform's release checks",
      "Integrations between Salesforce and your ERP, billing and support tools",
    ],
    icon: "code",
  },
  {
    id: "international-accreditation",
    title: "ISO 9001:2015 Quality Management",
    issuer: certificationIssuer("international-accreditation"),
    year: certificationYear("international-accreditation"),
    description:
      "Our delivery and talent processes are certified for quality management under an internationally accredited scheme, recognised by clients and procurement teams worldwide.",
    benefits: [
      "Documented, audited processes from the first brief to project hand-over",
      "Client feedback measured after every engagement and acted on",
      "Corrective actions tracked to closure and reviewed by management",
      "A certificate accepted in supplier qualification across the US, EU, Middle East and Asia",
    ],
    icon: "globe",
  },
];
