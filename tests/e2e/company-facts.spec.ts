// What a buyer reads about the company agrees with the facts module (app/content/company-facts.ts):
// the case studies are the company's own, the CV-to-offer ratio reads the right way round, and the
// dated news and policies agree with when offices opened and certifications were obtained.
import { companyFacts } from "../../app/content/company-facts";
import { expect, rememberCookieChoice, test } from "./fixtures";

const { cvToOffer, ownOffices, certifications } = companyFacts;
const toronto = ownOffices.find((office) => office.city === "Toronto");

test.beforeEach(async ({ context }) => {
  await context.addInitScript(rememberCookieChoice);
});

test("the data engineering case studies are our own projects, not 'fictional' ones", async ({
  page,
}) => {
  await page.goto("/services/data-engineering");
  const main = page.getByRole("main");
  await expect(main).toContainText("For a European logistics group");
  await expect(main).not.toContainText(/fictional/i);
});

test("Our Story gives the CV-to-offer ratio the right way round", async ({ page }) => {
  await page.goto("/our-story");
  const main = page.getByRole("main");
  await expect(main).toContainText(
    `${cvToOffer.today.offers} offers for every ${cvToOffer.today.cvs} CVs`,
  );
  await expect(main).not.toContainText(
    `${cvToOffer.today.cvs} offers for every ${cvToOffer.today.offers} CVs`,
  );
  const torontoMilestone = main
    .locator("ol > li")
    .filter({ hasText: "We open our own office in Toronto" });
  await expect(torontoMilestone).toContainText(String(toronto?.opened));
});

test("the news agrees with the offices and the certification", async ({ page }) => {
  await page.goto("/knowledge-center/quillstack-opens-toronto-office");
  await expect(page.locator("article time").first()).toHaveAttribute(
    "datetime",
    new RegExp(`^${toronto?.opened}-`),
  );

  await page.goto("/knowledge-center/quillstack-achieves-iso-27001-2022");
  const release = page.getByRole("main");
  await expect(release).toContainText("both of our own offices, in Noida and Toronto");
  await expect(release).not.toContainText("three of our own offices");

  // The policy names the certification, so it was revised after the certification was obtained.
  await page.goto("/remote-work-policy");
  const updated = await page.locator("time[datetime]").last().getAttribute("datetime");
  expect(updated && updated >= certifications["iso-27001"].obtained).toBe(true);
});
