import { css } from "@emotion/react";
import { color, radius, space } from "../../styles/theme";
import { primaryButton } from "../ui/button-link";
import { LeadDialogButton } from "../leads/lead-dialogs";

/** The anchor the articles' own "subscribe to our newsletter" links point at. */
export const SUBSCRIBE_ANCHOR = "subscribe";

export interface SubscribeSectionProps {
  words: { heading: string; text: string; button: string };
}

/**
 * The article's newsletter section (#subscribe): what the newsletter brings and the button that opens the newsletter
 * dialog, which says "Join 6.2k+ people". The form, and the API client the count needs, load with the dialog, so an
 * article's first load carries no form code.
 */
export function SubscribeSection({ words }: SubscribeSectionProps) {
  return (
    <section id={SUBSCRIBE_ANCHOR} css={sectionStyles} aria-labelledby="subscribe-heading" tabIndex={-1}>
      <h2 id="subscribe-heading">{words.heading}</h2>
      <p>{words.text}</p>
      <LeadDialogButton dialog="newsletter" css={primaryButton}>
        {words.button}
      </LeadDialogButton>
    </section>
  );
}

const sectionStyles = css`
  margin: ${space.xl} 0;
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color("surfaceRaised")};
  border: 1px solid ${color("border")};
  scroll-margin-top: 6rem;
  &:focus {
    outline: none;
  }
`;
