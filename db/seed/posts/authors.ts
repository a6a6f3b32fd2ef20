import type { Author } from "./types.ts";

const avatar = (name: string) => `/images/blog/authors/${name}.svg`;

/** The Quillstack engineers and staff who write the demo posts (invented people). */
export const authors = {
  priya: {
    name: "Priya Raman",
    role: "Principal Engineer, Web Platforms",
    image: avatar("priya-raman"),
  },
  daniel: {
    name: "Daniel Okafor",
    role: "Head of Mobile Engineering",
    image: avatar("daniel-okafor"),
  },
  meera: { name: "Meera Iyer", role: "Machine Learning Lead", image: avatar("meera-iyer") },
  lucas: { name: "Lucas Moreau", role: "Director of Delivery", image: avatar("lucas-moreau") },
  aisha: { name: "Aisha Khan", role: "Head of Talent", image: avatar("aisha-khan") },
  tomasz: { name: "Tomasz Nowak", role: "Staff Data Engineer", image: avatar("tomasz-nowak") },
  rohan: {
    name: "Rohan Mehta",
    role: "Platform Engineering Lead",
    image: avatar("rohan-mehta"),
  },
  arjun: {
    name: "Arjun Nair",
    role: "Blockchain Engineering Lead",
    image: avatar("arjun-nair"),
  },
  elena: { name: "Elena Petrova", role: "QA Automation Lead", image: avatar("elena-petrova") },
  sara: {
    name: "Sara Lindqvist",
    role: "Communications Lead",
    image: avatar("sara-lindqvist"),
  },
} satisfies Record<string, Author>;
