import type { DeliveryModel } from "./types";

/** Support is claimed around the clock on every cloud page (spec part 2, section 9). */
export const cloudSupportHours = "24x7";

/**
 * Onsite, offshore and blended delivery (spec part 2, "Cloud pages"), written for one provider:
 * the trade-offs are the same on every cloud, the platform named in them is not.
 */
export function deliveryModelsFor(platform: string): readonly DeliveryModel[] {
  return [
    {
      id: "onsite",
      name: "Onsite",
      summary: `Certified ${platform} engineers work from your office, inside your teams and your change process.`,
      advantages: [
        "Face-to-face workshops for discovery, architecture reviews and cut-over planning",
        "Direct access to your hardware, data centres and network teams during migrations",
        "Fastest hand-over of knowledge to your own engineers",
        "Meets strict data-residency or security-clearance rules for on-premises access",
      ],
      challenges: [
        "Highest day rates, plus travel and accommodation",
        "Fewer specialists available at short notice in some cities",
        "Coverage limited to your office hours",
      ],
      challengeSolutions: [
        "Onsite presence planned around milestones, with remote days in between",
        "Specialists drawn from our network of 50,000+ professionals, matched in under 48 hours",
        `A remote on-call rota adds ${cloudSupportHours} cover outside office hours`,
      ],
      customerSupport: `A named engagement lead onsite, ${cloudSupportHours} incident response through our operations desk, and weekly progress reviews.`,
      additionalCosts:
        "Travel, accommodation and per diem at cost, agreed in the statement of work before the engagement starts.",
    },
    {
      id: "offshore",
      name: "Offshore",
      summary: `A dedicated ${platform} team works remotely from our delivery centres, with overlap hours in your time zone.`,
      advantages: [
        "Lowest cost per engineer, typically 40-60% below local onsite rates",
        "Follow-the-sun work: changes and monitoring continue while your office sleeps",
        "The team scales up or down within days",
        "Mature remote tooling: infrastructure as code, pull requests and runbooks for every change",
      ],
      challenges: [
        "Time-zone differences can slow decisions",
        "Less informal context about your business",
        "Communication relies on written updates and scheduled calls",
      ],
      challengeSolutions: [
        "At least four overlap hours a day and a shared channel with replies within the hour",
        "A discovery sprint and recorded architecture decisions before any change",
        "Daily written status, weekly demos and a shared backlog you can see",
      ],
      customerSupport: `${cloudSupportHours} monitoring and incident response with agreed response times, a dedicated delivery manager and a monthly service review.`,
      additionalCosts:
        "None beyond the monthly team rate; optional onsite visits are quoted separately.",
    },
    {
      id: "blended",
      name: "Blended",
      summary: `An onsite lead architect paired with an offshore ${platform} delivery team: local presence at a remote price.`,
      advantages: [
        "Onsite leadership for workshops, stakeholders and cut-overs",
        "Offshore capacity for build, automation and operations at lower cost",
        "Continuous progress across time zones with one accountable lead",
        "The best balance of cost, speed and control for most migrations",
      ],
      challenges: [
        "Two locations to coordinate",
        "Hand-offs between onsite and offshore engineers can lose detail",
        "Needs clear ownership of each workstream",
      ],
      challengeSolutions: [
        "One delivery manager owns the plan across both locations",
        "Written hand-over notes, shared runbooks and a daily joint stand-up",
        "A RACI agreed in the first week for every workstream",
      ],
      customerSupport: `A local point of contact during business hours and ${cloudSupportHours} cover from the offshore operations team, with one escalation path.`,
      additionalCosts:
        "Travel for the onsite lead only; the offshore team is billed at the monthly team rate.",
    },
  ];
}
