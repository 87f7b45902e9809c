import { css } from "@emotion/react";
import { withPrefix } from "gatsby";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { LEAD_DIALOG_WORDS_FILE, loadLeadDialogWords } from "../../leads/lead-dialog-words";
import { loadOnce } from "../../../shared/on-demand/load-once";
import { color, radius, space } from "../../../styles/theme";
import { primaryButton } from "../../../shared/ui/button-link";
import { LeadDialogButton, useLeadDialogs } from "../../leads/components/lead-dialogs";
import type { NewsletterSectionFormProps } from "../../leads/components/newsletter-section-form";

/** The anchor the articles' own "subscribe to our newsletter" links point at. */
export const SUBSCRIBE_ANCHOR = "subscribe";

export interface SubscribeSectionProps {
  words: { heading: string; text: string; button: string };
}

type SectionForm = ComponentType<Omit<NewsletterSectionFormProps, "data">>;

/**
 * The form's code and the words it shares with the newsletter dialog: fetched once, when a section first nears the
 * screen, never with the page (the JS budget, PRODUCT.md §7). A failed fetch is forgotten, so a later page tries again.
 */
const loadForm = loadOnce((): Promise<SectionForm> =>
  Promise.all([
    import(/* webpackChunkName: "newsletter-section" */ "../../leads/components/newsletter-section-form"),
    loadLeadDialogWords(withPrefix(`/${LEAD_DIALOG_WORDS_FILE}`), (url) => fetch(url)),
  ]).then(
    ([module, data]) =>
      function LoadedForm(props: Omit<NewsletterSectionFormProps, "data">) {
        return <module.NewsletterSectionForm {...props} data={data} />;
      },
  ),
);

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
  const [Form, setForm] = useState<{ Form: SectionForm } | null>(() => {
    const loaded = loadForm.loaded();
    return loaded ? { Form: loaded } : null;
  });

  useEffect(() => {
    const section = sectionRef.current;
    if (Form || !section || typeof IntersectionObserver === "undefined") return undefined;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadForm().then(
          (loaded) => {
            if (live) setForm({ Form: loaded });
          },
          // Offline: the button stays, and opening the dialog reports the failure to the visitor.
          () => undefined,
        );
      },
      { rootMargin: NEAR },
    );
    observer.observe(section);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [Form]);

  return (
    <section ref={sectionRef} id={SUBSCRIBE_ANCHOR} css={sectionStyles} aria-labelledby="subscribe-heading" tabIndex={-1}>
      <h2 id="subscribe-heading">{words.heading}</h2>
      <p>{words.text}</p>
      <div css={formSlotStyles}>
        {Form ? (
          <Form.Form label={words.heading} onOutcome={onOutcome} />
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
