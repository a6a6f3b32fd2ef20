import { Search } from "lucide-react";
import { Link } from "react-router";
import { headerCallToAction, headerNavigation } from "~/content/navigation";
import { AccountMenu } from "./account-menu";
import { HomeLink } from "./home-link";
import { MainNavigation } from "./main-navigation";
import { MobileMenu } from "./mobile-menu";
import { useStaticPageKind } from "./shell/server-parts";
import { Button } from "./ui/button";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <HomeLink className="flex" />

        <MainNavigation items={headerNavigation} className="hidden xl:block" />

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="icon">
            <Link to="/search" aria-label="Search" title="Search">
              <Search aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="sm" className="max-sm:hidden">
            <Link to={headerCallToAction.href}>{headerCallToAction.label}</Link>
          </Button>
          {/* Kept up to date by React on hydrated pages (components/shell/account-slot); the page
              cache fills it in for a signed-in visitor when it is "shared" (ADR 091). */}
          <div
            data-account-slot={useStaticPageKind() === "shared" ? "shared" : ""}
            className="contents"
          >
            <AccountMenu />
          </div>
          <MobileMenu className="xl:hidden" />
        </div>
      </div>
    </header>
  );
}
