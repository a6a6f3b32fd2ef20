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
  file: "lockboxy-overview",
  title: "Lockboxy overview",
  description:
    "What Lockboxy adds to your Notion workspace: custom roles, row-level access, PII masking and audit trails, running in your own infrastructure.",
  scenes: [
    "A shared Notion database, as the workspace shows it to every member today.",
    "Lockboxy adds custom roles, such as Finance Reviewer, each with exact rights.",
    "Row-level rules and PII masking decide what each role sees.",
    "Every view, edit and export is logged, in your own infrastructure.",
  ],
  uploadDate: "2026-11-26",
} as const satisfies ProductVideo;

/** The gallery's six videos. */
export const lockboxyVideos = [
  {
    file: "lockboxy-install",
    title: "Installing Lockboxy with Docker",
    description:
      "Deploy the gateway in your own cloud or data centre: one container and a configuration file.",
    scenes: [
      "Start one container with the Lockboxy image and your configuration file.",
      "The gateway connects to your Notion workspace with an integration token.",
      "The health page shows the gateway running, with its policies loaded.",
      "People keep working in Notion; protected pages now pass through your gateway.",
    ],
    uploadDate: "2026-11-26",
  },
  {
    file: "lockboxy-custom-roles",
    title: "Custom roles and permissions",
    description: "Define roles beyond the workspace defaults and map them to your identity groups.",
    scenes: [
      "The workspace defaults: owner, member and guest.",
      "Create a role, Finance Reviewer, that can read and comment on finance pages.",
      "Map the role to the Finance group of your identity provider.",
      "Members of the group get exactly those rights at their next sign-in.",
    ],
    uploadDate: "2026-11-26",
  },
  {
    file: "lockboxy-row-level-access",
    title: "Row-level access for databases",
    description:
      "Show each person only the database rows their role allows, with rules you can test.",
    scenes: [
      "A shared Deals database holds the rows of every region.",
      "Add a rule: the Sales EMEA role sees rows whose Region is EMEA.",
      "Preview the database as a member of Sales EMEA to test the rule.",
      "They see the EMEA deals only; other rows never leave the gateway.",
    ],
    uploadDate: "2026-11-26",
  },
  {
    file: "lockboxy-pii-masking",
    title: "Masking PII automatically",
    description:
      "Detect emails, phone numbers and IDs, and mask them for everyone without clearance.",
    scenes: [
      "A customer database with names, emails, phone numbers and ID numbers.",
      "Lockboxy detects the columns that hold personal data.",
      "People without clearance see the values masked.",
      "With clearance, a value is revealed on request and the reveal is logged.",
    ],
    uploadDate: "2026-11-26",
  },
  {
    file: "lockboxy-audit-logs",
    title: "Audit logs and alerts",
    description: "Follow who viewed or changed sensitive pages and stream events to your SIEM.",
    scenes: [
      "The audit log lists every view, edit and export of protected content.",
      "Filter by person, page or action to follow one trail.",
      "An alert fires when someone exports a protected database.",
      "Events stream to your SIEM as they happen.",
    ],
    uploadDate: "2026-11-26",
  },
  {
    file: "lockboxy-sso-scim",
    title: "Single sign-on and SCIM",
    description: "Connect your identity provider and keep roles in sync as people join and leave.",
    scenes: [
      "Connect your identity provider with SAML or OpenID Connect.",
      "SCIM provisioning imports your users and groups.",
      "A new joiner gets the roles of their groups automatically.",
      "A leaver loses access as soon as the directory removes them.",
    ],
    uploadDate: "2026-11-26",
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

/** Lockboxy: a self-hosted data governance and security layer for Notion. */
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
} as const;
