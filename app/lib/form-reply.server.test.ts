import { describe, expect, it } from "vitest";
import { replyWithErrors } from "./form-reply.server";

describe("replyWithErrors", () => {
  it("answers the sent values without hidden fields, each field's message and the form's", () => {
    const form = new FormData();
    form.set("slug", "taken");
    form.set("title", "A post");
    form.set("password", "secret");
    const reply = replyWithErrors(form, {
      fieldErrors: { slug: "Another post already uses this slug.", title: undefined },
      formError: "Slug taken.",
      hideFields: ["password"],
    });
    expect(reply.initialValue).not.toHaveProperty("password");
    expect(reply).toMatchObject({
      status: "error",
      initialValue: { slug: "taken", title: "A post" },
      error: { "": ["Slug taken."], slug: ["Another post already uses this slug."] },
    });
  });

  it("leaves the form's message out when there is none", () => {
    const reply = replyWithErrors(new FormData(), { fieldErrors: { name: "Enter a name." } });
    expect(reply.error).toEqual({ name: ["Enter a name."] });
  });
});
