import { css } from "@emotion/react";
import { useEffect, useRef, type ComponentType } from "react";
import { loadNewsletterSectionForm, LeadDialogButton, useLeadDialogs, type NewsletterSectionFormProps } from "../../leads";
import { loadOnce } from "../../../shared/on-demand/load-once";
import { useOnDemand } from "../../../shared/on-demand/use-on-demand";
import { color, radius, space } from "../../../styles/theme";
import { primaryButton } from "../../../shared/ui/button-link";

/** The anchor the articles' own "subscribe to our newsletter" links point at. */
export const SUBSCRIBE_ANCHOR = "subscribe";

export interface SubscribeSectionProps {
  words: { heading: string; text: string; button: string };
}

type SectionForm = ComponentType<NewsletterSectionFormProps>;

/**
 * The form's code, its words inside it: fetched once, when a section first nears the screen, never with the page (the JS budget, PRODUCT.md §7). A failed fetch is forgotten, so a later page tries again.
 */
const loadForm = loadOnce((): Promise<SectionForm> => loadNewsletterSectionForm().then((module) => module.NewsletterSectionForm));

/** How far below the screen the section starts fetching its form, so it is there when the visitor arrives. */
const NEAR = "800px 0px";

/**
 * The article's newsletter section (#subscribe): what the newsletter brings and its e-mail field, the newsletter
 * dialog's own form (same server call, double opt-in and messages). The form's code loads as the section nears the
 * screen; until then, and if it cannot be fetched, the section offers the button that opens the newsletter dialog.
 */
export function SubscribeSection({ words }: SubscribeSectionProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const { onOutcome } = useLeadDialogs();
  const { part: Form, prefetch } = useOnDemand(loadForm, { what: "The newsletter form" });

  useEffect(() => {
    const section = sectionRef.current;
    if (Form || !section || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Offline: the button stays, and opening the dialog reports the failure to the visitor.
        prefetch();
      },
      { rootMargin: NEAR },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [Form, prefetch]);

  return (
    <section ref={sectionRef} id={SUBSCRIBE_ANCHOR} css={sectionStyles} aria-labelledby="subscribe-heading" tabIndex={-1}>
      <h2 id="subscribe-heading">{words.heading}</h2>
      <p>{words.text}</p>
      <div css={formSlotStyles}>
        {Form ? (
          <Form label={words.heading} onOutcome={onOutcome} />
        ) : (
          <LeadDialogButton dialog="newsletter" css={primaryButton}>
            {words.button}
          </LeadDialogButton>
        )}
      </div>
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

/** Holds the form's height before its code has come, so the page below does not move when it arrives. */
const formSlotStyles = css`
  min-height: 9.5rem;
  max-width: 32rem;
`;
