import { css } from "@emotion/react";
import { useAuth } from "../../state/auth/auth-provider";
import { inlineList } from "../../styles/blocks";
import { space } from "../../styles/theme";
import { ButtonLink } from "../ui/button-link";

export interface LinkRowProps {
  links: readonly { label: string; to: string }[] | null;
  /**
   * Links to this address are hidden while signed in (the home hero's sign-up button, SPEC §4). Hidden with
   * `visibility`, so the row keeps its size and nothing moves when the session is restored after hydration.
   */
  hideForMembers?: string;
  /** Analytics click targets by address: `{ "/sign-up/": track("getearlyaccessbutton") }`. */
  tracking?: Readonly<Record<string, Record<string, string>>>;
}

/** A row of call-to-action links; the first is the primary action. */
export function LinkRow({ links, hideForMembers, tracking }: LinkRowProps) {
  const { signedIn } = useAuth();
  if (!links || links.length === 0) return null;
  return (
    <ul css={rowStyles}>
      {links.map((link, i) => (
        <li key={`${link.to}-${link.label}`} css={signedIn && link.to === hideForMembers ? concealedStyles : undefined}>
          <ButtonLink to={link.to} variant={i === 0 ? "primary" : "secondary"} tracking={tracking?.[link.to]}>
            {link.label}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

const rowStyles = inlineList(space.sm, space.lg);

const concealedStyles = css`
  visibility: hidden;
`;
