/**
 * Client testimonials (static marketing content). The people and companies are illustrative.
 * Avatars are generated from the initials and a hue: no photos, nothing fetched from elsewhere.
 */

export interface TestimonialImage {
  /** Two letters drawn in the avatar. */
  initials: string;
  /** Hue (0-359) of the avatar's gradient. */
  hue: number;
}

export interface Testimonial {
  text: string;
  name: string;
  /** Job title with the company, e.g. "CTO, Lumenfold". */
  role: string;
  rating: 5;
  projectType: string;
  duration: string;
  /** What the client saved, as shown on the card. */
  savings: string;
  image: TestimonialImage;
}

export const testimonials: readonly Testimonial[] = [
  {
    text: "We needed two senior React engineers before a funding demo. Quillstack had a shortlist in our inbox within 48 hours and both engineers were shipping by the end of the week.",
    name: "Sarah Whitfield",
    role: "CTO, Lumenfold",
    rating: 5,
    projectType: "SaaS dashboard",
    duration: "9 months",
    savings: "58% vs local hiring",
    image: { initials: "SW", hue: 262 },
  },
  {
    text: "The AI-trained workflow is real: our developer uses coding agents for tests and reviews, and our release cadence went from monthly to weekly.",
    name: "Daniel Okafor",
    role: "VP Engineering, Parcelio",
    rating: 5,
    projectType: "Logistics platform",
    duration: "14 months",
    savings: "61% on team cost",
    image: { initials: "DO", hue: 200 },
  },
  {
    text: "Honest estimates, daily updates and code that passes our QA the first time. It feels like an in-house team that happens to sit in another time zone.",
    name: "Priya Raman",
    role: "Head of Product, Tidewell",
    rating: 5,
    projectType: "Mobile banking app",
    duration: "11 months",
    savings: "$240K in year one",
    image: { initials: "PR", hue: 330 },
  },
  {
    text: "We interviewed three candidates on day two and hired the first. Eight months later she leads our data pipeline work.",
    name: "Marcus Lindqvist",
    role: "Founder, Kestrelbyte",
    rating: 5,
    projectType: "Data engineering",
    duration: "8 months",
    savings: "55% vs agency rates",
    image: { initials: "ML", hue: 150 },
  },
  {
    text: "Our previous agency took six weeks to staff a project. Quillstack matched a full-stack pair in two days and the onboarding checklist was already done.",
    name: "Elena Petrova",
    role: "Director of Engineering, Aldermark",
    rating: 5,
    projectType: "E-commerce replatform",
    duration: "6 months",
    savings: "62% on delivery cost",
    image: { initials: "EP", hue: 20 },
  },
  {
    text: "The vetting shows. Every engineer we got writes tests, documents decisions and pushes back when a requirement does not make sense.",
    name: "James Thornton",
    role: "CTO, Brasswing",
    rating: 5,
    projectType: "B2B marketplace",
    duration: "18 months",
    savings: "57% vs local hiring",
    image: { initials: "JT", hue: 230 },
  },
  {
    text: "They built our MVP in ten weeks with a team of three and stayed on to scale it. Retention has been perfect so far.",
    name: "Aisha Rahman",
    role: "CEO, Zephyra Health",
    rating: 5,
    projectType: "Telehealth MVP",
    duration: "12 months",
    savings: "$310K saved",
    image: { initials: "AR", hue: 290 },
  },
  {
    text: "24/7 coverage changed our on-call life. Incidents at 3 a.m. are handled by people who know the system and by AI agents that triage first.",
    name: "Tomás Herrera",
    role: "Head of Platform, Pinegate",
    rating: 5,
    projectType: "Cloud and DevOps",
    duration: "16 months",
    savings: "48% on operations",
    image: { initials: "TH", hue: 180 },
  },
  {
    text: "I was sceptical about the 48-hour promise. We had four strong profiles in 30 hours, and the developer we picked has been with us for over a year.",
    name: "Hannah Becker",
    role: "Engineering Manager, Quorvex",
    rating: 5,
    projectType: "Fintech API",
    duration: "13 months",
    savings: "60% vs local hiring",
    image: { initials: "HB", hue: 45 },
  },
  {
    text: "Quillstack's QA automation engineers took our regression suite from two days of manual clicking to forty minutes in CI.",
    name: "Kenji Watanabe",
    role: "QA Lead, Mosaiq",
    rating: 5,
    projectType: "QA automation",
    duration: "7 months",
    savings: "70% less test time",
    image: { initials: "KW", hue: 10 },
  },
  {
    text: "Clear contracts, no placement fees and a monthly invoice that matches the proposal. Finance loves them as much as engineering does.",
    name: "Olivia Grant",
    role: "COO, Fernhollow",
    rating: 5,
    projectType: "Staff augmentation",
    duration: "20 months",
    savings: "$180K in fees avoided",
    image: { initials: "OG", hue: 340 },
  },
  {
    text: "Our mobile developer shipped the iOS and Android releases in parallel with React Native and kept crash-free sessions above 99.8%.",
    name: "Rafael Costa",
    role: "Product Lead, Oakvane",
    rating: 5,
    projectType: "Cross-platform app",
    duration: "10 months",
    savings: "54% on mobile budget",
    image: { initials: "RC", hue: 120 },
  },
  {
    text: "They understood our compliance constraints from the first call and proposed a private LLM setup that our security team approved in a week.",
    name: "Grace Liu",
    role: "CISO, Tidewell",
    rating: 5,
    projectType: "Private AI assistant",
    duration: "5 months",
    savings: "45% vs vendor quote",
    image: { initials: "GL", hue: 210 },
  },
  {
    text: "Scaling from two to eleven engineers in a quarter would have been impossible with our own recruiting. Quillstack made it routine.",
    name: "Michael Adeyemi",
    role: "CTO, Parcelio",
    rating: 5,
    projectType: "Team scale-up",
    duration: "24 months",
    savings: "$1.1M over two years",
    image: { initials: "MA", hue: 250 },
  },
  {
    text: "The blockchain team knew audits, gas optimisation and wallet UX. Our launch went through two external audits without a critical finding.",
    name: "Sofia Marchetti",
    role: "Founder, Lumenfold Labs",
    rating: 5,
    projectType: "DApp launch",
    duration: "6 months",
    savings: "50% vs specialist agency",
    image: { initials: "SM", hue: 300 },
  },
  {
    text: "Communication is excellent: written updates every evening our time, and a real overlap window for pairing each morning.",
    name: "William Carter",
    role: "Engineering Director, Brasswing",
    rating: 5,
    projectType: "Legacy modernisation",
    duration: "15 months",
    savings: "59% on team cost",
    image: { initials: "WC", hue: 30 },
  },
  {
    text: "Our RPA bots now process supplier invoices overnight. The Quillstack team mapped the process, automated it and trained our staff.",
    name: "Nadia Haddad",
    role: "Operations Director, Aldermark",
    rating: 5,
    projectType: "Process automation",
    duration: "4 months",
    savings: "1,900 hours a year",
    image: { initials: "NH", hue: 160 },
  },
  {
    text: "From data annotation to model evaluation, one partner covered the whole pipeline, and the quality checks caught issues our last vendor missed.",
    name: "Lucas Moreau",
    role: "Head of AI, Quorvex",
    rating: 5,
    projectType: "AI and data annotation",
    duration: "9 months",
    savings: "47% on labelling cost",
    image: { initials: "LM", hue: 275 },
  },
];
