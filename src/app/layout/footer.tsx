import { css } from "@emotion/react";
import type { SiteData } from "../../shared/hooks/use-site";
import { breakpoint, color, fontSize, mq, space } from "../../styles/theme";
import { iconLinkRow } from "../../shared/ui/button-link";
import { SocialIcon } from "../../shared/ui/icons";
import { CookieSettingsButton } from "../../features/consent";
import { LeadDialogButton } from "../../features/leads";
import { SmartLink } from "../../shared/ui/smart-link";
import { Logo } from "./logo";
import { track } from "../../shared/lib/analytics-targets";

export type FooterVariant = "standard" | "apps";

export interface FooterProps {
  site: SiteData["site"];
  nav: SiteData["nav"];
  variant: FooterVariant;
}

/**
 * Site footer in its two variants (SPEC §2): "standard" says "Privacy Policy"; "apps" adds the app-store badges
 * and says "Privacy notice". The apps are not released, so the badges are images saying so, not links.
 */
export function Footer({ site, nav, variant }: FooterProps) {
  const { labels } = site;
  const settings = nav.footerVariants.find((v) => v.key === variant) ?? nav.footerVariants[0];
  const bottomLabel = (link: { label: string | null; role: string | null }): string =>
    link.role === "privacy" ? settings.privacyLabel : link.role === "legal" ? settings.legalLabel : (link.label ?? "");

  return (
    <footer css={footerStyles}>
      <div css={innerStyles}>
        <div css={brandStyles}>
          <Logo name={site.name} label={labels.homeLink} />
          <p>{site.tagline}</p>
          {settings.showAppBadges ? (
            <ul css={badgeStyles} aria-label={labels.appBadges}>
              {nav.appBadges.map((badge) => (
                <li key={badge.alt}>
                  <img src={badge.image.publicURL ?? ""} alt={badge.alt} width={150} height={46} loading="lazy" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label={labels.footerNav} css={columnsStyles}>
          {nav.footerColumns.map((column) => (
            <div key={column.heading}>
              <h2 css={columnHeadingStyles}>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={`${column.heading}-${link.label}`}>
                    {link.dialog === "demo" || link.dialog === "newsletter" ? (
                      <LeadDialogButton dialog={link.dialog} css={dialogLinkStyles}>
                        {link.label}
                      </LeadDialogButton>
                    ) : (
                      <SmartLink to={link.to ?? "/"}>{link.label}</SmartLink>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div css={bottomStyles}>
        <p>{site.copyright}</p>
        <ul css={bottomLinksStyles}>
          {nav.footerBottom.map((link) => (
            <li key={link.to ?? link.dialog}>
              {link.dialog === "cookies" ? (
                <CookieSettingsButton label={link.label ?? ""} css={dialogLinkStyles} />
              ) : (
                <SmartLink to={link.to ?? "/"}>{bottomLabel(link)}</SmartLink>
              )}
            </li>
          ))}
        </ul>
        <ul css={iconLinkRow} aria-label={labels.socialNav}>
          {site.social.map((item) => (
            <li key={item.network}>
              <a href={item.url} rel="noopener noreferrer" target="_blank" {...track("footer-social", item.network)}>
                <SocialIcon network={item.network} />
                <span className="visually-hidden">
                  {item.label} {labels.externalLink}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

const footerStyles = css`
  margin-top: ${space.section};
  background: ${color("surface")};
  border-top: 1px solid ${color("border")};
  a {
    color: ${color("text")};
  }
`;

const innerStyles = css`
  max-width: ${breakpoint.max}px;
  margin: 0 auto;
  padding: ${space.xxl} ${space.md} ${space.xl};
  display: grid;
  gap: ${space.xl};
  ${mq.lg} {
    grid-template-columns: 1fr 2.5fr;
  }
`;

const brandStyles = css`
  p {
    color: ${color("muted")};
    margin-top: ${space.sm};
  }
`;

const badgeStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const columnsStyles = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.lg};
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding: ${space.xxs} 0;
    min-height: 32px;
  }
`;

/** The dialog openers among the footer links look like the links around them. */
const dialogLinkStyles = css`
  display: inline-block;
  min-height: 32px;
  padding: ${space.xxs} 0;
  border: 0;
  background: none;
  color: ${color("text")};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  text-align: start;
  cursor: pointer;
`;

const columnHeadingStyles = css`
  font-size: ${fontSize.base};
  margin-bottom: ${space.xs};
`;

const bottomStyles = css`
  max-width: ${breakpoint.max}px;
  margin: 0 auto;
  padding: ${space.md};
  border-top: 1px solid ${color("border")};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  font-size: ${fontSize.sm};
  p {
    margin: 0;
    color: ${color("muted")};
  }
`;

const bottomLinksStyles = css`
  display: flex;
  gap: ${space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: ${space.xs} 0;
  }
`;

