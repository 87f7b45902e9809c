import { css } from "@emotion/react";
import { useAuth } from "../../account/auth-provider";
import { inlineList } from "../../../styles/blocks";
import { space } from "../../../styles/theme";
import { ButtonLink } from "../../../shared/ui/button-link";
import { SessionSwap } from "../../account/components/session-swap";

export interface LinkRowProps {
  links: readonly { label: string; to: string }[] | null;
  /**
   * Links to this address are hidden while signed in (the home hero's sign-up button, SPEC §4). Hidden with
   * `visibility`, so the row keeps its size and nothing moves when the session is restored after hydration.
   */
  hideForMembers?: string;
  /** Shown while signed in in the place of the `hideForMembers` link (the home hero: "Go to your dashboard"). */
  memberLink?: { label: string; to: string };
  /** Analytics click targets by address: `{ "/sign-up/": track("getearlyaccessbutton") }`. */
  tracking?: Readonly<Record<string, Record<string, string>>>;
}

/** A row of call-to-action links; the first is the primary action. */
export function LinkRow({ links, hideForMembers, memberLink, tracking }: LinkRowProps) {
  const { signedIn } = useAuth();
  if (!links || links.length === 0) return null;
  return (
    <ul css={rowStyles}>
      {links.map((link, i) => {
        const variant = i === 0 ? "primary" : "secondary";
        const button = (
          <ButtonLink to={link.to} variant={variant} tracking={tracking?.[link.to]}>
            {link.label}
          </ButtonLink>
        );
        const forMembersOnly = link.to === hideForMembers;
        return (
          <li key={`${link.to}-${link.label}`} css={signedIn && forMembersOnly && !memberLink ? concealedStyles : undefined}>
            {forMembersOnly && memberLink ? (
              // Both in one cell, the wider setting its size, so nothing moves when the session is restored.
              <SessionSwap
                css={swapStyles}
                signedOut={button}
                signedIn={
                  <ButtonLink to={memberLink.to} variant={variant}>
                    {memberLink.label}
                  </ButtonLink>
                }
              />
            ) : (
              button
            )}
          </li>
        );
      })}
    </ul>
  );
}

const rowStyles = inlineList(space.sm, space.lg);

const swapStyles = css`
  & > div {
    display: grid;
  }
`;

const concealedStyles = css`
  visibility: hidden;
`;
