import type { APIRequestContext } from "@playwright/test";
import {
  queryDb,
  uniqueBusinessEmail,
  uniqueClientAddress,
  waitForMail,
} from "../support/e2e-services";
import { expect, test } from "./fixtures";

/** Leaves a business address in the subscribe form's endpoint and returns its welcome mail's unsubscribe link. */
async function unsubscribeLinkFor(request: APIRequestContext, email: string) {
  const response = await request.post("/api/subscribe", {
    data: { email, source: "services-hero" },
    headers: { "x-forwarded-for": uniqueClientAddress() },
  });
  expect(response.status()).toBe(200);
  const [mail] = await waitForMail(email);
  const link = mail?.text?.match(/https?:\/\/\S+\/unsubscribe\?t=[\w.-]+/)?.[0];
  if (!link) throw new Error("the welcome mail has no unsubscribe link");
  expect(mail?.headers["list-unsubscribe"]).toBe(`<${link}>`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const suppressions = (email: string) =>
  queryDb("select reason from email_suppressions where email = $1", [email]);

test("a welcome mail's link unsubscribes its address after one click on the page", async ({
  page,
  request,
  checkA11y,
  consoleErrors,
}) => {
  const email = uniqueBusinessEmail("unsubscribe");
  const link = await unsubscribeLinkFor(request, email);
  const opened = await page.goto(link);
  // It names the address: neither the page cache nor a shared cache may keep a copy.
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  await expect(page.getByText(`Stop emails you did not ask for at ${email}.`)).toBeVisible();
  // Opening the link alone changes nothing: mail scanners open links too.
  expect(await suppressions(email)).toEqual([]);
  await checkA11y();

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText(`You are unsubscribed. ${email} gets no more emails`)).toBeVisible();
  expect(await suppressions(email)).toEqual([{ reason: "unsubscribed" }]);
  await checkA11y();

  // Coming back later shows the same answer, without a button.
  await page.goto(link);
  await expect(page.getByText("You are unsubscribed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("a mail client's one-click unsubscribe (RFC 8058) needs no page", async ({ request }) => {
  const email = uniqueBusinessEmail("one-click");
  const link = await unsubscribeLinkFor(request, email);
  const response = await request.post(link, { form: { "List-Unsubscribe": "One-Click" } });
  expect(response.status()).toBe(200);
  expect(await suppressions(email)).toEqual([{ reason: "unsubscribed" }]);
});

test("a damaged link unsubscribes no one and says what to do instead", async ({
  page,
  request,
  checkA11y,
}) => {
  const email = uniqueBusinessEmail("damaged");
  const link = await unsubscribeLinkFor(request, email);
  const damaged = `${link.slice(0, -4)}AAAA`;
  const response = await page.goto(damaged);
  expect(response?.status()).toBe(400);
  await expect(page.getByText("This unsubscribe link is not complete.")).toBeVisible();
  expect(
    (await request.post(damaged, { form: { "List-Unsubscribe": "One-Click" } })).status(),
  ).toBe(400);
  expect(await suppressions(email)).toEqual([]);
  await checkA11y();
});
