import { css } from "@emotion/react";
import { Link } from "gatsby";
import { routes } from "../../../shared/lib/routes";
import { color, radius, space } from "../../../styles/theme";
import { LeadDialogButton } from "../../leads/components/lead-dialogs";
import { primaryButton, secondaryButton } from "../../../shared/ui/button-link";

export interface ContactAsideProps {
  words: { heading: string; text: string; link: string; demo: string };
  /** "Be the first to write a comment.", linking to the contact page; null where a layout shows none. */
  comment: string | null;
}

/** The invitation to contact the team at the end of an article: schedule a demo (the demo dialog) or write to us. */
export function ContactAside({ words, comment }: ContactAsideProps) {
  return (
    <aside css={contactStyles} aria-labelledby="contact-heading">
      <h2 id="contact-heading">{words.heading}</h2>
      <p>{words.text}</p>
      <p css={linksStyles}>
        <LeadDialogButton dialog="demo" css={primaryButton}>
          {words.demo}
        </LeadDialogButton>
        <Link to={routes.contact} css={secondaryButton}>
          {words.link}
        </Link>
        {comment ? <Link to={routes.contact}>{comment}</Link> : null}
      </p>
    </aside>
  );
}

const contactStyles = css`
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color("surfaceRaised")};
  border: 1px solid ${color("border")};
`;

const linksStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.lg};
`;
