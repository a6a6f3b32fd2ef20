import { Link } from "react-router";

const policyLinkClass =
  "rounded-sm font-medium text-foreground underline underline-offset-4 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** The sentence linking the cookies and privacy policies, in the banner and the dialog. */
export function PolicyLinks() {
  return (
    <>
      Read our{" "}
      <Link to="/cookies-policy" className={policyLinkClass}>
        Cookies Policy
      </Link>{" "}
      and{" "}
      <Link to="/privacy-policy" className={policyLinkClass}>
        Privacy Policy
      </Link>
      .
    </>
  );
}
