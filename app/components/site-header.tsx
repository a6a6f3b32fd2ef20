import { Link, NavLink } from "react-router";
import { headerCallToAction, headerNavigation, type NavMenu } from "~/content/navigation";
import { cn } from "~/lib/utils";
import { AccountMenu } from "./account-menu";
import { BrandMark, BrandName } from "./brand-mark";
import { MobileMenu } from "./mobile-menu";
import { Button } from "./ui/button";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from "./ui/navigation-menu";

/** The first focusable element of every page: jumps over the header to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground focus:shadow-lg"
    >
      Skip to content
    </a>
  );
}

function MenuPanel({ menu }: { menu: NavMenu }) {
  const wide = menu.links.length > 6;
  return (
    <NavigationMenuContent className={wide ? "w-[40rem]" : "w-[26rem]"}>
      <ul className={cn("grid gap-1", wide && "grid-cols-2")}>
        {menu.links.map((link) => (
          <li key={link.href}>
            <NavigationMenuLink asChild>
              <NavLink
                to={link.href}
                className="block rounded-md px-3 py-2 hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-none aria-[current=page]:text-primary"
              >
                <span className="block text-sm font-medium">{link.label}</span>
                {link.description && !wide ? (
                  <span className="mt-0.5 line-clamp-2 block text-xs text-muted-foreground">
                    {link.description}
                  </span>
                ) : null}
              </NavLink>
            </NavigationMenuLink>
          </li>
        ))}
      </ul>
      {menu.overview ? (
        <div className="mt-2 border-t border-border pt-2">
          <NavigationMenuLink asChild>
            <Link
              to={menu.overview.href}
              className="block rounded-md px-3 py-2 text-sm font-medium text-primary hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
            >
              {menu.overview.label}
            </Link>
          </NavigationMenuLink>
        </div>
      ) : null}
    </NavigationMenuContent>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <BrandMark />
          <BrandName />
          <span className="sr-only">home</span>
        </Link>

        <NavigationMenu aria-label="Main" className="hidden xl:flex">
          <NavigationMenuList>
            {headerNavigation.map((item) =>
              item.kind === "menu" ? (
                <NavigationMenuItem key={item.id} value={item.id}>
                  <NavigationMenuTrigger id={`nav-trigger-${item.id}`}>
                    {item.label}
                  </NavigationMenuTrigger>
                  <MenuPanel menu={item} />
                </NavigationMenuItem>
              ) : (
                <NavigationMenuItem key={item.href}>
                  <NavigationMenuLink asChild>
                    <NavLink to={item.href} className={navigationMenuTriggerStyle}>
                      {item.label}
                    </NavLink>
                  </NavigationMenuLink>
                </NavigationMenuItem>
              ),
            )}
          </NavigationMenuList>
        </NavigationMenu>

        <div className="ml-auto flex items-center gap-2">
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to={headerCallToAction.href}>{headerCallToAction.label}</Link>
          </Button>
          <AccountMenu />
          <MobileMenu className="xl:hidden" />
        </div>
      </div>
    </header>
  );
}
