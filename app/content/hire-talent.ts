/** Content of the hire-talent landing page (/hire-talent). Figures are the spec's marketing claims. */

import { firstCall } from "./company-facts";
import type { Faq } from "./faq";

export const hireTalentStats = [
  { value: "48 hours", label: "from brief to a matched shortlist" },
  { value: "Top 3%", label: "of applicants pass our vetting" },
  { value: "95%", label: "retention rate of our placements" },
  { value: "30 days", label: "satisfaction guarantee" },
] as const;

/** The four steps of the 48-hour matching process (spec: Tell us, Search, Match, Start). */
export const matchingSteps = [
  {
    name: "Tell us",
    time: "Hour 0",
    description: `A ${firstCall} with a talent partner: the role, skills, seniority, time zone and budget. We write the brief together.`,
  },
  {
    name: "Search",
    time: "Hours 1-24",
    description:
      "AI-assisted search ranks our network of 50,000+ pre-vetted professionals by skills, availability and time-zone overlap; a talent partner reviews every candidate by hand.",
  },
  {
    name: "Match",
    time: "Hours 24-48",
    description:
      "You receive a shortlist of three engineers with assessment scores, code samples and video introductions, and interview the ones you like.",
  },
  {
    name: "Start",
    time: "Day 3 onward",
    description:
      "Your new team member starts work. We handle the contract, onboarding and payroll, and the 30-day satisfaction guarantee begins.",
  },
] as const;

/** The vetting funnel: the share of applicants still in the process after each stage. */
export const vettingStages = [
  {
    name: "Profile and experience review",
    description: "Work history, portfolio and references checked against the seniority claimed.",
    remaining: 38,
  },
  {
    name: "Skills assessment",
    description: "A timed, role-specific test of real tasks: code, data or design, never trivia.",
    remaining: 14,
  },
  {
    name: "Live technical interview",
    description: "Ninety minutes with a senior engineer: system design, pair programming, review.",
    remaining: 7,
  },
  {
    name: "Communication and collaboration",
    description: "Spoken and written English, remote-work habits and how they handle feedback.",
    remaining: 4,
  },
  {
    name: "Background and reference checks",
    description: "Identity, education and two professional references verified before acceptance.",
    remaining: 3,
  },
] as const;

/** Cost per hire compared with traditional hiring. */
export const costComparison = {
  traditional: { label: "Traditional hiring", costPerHire: "$50K+" },
  ours: { label: "Quillstack", costPerHire: "$20K" },
  rows: [
    { aspect: "Time to hire", traditional: "4-8 weeks", ours: "Shortlist in 48 hours" },
    {
      aspect: "Recruitment fees",
      traditional: "20-30% of annual salary",
      ours: "No placement fee",
    },
    { aspect: "Average cost per hire", traditional: "$50K+", ours: "$20K" },
    {
      aspect: "Screening",
      traditional: "Your team reads every résumé",
      ours: "Top 3%, vetted in five stages",
    },
    {
      aspect: "If it does not work out",
      traditional: "Start the search again",
      ours: "Free replacement within 30 days",
    },
  ],
  savings: "About 60% saved on every hire",
} as const;

export const talentRoles = [
  "Frontend Developers",
  "Backend Developers",
  "Full-Stack Engineers",
  "iOS and Android Developers",
  "DevOps and Cloud Engineers",
  "Data Engineers",
  "AI and ML Engineers",
  "QA Automation Engineers",
  "UI/UX Designers",
  "Blockchain Developers",
  "Engineering Managers",
  "Project Managers",
] as const;

export const guaranteePoints = [
  "If the engineer is not the right fit in the first 30 days, we find a replacement at no cost.",
  "Or we refund the fee for the days you were not satisfied: your choice.",
  "No long notice periods: scale down with two weeks' notice after the first month.",
] as const;

export const retentionPoints = [
  {
    title: "Matched beyond skills",
    description:
      "We match on time zone, working style and career goals too, so engineers want to stay.",
  },
  {
    title: "Career support",
    description:
      "Every engineer has a Quillstack mentor, a learning budget and a clear path to senior roles.",
  },
  {
    title: "Regular check-ins",
    description:
      "A talent partner checks in with you and the engineer monthly and fixes problems early.",
  },
] as const;

export const hireTalentFaqs: readonly Faq[] = [
  {
    question: "How can you match talent in under 48 hours?",
    answer:
      "The vetting happens before you call us. Everyone in our network of 50,000+ professionals has already passed our assessments, so for your role we search and shortlist rather than screen from scratch.",
  },
  {
    question: "What does top 3% mean?",
    answer:
      "Of every 100 people who apply to join our network, about three pass all five stages: profile review, skills assessment, live technical interview, communication check and background checks.",
  },
  {
    question: "How much does it cost?",
    answer:
      "The average cost per hire is about $20K, compared with $50K+ through traditional hiring with its 4-8 weeks of searching and 20-30% recruitment fees. You pay a monthly rate that depends on seniority and stack, with no placement fee.",
  },
  {
    question: "What is the 30-day satisfaction guarantee?",
    answer:
      "If you are not happy with an engineer during the first 30 days, we replace them at no extra cost, or refund the fee for the days you were not satisfied.",
  },
  {
    question: "Which time zones do your engineers work in?",
    answer:
      "Our professionals are based in 25+ countries. We only shortlist engineers with at least four hours of overlap with your working day, and many work fully in your hours.",
  },
  {
    question: "Can I hire a whole team?",
    answer:
      "Yes. With Team as a Service we assemble a complete team (engineers, QA, a designer and a delivery lead) that works as part of your organisation. If you would rather hand over the whole project, see outsourcing.",
    link: { label: "Outsource a project", href: "/outsource-project" },
  },
  {
    question: "Who handles contracts, payroll and compliance?",
    answer:
      "We do. You sign one agreement with us and receive one monthly invoice; we employ or contract the engineers in their own countries and handle payroll, equipment and local compliance.",
  },
];
