/** Element ids of the cloud page the hero's links and the tests rely on. */
export const cloudPageIds = {
  consultation: "consultation",
  consultationTitle: "consultation-title",
} as const;
