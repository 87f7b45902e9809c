import { css } from "@emotion/react";
import { color, fontSize, space } from "../../../styles/theme";
import { track } from "../../../shared/lib/analytics-targets";
import { ButtonLink } from "../../../shared/ui/button-link";
import { SessionSwap } from "../../account/components/session-swap";

export interface WaitlistCtaProps {
  words: { ctaBody: string; ctaLink: string; ctaTo: string; thanks: string; thanksBody: string; thanksLink: string; thanksTo: string };
}

/**
 * The home page's closing call to action (SPEC §4): the sign-up button while signed out; thanks and a pointer to the
 * blog while signed in, swapped without a layout shift.
 */
export function WaitlistCta({ words }: WaitlistCtaProps) {
  return (
    <SessionSwap
      signedOut={
        <>
          <p css={bodyStyles}>{words.ctaBody}</p>
          <ButtonLink to={words.ctaTo} tracking={track("joinwaitlistbutton")}>
            {words.ctaLink}
          </ButtonLink>
        </>
      }
      signedIn={
        <>
          <p css={[bodyStyles, thanksStyles]}>{words.thanks}</p>
          <p css={bodyStyles}>{words.thanksBody}</p>
          <ButtonLink to={words.thanksTo} variant="secondary">
            {words.thanksLink}
          </ButtonLink>
        </>
      }
    />
  );
}

const bodyStyles = css`
  max-width: 46rem;
  margin: 0 0 ${space.md};
  color: ${color("muted")};
  font-size: ${fontSize.lg};
`;

const thanksStyles = css`
  color: ${color("text")};
  font-weight: 700;
`;
