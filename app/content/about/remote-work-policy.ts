/**
 * The /remote-work-policy page: 11 numbered sections (spec: policy section = id, title, content
 * bullets), shown with the same document layout as the legal pages.
 */
import { type LegalDocument, legalDate, legalEmail } from "../legal/document";
import { site } from "../site";

export interface PolicySection {
  id: string;
  title: string;
  content: readonly string[];
}

export const remoteWorkPolicySections: readonly PolicySection[] = [
  {
    id: "scope-and-eligibility",
    title: "Scope and eligibility",
    content: [
      `This policy applies to every employee and contractor of ${site.legalName} and to professionals placed with clients through us.`,
      "All roles are remote-first unless the role description or the client agreement requires time on site.",
      "You may work from any country where you have the legal right to work and where we can pay you lawfully; tell People Operations before you relocate for longer than 30 days.",
      "New team members complete onboarding, including security and data protection training, before they receive client access.",
    ],
  },
  {
    id: "working-hours-and-time-zones",
    title: "Working hours and time zones",
    content: [
      "You plan your own day around your contracted hours, and keep them visible in the shared team calendar.",
      "Each team agrees at least four hours of overlap with its client's time zone, and keeps them free for calls and quick decisions.",
      "Working time, breaks and overtime follow the law of the country you work in; overtime must be agreed in advance.",
      "Public holidays follow your country of residence; teams publish holiday calendars a quarter ahead so clients are never surprised.",
    ],
  },
  {
    id: "communication",
    title: "Communication and availability",
    content: [
      "Written first: decisions, status and hand-overs are recorded in the project's tracker or channel, not only said in a call.",
      "During overlap hours, reply to messages within two hours; outside them, the next working morning is fine.",
      "Cameras are encouraged for team rituals and client meetings, and optional for everything else.",
      "Share your status (focus, away, out of office) and an emergency contact route with your lead.",
      "Client enquiries receive a reply within 24 hours, the same promise we make on our website.",
    ],
  },
  {
    id: "information-security",
    title: "Information security and devices",
    content: [
      "Work only on company-managed or approved devices with full-disk encryption, automatic updates, a screen lock and endpoint protection.",
      "Use single sign-on with multi-factor authentication for every company and client system that supports it.",
      "Never use public Wi-Fi without the company VPN, and never leave devices unattended and unlocked in shared spaces.",
      "Keep source code, credentials and client data in approved repositories and secret stores only, never in personal accounts or chat messages.",
      "Report a lost device, a phishing attempt or a suspected incident to the security team within one hour.",
      "Our information security management system is certified to ISO 27001:2022, and this policy is part of it.",
    ],
  },
  {
    id: "data-protection",
    title: "Data protection and confidentiality",
    content: [
      "Process personal and client data only for the task at hand, following our Privacy Policy and the client's data processing agreement.",
      "Take calls involving confidential information where you cannot be overheard, and use screen privacy filters in shared spaces.",
      "Do not print confidential documents at home unless your lead approves it and you can shred them afterwards.",
      "Use AI tools only in the approved company workspaces, and never paste client code or data into personal AI accounts.",
      `Questions about data protection go to ${legalEmail}.`,
    ],
  },
  {
    id: "equipment-and-workspace",
    title: "Equipment, workspace and stipends",
    content: [
      "We provide a laptop suited to your role, a headset and, where needed, a second monitor, and replace them on a regular cycle.",
      "A one-time home office stipend helps you set up an ergonomic workspace; a monthly stipend covers internet and phone costs.",
      "Team members who prefer a co-working space may claim a membership up to the monthly stipend in its place.",
      "Company equipment remains our property and is returned, or collected by courier, when you leave.",
    ],
  },
  {
    id: "health-and-wellbeing",
    title: "Health and wellbeing",
    content: [
      "Take your breaks and your full annual leave; leads plan cover so nobody works through a holiday.",
      "No one is expected to answer messages outside working hours, except during an agreed on-call rotation.",
      "Everyone has access to a confidential employee assistance programme and an annual ergonomic self-assessment.",
      "Tell your lead or People Operations early if workload, isolation or personal circumstances are affecting you.",
    ],
  },
  {
    id: "performance-and-growth",
    title: "Performance and growth",
    content: [
      "We judge outcomes, quality and collaboration, not hours online; there is no screen or keystroke monitoring.",
      "Each team member has a fortnightly one-to-one with their lead and a written review twice a year.",
      "Goals are agreed together and linked to client outcomes and personal development.",
      "A yearly learning budget covers courses, certifications and conference tickets, including AI-assisted development training.",
    ],
  },
  {
    id: "travel-and-meetups",
    title: "Travel and team meetups",
    content: [
      "Teams meet in person at least once a year at one of our offices or a partner office.",
      "Client visits are planned with the client and approved by your lead before booking.",
      "Travel is booked through the company travel desk in economy class unless a longer flight or a medical need justifies otherwise.",
      "Check visa and work permit needs with People Operations before any business trip abroad.",
    ],
  },
  {
    id: "expenses",
    title: "Expenses",
    content: [
      "Claim approved expenses within 30 days with an itemised receipt through the expenses tool.",
      "Stipends, travel, learning and approved software are reimbursed with the next monthly payroll.",
      "Expenses are reimbursed in your local currency at the exchange rate of the day you paid.",
      "Personal subscriptions, fines and home utility costs beyond the stipend are not reimbursed.",
    ],
  },
  {
    id: "compliance-and-review",
    title: "Compliance and review",
    content: [
      "Breaking this policy may lead to withdrawal of remote access and to disciplinary action under your contract.",
      "Where local law gives you more rights than this policy, local law applies.",
      "People Operations and the security team review this policy every year, and whenever the law or our certification requires.",
      "Suggestions for improving this policy are welcome from everyone, at any time.",
    ],
  },
];

/** The policy as a document for the shared layout: each section a bullet list. */
export const remoteWorkPolicy: LegalDocument = {
  title: "Remote Work Policy",
  summary: `How ${site.name}'s distributed teams work across time zones: availability, communication, security, equipment, wellbeing and growth. It applies to everyone who works with us, in any country.`,
  effective: legalDate,
  /** Revised when our ISO 27001 certification made the policy part of the certified ISMS. */
  updated: "2026-03-16",
  sections: remoteWorkPolicySections.map((section) => ({
    id: section.id,
    title: section.title,
    blocks: [{ kind: "list", items: section.content }],
  })),
};
