import {
  EyeOffIcon,
  FileClockIcon,
  KeyRoundIcon,
  RowsIcon,
  ServerIcon,
  UserCogIcon,
} from "lucide-react";
import type { IconCard, ProductHeroCopy, ProductVideo } from "./types.ts";

/** The overview video in the hero. */
export const lockboxyOverview = {
  id: "QsLockboxy0",
  title: "Lockboxy in 3 minutes",
  description:
    "What Lockboxy adds to your notes workspace: roles, row-level access, PII masking and audit trails, all running in your own infrastructure.",
  duration: "PT3M05S",
  uploadDate: "2024-06-10",
} as const satisfies ProductVideo;

/** The gallery's six videos. */
export const lockboxyVideos = [
  {
    id: "QsLockboxy1",
    title: "Installing Lockboxy with Docker",
    description: "Deploy the gateway in your own cloud or data centre in under 15 minutes.",
    duration: "PT7M40S",
    uploadDate: "2024-06-12",
  },
  {
    id: "QsLockboxy2",
    title: "Custom roles and permissions",
    description: "Define roles beyond the workspace defaults and map them to your identity groups.",
    duration: "PT5M12S",
    uploadDate: "2024-06-19",
  },
  {
    id: "QsLockboxy3",
    title: "Row-level access for databases",
    description:
      "Show each person only the database rows their role allows, with rules you can test.",
    duration: "PT6M03S",
    uploadDate: "2024-06-26",
  },
  {
    id: "QsLockboxy4",
    title: "Masking PII automatically",
    description:
      "Detect emails, phone numbers and IDs, and mask them for everyone without clearance.",
    duration: "PT4M48S",
    uploadDate: "2024-07-03",
  },
  {
    id: "QsLockboxy5",
    title: "Audit logs and alerts",
    description: "Follow who viewed or changed sensitive pages and stream events to your SIEM.",
    duration: "PT5M30S",
    uploadDate: "2024-07-10",
  },
  {
    id: "QsLockboxy6",
    title: "Single sign-on and SCIM",
    description: "Connect your identity provider and keep roles in sync as people join and leave.",
    duration: "PT6M21S",
    uploadDate: "2024-07-17",
  },
] as const satisfies readonly ProductVideo[];

export const lockboxyFeatures = [
  {
    icon: UserCogIcon,
    title: "Custom roles",
    description:
      "Go beyond owner, member and guest: roles such as Finance Reviewer or Contractor, each with exact rights.",
  },
  {
    icon: RowsIcon,
    title: "Row-level access",
    description:
      "Rules decide which database rows each role sees, so one shared database serves every team safely.",
  },
  {
    icon: EyeOffIcon,
    title: "PII masking",
    description:
      "Personal data is detected and masked on the fly for anyone without clearance, with reveal on request.",
  },
  {
    icon: FileClockIcon,
    title: "Audit trails",
    description:
      "Every view, edit and export of protected content is logged with who, what and when.",
  },
  {
    icon: KeyRoundIcon,
    title: "SSO and SCIM",
    description:
      "Sign in with your identity provider; provisioning keeps roles and groups in sync.",
  },
  {
    icon: ServerIcon,
    title: "Self-hosted",
    description:
      "Runs in your own infrastructure: your data and your keys never pass through our servers.",
  },
] as const satisfies readonly IconCard[];

export const lockboxyWhyChoose = [
  {
    title: "Keep the workspace people like",
    description:
      "Teams keep writing in the notes tool they already use; Lockboxy adds governance around it.",
  },
  {
    title: "Pass security reviews",
    description:
      "Least-privilege access, masking and audit logs give your security team the controls they ask for.",
  },
  {
    title: "Deploy in a day",
    description: "A single container and a configuration file; no changes to existing pages.",
  },
  {
    title: "Predictable pricing",
    description: "An annual license per workspace, not per seat, with support included.",
  },
] as const;

export const lockboxyEnterprise = [
  "Self-hosted on Docker or Kubernetes, in any cloud or on-premises",
  "Single sign-on with SAML or OpenID Connect",
  "SCIM provisioning of users and groups",
  "Audit log export to your SIEM",
  "Encryption in transit and at rest with your own keys",
  "Support with an agreed response time",
];

/** Lockboxy: a self-hosted data governance and security layer for a notes workspace. */
export const lockboxy = {
  slug: "lockboxy",
  name: "Lockboxy",
  pageType: "lockboxy-notion",
  defaultService: "lockboxy",
  hero: {
    eyebrow: "Data governance for Notion",
    title: "Enterprise-grade security for your team's Notion workspace",
    lead: "Lockboxy is a self-hosted governance layer for Notion: custom roles, row-level access to databases and automatic PII masking, with a full audit trail, running in your own infrastructure.",
  } satisfies ProductHeroCopy,
  /** The local poster shown in place of every video until it is opened. */
  poster: "/images/products/lockboxy-video-poster.svg",
} as const;
