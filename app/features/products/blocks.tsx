import { ArrowRightIcon, ExternalLinkIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { container, HeroBackdrop } from "~/components/marketing-blocks";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { IconCard, ProductHeroCopy, ProductStep } from "~/content/products/types";
import { EnquiryButton } from "~/features/enquiry/enquiry-dialog";
import { StaticEnquiryDialog } from "~/features/enquiry/static-enquiry-dialog";
import { cn } from "~/lib/utils";

/** A product page's hero: the breadcrumb trail, eyebrow, title, lead, actions and an illustration. */
export function ProductHero({
  name,
  hero,
  actions,
  aside,
  children,
}: {
  /** The product's name: the last crumb. */
  name: string;
  hero: ProductHeroCopy;
  actions: ReactNode;
  /** The illustration or video beside the text. */
  aside?: ReactNode;
  /** Extra lines under the actions. */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="product-hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className={cn(container, "pt-6 pb-16 sm:pb-24")}>
        <Breadcrumbs crumbs={[{ name: "Home", path: "/" }, { name: "Products" }, { name }]} />
        <div className="mt-10 grid items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-widest text-primary uppercase">
              {hero.eyebrow}
            </p>
            <h1
              id="product-hero-title"
              className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
            >
              {hero.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
              {hero.lead}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
            {children}
          </div>
          {aside ? <div>{aside}</div> : null}
        </div>
      </div>
    </section>
  );
}

/** A decorative illustration of explicit size (no layout shift); 640 by 400 unless given. */
export function ProductIllustration({
  src,
  width = 640,
  height = 400,
}: {
  src: string;
  width?: number;
  height?: number;
}) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      decoding="async"
      fetchPriority="high"
      className="mx-auto h-auto w-full max-w-xl rounded-3xl shadow-2xl shadow-indigo-950/10"
    />
  );
}

/** A link to another site, opened in a new tab, said so to screen readers. */
export function ExternalButton({
  href,
  icon: Icon,
  children,
  variant = "outline",
  className,
}: {
  href: string;
  icon?: LucideIcon;
  children: ReactNode;
  variant?: ButtonProps["variant"];
  className?: string;
}) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
        <ExternalLinkIcon aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}

/** Cards with an icon, a title and a line (h3 inside the section). */
export function IconCardGrid({
  items,
  columns = 3,
  className = "mt-12",
}: {
  items: readonly IconCard[];
  columns?: 2 | 3 | 4;
  /** Replaces the grid's top margin, mt-12. */
  className?: string;
}) {
  return (
    <ul
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
        className,
      )}
    >
      {items.map(({ icon: Icon, title, description }) => (
        <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <span className="grid size-11 place-items-center rounded-xl bg-primary/10 text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-pretty text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}

/** A numbered 'How it works' list. */
export function NumberedSteps({ steps }: { steps: readonly ProductStep[] }) {
  return (
    <ol className="mt-12 grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-border bg-card p-6">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-5 text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-pretty text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** The product's enquiry dialog (its page type and default service), as a large button. */
export function ProductEnquiryButton({
  product,
  children,
  variant,
  className,
}: {
  product: { pageType: string; defaultService: string };
  children: ReactNode;
  variant?: ButtonProps["variant"];
  className?: string;
}) {
  return (
    <EnquiryButton
      pageType={product.pageType}
      defaultService={product.defaultService}
      size="lg"
      variant={variant}
      className={className}
    >
      {children}
      <ArrowRightIcon aria-hidden="true" />
    </EnquiryButton>
  );
}

/**
 * The enquiry dialogs the page's enquiry buttons open when it is sent without React (ADR 058):
 * one per page type and service its buttons use.
 */
export function ProductEnquiryDialogs({
  products,
}: {
  products: readonly { pageType: string; defaultService: string }[];
}) {
  return products.map((product) => (
    <StaticEnquiryDialog
      key={`${product.pageType}/${product.defaultService}`}
      pageType={product.pageType}
      defaultService={product.defaultService}
    />
  ));
}
