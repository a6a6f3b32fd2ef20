/** "How it works": the four-step hiring process and where each step sits in the 48 hours. */
import { expertsReadyToStart, firstCall, networkSize } from "../company-facts";

export interface HiringStep {
  title: "Tell us" | "Search" | "Match" | "Start";
  /** When the step happens, shown as a small label. */
  when: string;
  description: string;
  icon: "message-square" | "search" | "users" | "rocket";
}

export const hiringSteps: readonly HiringStep[] = [
  {
    title: "Tell us",
    when: "Hour 0",
    description: `Share the role, stack, seniority and time zone in a ${firstCall} or a short brief. No job ads to write.`,
    icon: "message-square",
  },
  {
    title: "Search",
    when: "Hours 1-24",
    description: `Our AI agents and talent partners search the ${expertsReadyToStart} experts ready to start now, and the rest of a vetted network of ${networkSize} professionals.`,
    icon: "search",
  },
  {
    title: "Match",
    when: "Within 48 hours",
    description:
      "You interview a shortlist of pre-vetted, AI-trained engineers who fit your stack and culture.",
    icon: "users",
  },
  {
    title: "Start",
    when: "Day 3",
    description:
      "Your developer joins your stand-up, backed by 24/7 AI agents, 99% quality assurance and a 95% retention record.",
    icon: "rocket",
  },
];
