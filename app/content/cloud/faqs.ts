import type { Faq } from "../faq";
import { cloudSupportHours } from "./delivery-models";

/** The questions every cloud page answers, written for one platform; pages add their own. */
export function sharedCloudFaqs(platform: string): readonly Faq[] {
  return [
    {
      question: `What happens in the free ${platform} consultation?`,
      answer: `A 45-minute call with a certified ${platform} architect: we go through your current setup, goals and constraints, and within a week you receive a written summary with quick wins, risks and a proposed plan. There is no obligation to continue.`,
    },
    {
      question: "Which delivery model should we choose?",
      answer:
        "Onsite suits regulated work and hands-on cut-overs, offshore gives the lowest cost and round-the-clock progress, and blended pairs a local lead with a remote team. Most clients start blended for a migration and move to offshore for ongoing operations.",
    },
    {
      question: "Do you support our workloads after go-live?",
      answer: `Yes. Managed operations include ${cloudSupportHours} monitoring and incident response, patching, backups, cost reviews and a monthly service report, with response times agreed in the contract.`,
      link: { label: "See our Cloud & DevOps services", href: "/services/cloud-devops" },
    },
  ];
}
