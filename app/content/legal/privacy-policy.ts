import { retention } from "../../lib/retention";
import { site } from "../site";
import {
  companyLine,
  type LegalDocument,
  legalDate,
  legalEmail,
  list,
  mailto,
  p,
  subheading,
  table,
} from "./document";

const account = { text: "Account & Privacy", href: "/user/account" };

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  summary: `How ${site.name} collects, uses, shares and protects personal data when you visit our website, contact us, use our services or apply for a job, and the choices and rights you have.`,
  effective: legalDate,
  updated: legalDate,
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        p(
          `This policy is issued by ${companyLine} ("${site.name}", "we", "us"). We are the controller of the personal data described here: we decide why and how it is processed.`,
        ),
        p(
          `It applies to ${site.domain}, to the forms and accounts on it, and to the emails we exchange with you. When we process personal data on a client's behalf during a software project, the client's own privacy notice applies and we act as its processor under a written agreement.`,
        ),
        p("Questions about this policy or your data go to ", mailto(legalEmail), "."),
      ],
    },
    {
      id: "data-we-collect",
      title: "The data we collect",
      blocks: [
        subheading("Data you give us"),
        list(
          "Contact and enquiry forms: your name, email address, company, phone number if you add it, the service you are interested in and your message.",
          "Lead and download forms: your name, business email address, company and the resource or offer you asked for.",
          "Newsletter sign-up: your email address and the date you subscribed.",
          "Candidate accounts: your name, email address and a password (stored only as a salted hash), whether your email is verified, and the dates you signed up and signed in.",
          "Candidate profiles: the headline, location, skills, work experience, education, links and preferences you choose to add.",
          "Job applications: the job, your contact details, cover letter, answers and the resume you attach, and the application's status as the hiring team reviews it.",
          "Resumes: the files you upload. They are stored privately and are served only to you and to authorised staff.",
        ),
        subheading("Data collected automatically"),
        list(
          "Security and sign-in records: when you are signed in, your session records the IP address and browser (user agent) it was started from.",
          "Abuse protection: to limit repeated form submissions we count requests per client address; the address is stored only as a one-way hash.",
          "Server logs: the requested address, time, status and browser, kept briefly to keep the site running and secure.",
          "Error reports: when a page fails in your browser, it tells us the page's path (without search terms or other query details), the error and your browser's name, so that we can fix the fault.",
          "Analytics events, only with your consent: pages viewed and actions such as searches, filters and button clicks, tied to a random identifier kept in your browser, never to your name or email.",
          [
            "Cookies and similar storage, as described in our ",
            { text: "Cookies Policy", href: "/cookies-policy" },
            ".",
          ],
        ),
        subheading("Data from others"),
        p(
          "If a client or a colleague refers you to us, or you apply through a partner office, we receive the details they pass on and tell you so when we first contact you.",
        ),
      ],
    },
    {
      id: "how-we-use-data",
      title: "How we use your data and our legal bases",
      blocks: [
        p(
          "We use personal data only for the purposes below. Where data protection law asks for a legal basis (for example the EU and UK GDPR), it is given for each purpose.",
        ),
        table({
          caption: "Purposes of processing and their legal bases",
          columns: ["Purpose", "Data used", "Legal basis"],
          rows: [
            [
              "Answering enquiries and preparing proposals",
              "Contact and enquiry form data, emails",
              "Steps you ask for before a contract; our legitimate interest in replying to business enquiries",
            ],
            [
              "Providing candidate accounts, profiles and saved jobs",
              "Account and profile data, sessions",
              "Performance of our contract with you (the account terms)",
            ],
            [
              "Assessing applications and matching candidates to roles",
              "Applications, resumes, profiles",
              "Steps you ask for before a contract; our legitimate interest in recruiting",
            ],
            [
              "Sending the newsletter and resources you request",
              "Email address, lead form data",
              "Your consent, which you can withdraw with the unsubscribe link in every email",
            ],
            [
              "Measuring and improving the website",
              "Analytics events, analytics cookies",
              "Your consent, given and changed in the cookie settings",
            ],
            [
              "Keeping the site and accounts secure, preventing abuse and fraud",
              "Sessions, hashed client addresses, server logs",
              "Our legitimate interest in protecting our users and systems",
            ],
            [
              "Meeting legal, tax and accounting duties; handling legal claims",
              "Records we must keep",
              "Legal obligation; our legitimate interest in defending claims",
            ],
          ],
        }),
        p(
          "We do not sell personal data, we do not use it for automated decisions that have legal or similarly significant effects on you, and every hiring decision is taken by people.",
        ),
      ],
    },
    {
      id: "retention",
      title: "How long we keep data",
      blocks: [
        list(
          `Enquiries and lead form submissions: ${retention.enquiryMonths} months after our last exchange, or for the length of the resulting contract and then as our records duties require.`,
          "Candidate accounts, profiles, saved jobs and resumes: until you delete your account.",
          "Applications: while the account exists. When you delete your account, your applications are anonymised: your name, email, phone number and cover letter are removed, together with every copy of the emails about them, and only the fact that an application was made is kept for the hiring team's statistics.",
          `Sign-in sessions: ${retention.sessionDays} days after they are last used; signing out ends a session at once.`,
          "Newsletter subscriptions: until you unsubscribe.",
          `Analytics events: up to ${retention.analyticsEventMonths} months.`,
          `Copies of emails we send you (for delivery and troubleshooting): up to ${retention.emailCopyMonths} months. After that we keep only the address, the date and whether it was delivered.`,
          `Server logs and error reports: up to ${retention.logDays} days, unless needed to investigate an incident.`,
          "Accounting and contract records: as long as tax and company law require, usually 8 years.",
        ),
      ],
    },
    {
      id: "sharing",
      title: "Who we share data with",
      blocks: [
        p(
          "We share personal data only where needed for the purposes above, and only with recipients bound to protect it:",
        ),
        list(
          "Hosting and infrastructure providers, who run our servers, database and file storage.",
          "Email delivery providers, who send our transactional emails and the newsletter.",
          "Analytics: Google Analytics, only when it is configured and you consented to analytics cookies.",
          `Our partner offices, when you ask to work with us in their region; they act for ${site.legalName} under written agreements.`,
          "Clients: with your agreement, the profile and resume of a candidate we propose for a client's role.",
          "Professional advisers, auditors and insurers, under duties of confidentiality.",
          "Authorities, when the law requires it or to protect rights, property or safety.",
          "A buyer or successor, if our business is reorganised or sold, under this policy.",
        ),
        p(
          "Our processors may use the data only on our instructions, under written data processing agreements.",
        ),
      ],
    },
    {
      id: "international-transfers",
      title: "International transfers",
      blocks: [
        p(
          "We are headquartered in India, have an office in Canada and work with partner offices in other countries, so your data may be processed outside the country where you live.",
        ),
        p(
          "When we transfer personal data out of the European Economic Area, the United Kingdom or Switzerland to a country without an adequacy decision, we use the European Commission's Standard Contractual Clauses (with the UK addendum where relevant) and additional safeguards where needed. You can ask us for a copy of the safeguards at ",
          mailto(legalEmail),
          ".",
        ),
      ],
    },
    {
      id: "security",
      title: "How we protect your data",
      blocks: [
        list(
          "All traffic to the site is encrypted with TLS, and strict security headers limit what scripts can run.",
          "Passwords are stored only as salted hashes; sign-in attempts and form submissions are rate-limited.",
          "Resumes are private files: there is no public link to them, and every download is checked against your account or the staff member's role.",
          "Staff access follows roles and least privilege, and administrative actions are checked on the server.",
          "Our team works under confidentiality obligations and our remote work policy's security rules.",
        ),
        p(
          "No system is perfectly secure. If a breach puts your rights at risk, we will tell you and the relevant authority as the law requires.",
        ),
      ],
    },
    {
      id: "your-rights",
      title: "Your rights and how to use them",
      blocks: [
        p(
          "Depending on where you live, you have some or all of the following rights over your personal data:",
        ),
        list(
          "Access: get a copy of the data we hold about you.",
          "Portability: receive it in a structured, machine-readable format.",
          "Rectification: have inaccurate or incomplete data corrected.",
          "Erasure: have your data deleted where we no longer need it or you withdraw consent.",
          "Restriction and objection: limit or object to processing based on legitimate interests, and object at any time to direct marketing.",
          "Withdrawing consent: at any time, without affecting processing that took place before.",
          "Complaint: lodge a complaint with a data protection authority, such as the one where you live or work.",
        ),
        subheading("Do it yourself, straight away"),
        list(
          [
            "Download your data: signed-in candidates can download everything we hold about them as a JSON file from ",
            account,
            " (Download My Data).",
          ],
          [
            "Delete your account: the same page deletes your account, profile, saved jobs and resumes and anonymises your applications (",
            { text: "Delete account", href: "/user/account#delete" },
            ").",
          ],
          [
            "Correct your details: edit your ",
            { text: "profile", href: "/user/profile" },
            " at any time.",
          ],
          [
            "Analytics and marketing cookies: change your choice in the cookie settings, linked in the footer and in our ",
            { text: "Cookies Policy", href: "/cookies-policy" },
            ".",
          ],
          "Newsletter: use the unsubscribe link in any issue.",
        ),
        subheading("Or ask us"),
        p(
          "For anything else, or if you do not have an account, email ",
          mailto(legalEmail),
          " from the address we know you by. We reply within 30 days, may ask you to confirm your identity, and do not charge for reasonable requests.",
        ),
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        p(
          "Our website and services are meant for businesses and working professionals. We do not knowingly collect personal data from anyone under 16, and candidate accounts are for people aged 18 or over. If you believe a child has given us data, contact us and we will delete it.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        p(
          "We may update this policy as our services or the law change. The date at the top shows when it last changed. If a change is significant, we will tell signed-in users by email or with a notice on the site before it takes effect.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        p(`${companyLine}.`),
        p(
          "Privacy and legal matters: ",
          mailto(legalEmail),
          ". General questions: ",
          mailto(site.email),
          ", or our ",
          { text: "contact page", href: "/contact" },
          ".",
        ),
      ],
    },
  ],
};
