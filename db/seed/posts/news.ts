import { authors } from "./authors.ts";
import { cover, figure, md, type PostSeed } from "./types.ts";

export const newsPosts: PostSeed[] = [
  {
    slug: "quillstack-achieves-iso-27001-2022",
    title: "Quillstack Achieves ISO/IEC 27001:2022 Certification",
    excerpt:
      "Our information security management system is now certified to ISO/IEC 27001:2022, covering engineering delivery, talent operations and both of our own offices, in Noida and Toronto.",
    category: "news",
    tags: ["Security", "Compliance"],
    keywords: ["iso 27001", "iso/iec 27001:2022", "information security", "certification"],
    publish: { on: "2026-03-10T07:00:00Z" },
    author: authors.sara,
    image: cover("quillstack-achieves-iso-27001-2022"),
    ogImage: cover("quillstack-achieves-iso-27001-2022"),
    metaTitle: "Quillstack Is ISO/IEC 27001:2022 Certified",
    metaDescription:
      "Quillstack's information security management system is certified to ISO/IEC 27001:2022. What the certification covers and what it means for clients.",
    content: md`
We are pleased to announce that Quillstack has been certified to **ISO/IEC 27001:2022**, the international standard for information security management systems (ISMS). The certificate was issued by BSI (British Standards Institution), accredited by UKAS, after a two-stage audit, and is valid for three years, with surveillance audits every year.

## What the certification covers

The scope of our ISMS includes:

- Software engineering and delivery services for clients, including staff augmentation and managed squads.
- Talent operations: sourcing, vetting and onboarding of the engineers in our network of 50,000+ professionals.
- Our offices in Noida and Toronto, and the remote work of every employee and contractor.
- The internal platforms that run our matching, assessments and client reporting.

## Why it matters for clients

Many of our clients work in healthcare, finance and logistics. Their security teams ask detailed questions before they let any external engineer near their code. Certification does not replace those questions, but it gives a verified answer to many of them:

| Client question | What the audit checked |
| --- | --- |
| How do you control access to our repositories? | Joiner-mover-leaver process, quarterly access reviews |
| How are engineer laptops secured? | Disk encryption, managed updates, endpoint protection |
| What happens if there is an incident? | Documented response plan, tested twice a year |
| Do you assess your own suppliers? | Supplier risk register and annual reviews |

## What changed inside Quillstack

Preparing for the audit took eleven months. The most visible changes for our teams were:

1. **Single sign-on everywhere**, with hardware security keys for administrators.
2. **Device management** for every laptop that touches client code, including contractors' machines.
3. **Security training** at onboarding and every year after, with short phishing exercises.
4. **Risk reviews for every new client engagement**, recorded before the first engineer starts.

## What is next

We are extending the same controls to our partner offices in the United Arab Emirates and Saudi Arabia, and working towards a SOC 2 Type II report for clients in North America in 2027.

Clients and prospects can request a copy of the certificate and our statement of applicability from their account manager or by writing to hello@quillstack.dev.
`,
  },
  {
    slug: "notes-from-our-first-hackathon",
    title: "Notes from Our First Company-Wide Hackathon",
    excerpt:
      "Forty-eight hours, 23 teams, 9 time zones: what our engineers built when we gave them two days without client work.",
    category: "news",
    tags: ["Hackathon", "Culture", "Remote Work"],
    keywords: ["hackathon", "engineering culture", "remote team", "innovation"],
    publish: { on: "2024-05-21T10:00:00Z" },
    author: authors.lucas,
    image: cover("notes-from-our-first-hackathon"),
    content: md`
In April we paused client work for two days, with our clients' blessing, and held Quillstack's first company-wide hackathon. 112 people took part from nine time zones, in 23 teams. These are our notes on how it ran and what came out of it.

## How we organised it

A hackathon for a remote company needs more structure than one where everyone is in the same room. We kept the rules short:

- Teams of three to six, mixed across offices and disciplines.
- Any idea was allowed, but it had to be demoed working, not described on slides.
- Two fixed video check-ins per day, at times that worked for both Toronto and Noida.
- Demos recorded as five-minute videos so nobody had to present at 3 a.m.

### The schedule

| Time (UTC) | What happened |
| --- | --- |
| Day 1, 04:00 | Kick-off in Noida, ideas board opens |
| Day 1, 13:00 | Kick-off repeated for the Americas |
| Day 2, 14:00 | Code freeze for the Asia-Pacific teams |
| Day 2, 22:00 | Code freeze for everyone, demo videos due |
| Day 3, 14:00 | Live watch party and awards |

## What people built

The projects ranged from useful to delightfully silly. Three stood out to the judges:

1. **Interview replay.** A tool that turns a recorded technical interview into a structured summary for the hiring client, with timestamps for each skill discussed. A version of it is now part of our vetting process.
2. **Flaky test hunter.** A bot that reruns failed CI jobs, tracks which tests fail intermittently and opens an issue with the history. Two client teams asked to use it within a week.
3. **Standup haiku.** Exactly what it sounds like: yesterday's commits summarised as a haiku in the team channel. It won the people's choice award.

![Illustration: sticky notes, a laptop and a trophy on a desk](${figure("hackathon-board")})

## What we learned

- **Time zones are the hard part.** Fixed code-freeze times per region worked better than one global deadline.
- **Mixed teams meet people they never work with.** Several participants said this was the best part.
- **Give projects a path to production.** Every winning team got two weeks of funded time to finish their project.

## Next year

We will run the next hackathon in spring again, over two days, with a theme chosen by vote. Thank you to everyone who took part, and to the clients who gave their squads two days off to do it.
`,
  },
  {
    slug: "quillstack-opens-toronto-office",
    title: "Quillstack Opens Its Toronto Office",
    excerpt:
      "Our first office outside India brings delivery managers and senior engineers closer to our North American clients, with overlap across every time zone from Vancouver to Noida.",
    category: "news",
    tags: ["Company News", "Remote Work", "Hiring"],
    keywords: ["quillstack toronto", "new office", "north america", "company news"],
    publish: { on: "2022-09-14T13:00:00Z" },
    author: authors.sara,
    image: cover("quillstack-opens-toronto-office"),
    content: md`
We are opening our first office outside India, in downtown Toronto. The new office at 150 King Street West will host our North American delivery team and serve as a base for client workshops across Canada and the United States.

## Why Toronto

Since Quillstack was founded in 2020, most of our growth has come from North American clients. Our engineers work remotely from many countries, but clients told us two things:

- They wanted delivery managers in their own time zone for planning and escalations.
- They wanted a place to run in-person discovery workshops at the start of big projects.

Toronto gives us both, along with a deep pool of engineering talent and easy travel to most of our clients' headquarters.

## Who will be there

The office opens with a team of fourteen:

| Team | People |
| --- | --- |
| Delivery management | 5 |
| Senior and principal engineers | 6 |
| Talent and recruiting | 2 |
| Office and operations | 1 |

We are hiring for more roles in Toronto over the next year, including engineering managers and solution architects. Open positions are listed on our careers page.

## What does not change

Quillstack remains a remote-first company. Our network of more than 10,000 professionals works from wherever they do their best work, and the Toronto office is a place to meet, not a place people must be. Our headquarters stays in Noida, where most of our engineering, talent and operations teams are based.

## Follow-the-sun support

With teams in Noida and Toronto, clients with round-the-clock systems get support across a full day:

1. The Noida team covers the Asian and European working day.
2. Toronto picks up for the Americas.
3. Handovers happen in a shared channel with a written summary, so nothing depends on memory.

## Come and visit

We are holding an open house on 24 October for clients, partners and engineers in the area. Write to hello@quillstack.dev if you would like to join us, or just to say hello.
`,
  },
];
