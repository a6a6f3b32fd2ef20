// The services overview's enquiries, as anonymous (static page, ADR 084's one dialog) and
// signed-in (hydrated, the React dialog) visitors send them: each section's "Discuss Project"
// names its service in the dialog and in the message staff receive.
import { expect, type Page } from "@playwright/test";
import { pitches } from "../../app/content/pitches";
import { overviewServices } from "../../app/content/services";
import { serviceLabel } from "../../app/features/contact/services";
import { overviewEnquiryTarget } from "../../app/features/services-overview/enquiry-target";
import { queryDb, uniqueBusinessEmail } from "./e2e-services.ts";

/** Two sections whose dialogs differ in pitch, page type and preselected service. */
export const overviewEnquiriesInTurn = ["ecommerce", "data-engineering"] as const;

/**
 * On /services, opens each of `slugs`' enquiry in turn, checks the dialog names that service,
 * sends a message and checks what was stored; Escape closes the dialog, focus back on the button.
 */
export async function sendOverviewEnquiries(page: Page, slugs: readonly string[]): Promise<void> {
  for (const slug of slugs) {
    const service = overviewServices.find((candidate) => candidate.slug === slug);
    if (!service) throw new Error(`No overview service ${slug}`);
    const target = overviewEnquiryTarget(slug);
    const pitch = pitches[target.pageType];
    const trigger = page
      .getByRole("region", { name: service.title, exact: true })
      .getByRole("button", { name: /^Discuss Project/ });

    await trigger.click();
    const dialog = page.getByRole("dialog", { name: pitch.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(pitch.description)).toBeVisible();
    for (const feature of pitch.features) await expect(dialog.getByText(feature)).toBeVisible();
    const form = dialog.getByRole("form", { name: "Contact us" });
    // Focus moved into the dialog, to its first field.
    await expect(form.getByLabel("Name")).toBeFocused();
    const select = form.getByLabel("Service");
    await expect(select).toHaveValue(target.defaultService);
    await expect(select.locator("option:checked")).toHaveText(serviceLabel(target.defaultService));
    await expect(select.locator(`option[value="${target.defaultService}"]`)).toHaveCount(1);

    const sender = uniqueBusinessEmail(`overview-${slug}`);
    await form.getByLabel("Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill(sender);
    await form.getByLabel("Message").fill(`About ${service.title}.`);
    await form.getByRole("button", { name: pitch.buttonText }).click();
    await expect(
      dialog.getByRole("heading", { name: "Thank you, your message is on its way" }),
    ).toBeFocused();
    expect(
      await queryDb("select service, message from contact_messages where email = $1", [sender]),
    ).toEqual([
      {
        service: target.defaultService,
        message: `About ${service.title}.\n\nPage: /services\nPitch: ${pitch.title} (${target.pageType})`,
      },
    ]);

    // Escape (at 390 px the success toast lies over the thanks' Done button for its 4 s).
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }
}
