import { site } from "../site";
import {
  companyLine,
  type LegalDocument,
  legalDate,
  legalEmail,
  list,
  mailto,
  p,
} from "./document";

/** Spec: the liability cap of the terms. */
export const liabilityCap = "US $100";

export const termsAndConditions: LegalDocument = {
  title: "Terms and Conditions",
  summary: `The terms that apply when you use the ${site.name} website, create a candidate account, apply for a job or engage us as a client. Please read them carefully: by using the site you accept them.`,
  effective: legalDate,
  updated: legalDate,
  sections: [
    {
      id: "use-of-the-site",
      title: "About these terms and use of the site",
      blocks: [
        p(
          `These terms are an agreement between you and ${companyLine} ("${site.name}", "we", "us"). They cover ${site.domain} and everything on it. Our Privacy Policy and Cookies Policy explain how we handle personal data and form part of these terms.`,
        ),
        p(
          "You may use the site to learn about us, contact us, read our content and apply for jobs. You agree not to:",
        ),
        list(
          "break the law, or infringe anyone's rights, through the site;",
          "send false information, impersonate anyone or apply on someone else's behalf without their permission;",
          "probe, scan or test the site's security, or get around its rate limits, access controls or other protections;",
          "scrape, copy or harvest the site's content or job listings in bulk, except through the feeds we publish for that purpose;",
          "upload malware, or content that is unlawful, defamatory, harassing or discriminatory.",
        ),
        p("We may suspend access for anyone who breaks these rules."),
      ],
    },
    {
      id: "accounts",
      title: "Accounts",
      blocks: [
        list(
          "Candidate accounts are for individuals aged 18 or over, one account per person.",
          "Keep your password secret and your details accurate. You are responsible for what happens under your account; tell us at once if you suspect misuse.",
          "You can download your data or delete your account at any time from the Account & Privacy page.",
          "We may suspend or close an account that breaks these terms, after telling you why unless the law or security prevents it.",
        ),
      ],
    },
    {
      id: "candidates",
      title: "Candidate obligations",
      blocks: [
        list(
          "The information in your profile, resume and applications must be true, current and your own.",
          "Applying does not create an employment or contractor relationship; any engagement is set out in a separate written agreement.",
          "Assessments, interviews and client details you learn about during the hiring process are confidential.",
          `${site.name} never charges candidates to apply, to be interviewed or to be placed.`,
        ),
      ],
    },
    {
      id: "clients",
      title: "Client obligations",
      blocks: [
        list(
          "Proposals, estimates and quotes on or from the site are invitations to discuss, not binding offers. Services are provided under a signed statement of work or master services agreement, which prevails over these terms.",
          "Give us accurate information about your project and the roles you need, and make sure you are entitled to share any material you send us.",
          `Candidates we introduce may not be engaged directly or through a third party, bypassing ${site.name}, for 12 months after the introduction unless your agreement with us says otherwise.`,
          "The 30-day satisfaction guarantee and the other service commitments apply as set out in your agreement.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      blocks: [
        p(
          `The site, its text, design, graphics and code are owned by ${site.legalName} or its licensors and protected by copyright and trademark law. ${site.name} and our logo are our trademarks. Other names mentioned belong to their owners and appear only to describe products and services.`,
        ),
        p(
          "You may view, print and share pages for your own non-commercial use, with their source. Open-source software used on the site is licensed under its own terms, listed on our Credits page.",
        ),
        p(
          "You keep the rights in what you submit (profiles, resumes, messages) and give us a licence to use it only as needed to provide the site and the services you asked for.",
        ),
      ],
    },
    {
      id: "disclaimers-and-liability",
      title: "Disclaimers and limitation of liability",
      blocks: [
        p(
          'The site and its content are provided "as is" and "as available". Articles, estimates and examples are general information, not professional advice for your situation. We do not promise that the site will always be available or free of errors, or that any application will lead to an offer.',
        ),
        p(
          "Links to other websites are for convenience; we are not responsible for their content or practices.",
        ),
        p(
          `To the fullest extent the law allows, we are not liable for indirect, incidental, special or consequential losses, or for lost profits, revenue, data or goodwill, arising from your use of the site. Our total liability to you for all claims about the site is limited to ${liabilityCap}.`,
        ),
        p(
          "Nothing in these terms limits liability that cannot be limited by law, such as for fraud or for death or personal injury caused by negligence. Liability under a client agreement is governed by that agreement.",
        ),
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      blocks: [
        p(
          "These terms are governed by the laws of the United States. Any dispute about them or about the site is subject to the jurisdiction of the courts of the United States.",
        ),
      ],
    },
    {
      id: "changes-to-terms",
      title: "Changes to these terms",
      blocks: [
        p(
          "We may change these terms at any time by publishing the new version on this page; the date at the top shows when they last changed. Your continued use of the site after a change means you accept the changed terms.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        p(
          "Questions about these terms: contact us at our legal address, ",
          mailto(legalEmail),
          ".",
        ),
        p(`${companyLine}.`),
      ],
    },
  ],
};
