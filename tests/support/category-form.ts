import { expect, type Locator } from "@playwright/test";
import { queryDb } from "./e2e-services.ts";

/**
 * On a job or post categories page: a new category whose description is over 500 characters is
 * refused next to the description, which takes the focus; the name stays as typed and nothing
 * is written. The box stops typing at 500: the test removes the limit, as a client that does not
 * keep to it.
 */
export async function expectLongDescriptionRefused(
  form: Locator,
  name: string,
  table: "job_categories" | "blog_categories",
) {
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Name").fill(name);
  await field("Description (optional)").evaluate((box) => box.removeAttribute("maxlength"));
  await field("Description (optional)").fill("x".repeat(501));
  await form.getByRole("button", { name: "Create category" }).click();
  await expect(field("Description (optional)")).toHaveAccessibleDescription(
    "Description must be at most 500 characters.",
  );
  await expect(field("Description (optional)")).toBeFocused();
  await expect(field("Name")).toHaveValue(name);
  expect(await queryDb(`select id from ${table} where name = $1`, [name])).toEqual([]);
}
