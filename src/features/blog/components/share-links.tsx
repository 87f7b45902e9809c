import { css } from "@emotion/react";
import { fill } from "../../../shared/lib/posts";
import { space } from "../../../styles/theme";
import { iconLinkRow } from "../../../shared/ui/button-link";
import { SocialIcon } from "../../../shared/ui/icons";

export interface ShareLinksProps {
  heading: string;
  links: readonly { network: string; label: string; url: string }[];
  pageUrl: string;
  title: string;
  externalLabel: string;
}

/** Plain share links (no third-party script): a network's share page opens in a new tab; e-mail opens the mail program. */
export function ShareLinks({ heading, links, pageUrl, title, externalLabel }: ShareLinksProps) {
  return (
    <section aria-label={heading} css={shareStyles}>
      <h2>{heading}</h2>
      <ul css={iconLinkRow}>
        {links.map((link) => (
          <li key={link.network}>
            {link.url.startsWith("mailto:") ? (
              // An e-mail link opens the visitor's mail program, not a new tab.
              <a href={fill(link.url, { url: encodeURIComponent(pageUrl), title: encodeURIComponent(title) })}>
                <SocialIcon network={link.network} />
                <span className="visually-hidden">{link.label}</span>
              </a>
            ) : (
              <a
                href={fill(link.url, { url: encodeURIComponent(pageUrl), title: encodeURIComponent(title) })}
                target="_blank"
                rel="noopener noreferrer"
              >
                <SocialIcon network={link.network} />
                <span className="visually-hidden">
                  {link.label} {externalLabel}
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const shareStyles = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  h2 {
    font-size: 1rem;
    margin: 0;
  }
`;
