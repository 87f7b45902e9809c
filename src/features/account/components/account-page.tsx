import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useSite } from "../../../shared/hooks/use-site";
import { accountCrumb } from "../session";
import { useAuth } from "../auth-provider";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { Layout } from "../../../app/layout/layout";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { PageHeader } from "../../../shared/ui/page-header";

export interface AccountPageProps {
  heading: string;
  intro?: string | null;
  /** Small links under the content ("Forgot password", "Create an account"). */
  links?: readonly { label: string; to: string }[] | null;
  children?: ReactNode;
  /** The content sits in a narrow card (the forms); the dashboard uses the full width. */
  narrow?: boolean;
  /** The breadcrumb's last crumb: a page's own name (sign-up, reset, the newsletter's mailed links). */
  crumb?: string;
  /** Navigation state for a link under the content, by its `to` (the e-mail typed on sign-in, for "Forgot password"). */
  linkState?: Readonly<Record<string, unknown>>;
}

/**
 * The frame of the account pages (/sign-up, /sign-in, /reset-password, /page-waitlist, and the pages mailed links
 * open: /verify-email, /newsletter-confirm, /newsletter-unsubscribe): the breadcrumb whose last
 * crumb is SPEC §4's helper (the dashboard's name when signed in, else "Sign in"), the page's heading, the content
 * and its links.
 */
export function AccountPage({ heading, intro, links, children, narrow = true, crumb: ownCrumb, linkState }: AccountPageProps) {
  const { site, nav } = useSite();
  const { signedIn } = useAuth();
  const crumb = ownCrumb ?? accountCrumb(signedIn, { dashboard: nav.dashboard.label, signIn: site.labels.signInCrumb });
  return (
    <Layout>
      <Breadcrumbs trail={[{ label: crumb }]} />
      <PageHeader heading={heading} intro={intro} />
      <div css={narrow ? cardStyles : undefined}>
        {children}
        {links && links.length > 0 ? (
          <ul css={linkListStyles}>
            {links.map((link) => (
              <li key={`${link.to}-${link.label}`}>
                <Link to={link.to} state={linkState?.[link.to]}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Layout>
  );
}

const cardStyles = css`
  max-width: 32rem;
  margin-bottom: ${space.xxl};
  padding: ${space.lg};
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  background: ${color("surface")};
`;

const linkListStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.lg};
  margin: ${space.lg} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
  a {
    color: ${color("link")};
    font-weight: 600;
  }
`;
