import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useWaitlistCount } from "../../waitlist";
import { useSite } from "../../../shared/hooks/use-site";
import { fill } from "../../../shared/lib/posts";
import { longUsDate } from "../../../shared/lib/text";
import { useAuth } from "../auth-provider";
import { color, fontSize, mq, radius, space } from "../../../styles/theme";
import { LeadDialogButton } from "../../leads";
import { iconLinkRow } from "../../../shared/ui/button-link";
import { SocialIcon } from "../../../shared/ui/icons";
import { ConfirmEmailNotice } from "./confirm-email-notice";
import { ReferralBox } from "./referral-box";

export const DASHBOARD_WORDS = [
  "welcome",
  "demoDialog",
  "newsletterDialog",
  "welcomeAnonymous",
  "count",
  "joined",
  "status",
  "position",
  "positionUnknown",
  "invited",
  "rule",
  "referrals",
  "pendingReferrals",
  "referralHeading",
  "referralLink",
  "copy",
  "copied",
  "copyFallback",
  "shareHeading",
  "shareTitle",
  "resourcesHeading",
  "socialHeading",
  "confirmHeading",
  "confirmBody",
  "resend",
  "resendBusy",
  "resendSent",
  "resendFailed",
] as const;

export interface WaitlistDashboardProps {
  words: Record<(typeof DASHBOARD_WORDS)[number], string>;
  links: readonly { label: string; to: string }[] | null;
  waitlistBase: number;
  productStatus: string;
  share: readonly { network: string; label: string; url: string }[];
}

/** Share networks the referral link offers (PRODUCT §6): e-mail, LinkedIn and X, as plain links. */
const REFERRAL_NETWORKS = ["email", "linkedin", "x"];

/**
 * The signed-in member's dashboard (SPEC §2): welcome, the waitlist count (the hero's helper), the join date, the
 * product status, the place in line with the referral link, resources and social links; until the address is
 * confirmed, a notice asking for that with a button to mail the link again. Everything from `users/me`
 * waits for its answer, and shows only what the answer has (an older service answers SPEC's `username` and `date`
 * alone); when that call fails the rest of the page still works (the provider logs the failure).
 */
export function WaitlistDashboard({ words, links, waitlistBase, productStatus, share }: WaitlistDashboardProps) {
  const { user } = useAuth();
  const { site } = useSite();
  const count = useWaitlistCount(waitlistBase);
  return (
    <div css={gridStyles}>
      <section aria-labelledby="welcome-heading" css={panelStyles}>
        <h2 id="welcome-heading">{user ? fill(words.welcome, { name: user.username }) : words.welcomeAnonymous}</h2>
        {/* The place in line alone: the waitlist count below includes people who joined before accounts existed. */}
        {!user ? <p css={positionStyles}>{words.positionUnknown}</p> : null}
        {/* An invited member has left the line (issue 44): the invitation's date in place of a place. */}
        {user?.invitedAt ? <p css={positionStyles}>{fill(words.invited, { date: longUsDate(user.invitedAt) })}</p> : null}
        {user?.position !== undefined && !user.invitedAt ? <p css={positionStyles}>{fill(words.position, { position: user.position })}</p> : null}
        <dl css={factsStyles}>
          <div>
            <dt>{words.count}</dt>
            <dd>{count}</dd>
          </div>
          <div>
            <dt>{words.joined}</dt>
            <dd>{user ? longUsDate(user.date) : "—"}</dd>
          </div>
          <div>
            <dt>{words.status}</dt>
            <dd>{productStatus}</dd>
          </div>
        </dl>
        {/* At the panel's end, so nothing above it moves when users/me answers (the referral box appears then too). */}
        {user?.emailConfirmed === false && user.email ? <ConfirmEmailNotice email={user.email} words={words} /> : null}
      </section>
      {user?.referralCode && !user.invitedAt && user.referralBoost !== undefined && user.referrals !== undefined ? (
        <ReferralBox
          code={user.referralCode}
          boost={user.referralBoost}
          referrals={user.referrals}
          pendingReferrals={user.pendingReferrals ?? 0}
          words={words}
          share={share.filter((link) => REFERRAL_NETWORKS.includes(link.network))}
          externalLabel={site.labels.externalLink}
        />
      ) : null}
      <section aria-labelledby="resources-heading" css={panelStyles}>
        <h2 id="resources-heading">{words.resourcesHeading}</h2>
        <ul css={resourceStyles}>
          {(links ?? []).map((link) => (
            <li key={`${link.to}-${link.label}`}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <LeadDialogButton dialog="demo">{words.demoDialog}</LeadDialogButton>
          </li>
          <li>
            <LeadDialogButton dialog="newsletter">{words.newsletterDialog}</LeadDialogButton>
          </li>
        </ul>
        <h2 id="social-heading">{words.socialHeading}</h2>
        <ul css={iconLinkRow} aria-labelledby="social-heading">
          {site.social.map((item) => (
            <li key={item.network}>
              <a href={item.url} rel="noopener noreferrer" target="_blank">
                <SocialIcon network={item.network} />
                <span className="visually-hidden">
                  {item.label} {site.labels.externalLink}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const gridStyles = css`
  display: grid;
  gap: ${space.lg};
  margin-bottom: ${space.xxl};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const panelStyles = css`
  padding: ${space.lg};
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  background: ${color("surface")};
  h2 {
    font-size: ${fontSize.xl};
    margin: 0 0 ${space.sm};
  }
`;

const positionStyles = css`
  font-size: ${fontSize.xl};
  font-weight: 800;
  margin: 0 0 ${space.md};
`;

const factsStyles = css`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${space.md};
  }
  dt {
    color: ${color("muted")};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const resourceStyles = css`
  margin: 0 0 ${space.lg};
  padding-left: ${space.lg};
  line-height: 2;
  a,
  button {
    color: ${color("link")};
    font-weight: 600;
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;
