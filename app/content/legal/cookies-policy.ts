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

/** The section after which the cookies page shows its "Cookie settings" button. */
export const cookieSettingsSectionId = "managing-cookies";

/** Every cookie and browser-storage entry the site itself sets, for the table in section 3. */
export const cookiesWeUse = [
  [
    "better-auth.session_token",
    "Essential (cookie)",
    "Keeps you signed in to your candidate or staff account. Named __Secure-better-auth.session_token on HTTPS.",
    "30 days, or until you sign out",
  ],
  [
    "flash",
    "Essential (cookie)",
    'Carries a one-time notice to the next page, such as "Message sent", after you submit a form.',
    "60 seconds",
  ],
  [
    "cookie-consent",
    "Essential (local storage)",
    "Remembers your cookie choices so we do not ask again on every page.",
    "Until you clear your browser storage",
  ],
  [
    "theme",
    "Preference (cookie)",
    "Remembers the light or dark theme you picked. Set only when you choose a theme.",
    "1 year",
  ],
  [
    "analytics-anonymous-id",
    "Analytics (local storage)",
    "A random identifier that lets us count visits without knowing who you are. Set only with analytics consent.",
    "Until you clear your browser storage",
  ],
  [
    "_ga",
    "Analytics (cookie, Google Analytics)",
    "Distinguishes visitors. Set only when Google Analytics is enabled on the site and you consented to analytics.",
    "2 years",
  ],
  [
    "_ga_<container-id>",
    "Analytics (cookie, Google Analytics)",
    "Keeps the state of your visit for Google Analytics. Same conditions as _ga.",
    "2 years",
  ],
] as const;

export const cookiesPolicy: LegalDocument = {
  title: "Cookies Policy",
  summary: `Which cookies and similar technologies ${site.name} uses on ${site.domain}, why, and how you can control them.`,
  effective: legalDate,
  // The product videos became files of our own (ADR 022): no YouTube embeds any more.
  updated: "2026-11-26",
  sections: [
    {
      id: "what-are-cookies",
      title: "What cookies are",
      blocks: [
        p(
          "Cookies are small text files a website asks your browser to store and send back on later visits. Local storage is a similar store that stays in your browser and is read only by the site's scripts. We use both, and this policy calls them all cookies.",
        ),
        p(
          "First-party cookies are set by our own site. Third-party cookies are set by other services, such as an analytics provider, whose content or scripts a page loads.",
        ),
      ],
    },
    {
      id: "categories",
      title: "The categories we use",
      blocks: [
        subheading("Essential cookies"),
        p(
          "Needed for the site to work and to keep it secure: signing in, carrying a confirmation to the next page, and remembering your cookie choices. They cannot be switched off in the cookie settings, because the site cannot work without them; they are never used for advertising.",
        ),
        subheading("Analytics cookies"),
        p(
          "Help us understand how visitors use the site, such as which pages are read and which searches find nothing, so we can improve it. They are off until you accept them.",
        ),
        subheading("Preference (functional) cookies"),
        p(
          "Remember choices you make, such as the colour theme, so the site looks and behaves the way you asked.",
        ),
        subheading("Marketing cookies"),
        p(
          "Used to measure campaigns and show relevant advertising on other sites. We do not set marketing cookies today. If we start, they will only be used after you accept them under Marketing in the cookie settings.",
        ),
      ],
    },
    {
      id: "cookies-we-use",
      title: "The cookies this site sets",
      blocks: [
        table({
          caption: "Cookies and browser storage used on this site",
          columns: ["Name", "Category", "Purpose", "How long"],
          rows: cookiesWeUse,
        }),
      ],
    },
    {
      id: "third-party-cookies",
      title: "Third-party analytics, social and advertising cookies",
      blocks: [
        subheading("Analytics"),
        p(
          "When Google Analytics is enabled, it loads only after you accept analytics cookies. We use Google Consent Mode, so every Google storage signal stays denied until you choose otherwise, and we do not send your name, email or other directly identifying data to it.",
        ),
        subheading("Social media"),
        p(
          `Our links to ${site.social.map((profile) => profile.label).join(", ")} are plain links: these networks set no cookies through our pages until you follow a link to their site, where their own cookie policies apply. The videos on our product pages are files on our own site: playing them loads nothing from YouTube or any other video service, and sets no cookies.`,
        ),
        subheading("Advertising"),
        p(
          "We do not run advertising networks or retargeting pixels on this site. Should we use them in future, they will be listed here and run only with your marketing consent.",
        ),
      ],
    },
    {
      id: cookieSettingsSectionId,
      title: "Managing your choices",
      blocks: [
        p(
          "When you first visit, a banner lets you accept all cookies, reject all but essential ones, or customise each category. You can change your choice at any time with the Cookie settings button below or the link in the footer of every page. Withdrawing consent stops further use; you can also delete cookies already set through your browser.",
        ),
      ],
    },
    {
      id: "browser-settings",
      title: "Browser settings",
      blocks: [
        p(
          "Most browsers let you see, block and delete cookies and site data. Blocking essential cookies will stop sign-in and some forms from working. The settings are usually found here:",
        ),
        list(
          "Chrome and Edge: Settings, Privacy and security, Third-party cookies or Cookies and site permissions.",
          "Firefox: Settings, Privacy & Security, Cookies and Site Data.",
          "Safari: Settings (or Preferences), Privacy, Manage Website Data.",
          "Mobile browsers: the browser's Settings, then Privacy or Site settings.",
        ),
        p(
          "You can also opt out of Google Analytics on every site with Google's browser add-on, and many browsers offer a Global Privacy Control or Do Not Track setting.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        p(
          "We update this policy when the cookies we use change; the date at the top shows the latest version.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        p(
          "Questions about cookies or your data: ",
          mailto(legalEmail),
          ". See also our ",
          { text: "Privacy Policy", href: "/privacy-policy" },
          ".",
        ),
        p(`${companyLine}.`),
      ],
    },
  ],
};
