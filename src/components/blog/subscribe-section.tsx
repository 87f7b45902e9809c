import { css } from "@emotion/react";
import { color, radius, space } from "../../styles/theme";
import { primaryButton } from "../ui/button-link";
import { LeadDialogButton } from "../leads/lead-dialogs";
import { NewsletterJoin } from "../leads/newsletter-join";

/** The anchor the articles' own "subscribe to our newsletter" links point at. */
export const SUBSCRIBE_ANCHOR = "subscribe";

export interface SubscribeSectionProps {
  words: { heading: string; text: string; button: string; join: string };
  /** `newsletterBase` of data/site.yaml. */
  newsletterBase: number;
}

/**
 * The article's newsletter section (#subscribe): what the newsletter brings, "Join 6.2k+ people", and the button that
 * opens the newsletter dialog. The form itself loads with the dialog, so an article's first load carries no form code.
 */
export function SubscribeSection({ words, newsletterBase }: SubscribeSectionProps) {
  return (
    <section id={SUBSCRIBE_ANCHOR} css={sectionStyles} aria-labelledby="subscribe-heading" tabIndex={-1}>
      <h2 id="subscribe-heading">{words.heading}</h2>
      <p>{words.text}</p>
      <NewsletterJoin template={words.join} base={newsletterBase} />
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
