// `cn` joins classes without resolving conflicting Tailwind utilities (ADR 076), so the kit's
// components must never put two classes for the same property on one element: which one wins
// would then depend on the order of the stylesheet, not on the markup. tailwind-merge, which cn
// used to run in the browser, is the judge here.
import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { describe, expect, test } from "vitest";
import { Button, type buttonVariants } from "./button";
import { Input } from "./input";
import { FieldLabel, Label } from "./label";
import { Select } from "./select";
import { Textarea } from "./textarea";

type Variants = NonNullable<Parameters<typeof buttonVariants>[0]>;
const variants = [
  "default",
  "outline",
  "ghost",
  "link",
  "destructive",
  "destructiveGhost",
  "warningOutline",
  "band",
  "bandOutline",
] as const satisfies readonly Variants["variant"][];
const sizes = [
  "default",
  "sm",
  "lg",
  "lgWrapping",
  "icon",
] as const satisfies readonly Variants["size"][];

/** The class lists of every element in the markup whose classes tailwind-merge would change. */
function conflicting(markup: string): string[] {
  return [...markup.matchAll(/class="([^"]*)"/g)]
    .map(([, classes = ""]) => classes)
    .filter((classes) => {
      const merged = new Set(twMerge(classes).split(" "));
      return classes.split(" ").some((name) => name && !merged.has(name));
    });
}

describe("the kit's classes never conflict", () => {
  test.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))(
    "Button variant %s, size %s",
    (variant, size) => {
      const markup = renderToStaticMarkup(
        <>
          <Button variant={variant} size={size}>
            Go
          </Button>
          <Button variant={variant} size={size} gap="tight" className="w-full">
            Go
          </Button>
        </>,
      );
      expect(conflicting(markup)).toEqual([]);
    },
  );

  test("text controls at every height, bare, colour swatches, and labels", () => {
    const markup = renderToStaticMarkup(
      <>
        <Input />
        <Input controlHeight="h-10" />
        <Input controlHeight="h-9" bare className="flex-1 sm:text-base" />
        <Input type="color" className="max-w-24" />
        <Select controlHeight="h-9" className="min-w-32" />
        <Textarea />
        <Textarea minHeight="min-h-96" className="font-mono leading-relaxed" />
        <Label>Name</Label>
        <FieldLabel htmlFor="name" required>
          Name
        </FieldLabel>
      </>,
    );
    expect(conflicting(markup)).toEqual([]);
  });
});
