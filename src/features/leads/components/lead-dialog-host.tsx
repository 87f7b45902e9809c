import { css } from "@emotion/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { DEMO_AUTO_CLOSE_MS } from "../../../shared/lib/constants";
import type { LeadDialogWordsData } from "../lead-dialog-words";
import { LEAD_FORM_WORDS, SUBMIT_WORDS, type LeadOutcome, type LeadOutcomeListener } from "../../../shared/lib/lead-forms";
import { pickStrings, requirePage } from "../../../shared/lib/page-copy";
import { space } from "../../../styles/theme";
import { Dialog } from "../../../shared/ui/dialog";
import { DemoForm } from "./demo-form";
import type { LeadDialogKind } from "./lead-dialogs";
import { NewsletterForm } from "./newsletter-form";
import { NewsletterJoin } from "./newsletter-join";

export interface LeadDialogHostProps {
  /** The dialog shown, or null. */
  kind: LeadDialogKind | null;
  onClose: () => void;
  onOutcome?: LeadOutcomeListener;
  /** The dialogs' words, fetched with this chunk (public/lead-dialog-words.json). */
  data: LeadDialogWordsData;
}

const DIALOG_WORDS = [...SUBMIT_WORDS, "close"] as const;

/**
 * The demo request and newsletter dialogs, loaded with their forms the first time a visitor opens one (see
 * LeadDialogsProvider). A form is mounted only while its dialog is open, so each opening starts fresh. The demo
 * dialog closes 3 s after a success (unless the visitor chose "Send another"), and focus goes back to the control that
 * opened it; the newsletter dialog stays.
 */
export function LeadDialogHost({ kind, onClose, onOutcome, data }: LeadDialogHostProps) {
  const words = useMemo(() => pickStrings(requirePage(data.leadForms, "leadForms"), LEAD_FORM_WORDS), [data]);
  const demo = requirePage(data.demo, "demoDialog");
  const newsletter = requirePage(data.newsletter, "newsletterDialog");
  const demoWords = useMemo(() => pickStrings(demo, DIALOG_WORDS), [demo]);
  const newsletterWords = useMemo(() => pickStrings(newsletter, [...DIALOG_WORDS, "join"] as const), [newsletter]);

  const [closeAfterSuccess, setCloseAfterSuccess] = useState(false);
  useEffect(() => {
    if (!closeAfterSuccess) return undefined;
    const timer = window.setTimeout(() => {
      setCloseAfterSuccess(false);
      onClose();
    }, DEMO_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [closeAfterSuccess, onClose]);
  // A dialog closed by hand before the timer ran: nothing is left to close.
  useEffect(() => {
    if (kind !== "demo") setCloseAfterSuccess(false);
  }, [kind]);

  const onDemoOutcome = useCallback(
    (outcome: LeadOutcome) => {
      onOutcome?.("demo", outcome);
      if (outcome === "success") setCloseAfterSuccess(true);
    },
    [onOutcome],
  );
  const keepOpen = useCallback(() => setCloseAfterSuccess(false), []);
  const onNewsletterOutcome = useCallback((outcome: LeadOutcome) => onOutcome?.("newsletter", outcome), [onOutcome]);

  return (
    <>
      <Dialog open={kind === "demo"} onClose={onClose} title={demo.heading} closeLabel={demoWords.close} closeOnRouteChange css={dialogStyles}>
        {kind === "demo" ? (
          <div css={bodyStyles}>
            {demo.intro ? <p>{demo.intro}</p> : null}
            <DemoForm words={words} submitWords={demoWords} label={demo.heading} onOutcome={onDemoOutcome} onStartOver={keepOpen} />
          </div>
        ) : null}
      </Dialog>
      <Dialog
        open={kind === "newsletter"}
        onClose={onClose}
        title={newsletter.heading}
        closeLabel={newsletterWords.close}
        closeOnRouteChange
        css={dialogStyles}
      >
        {kind === "newsletter" ? (
          <div css={bodyStyles}>
            {newsletter.intro ? <p>{newsletter.intro}</p> : null}
            <NewsletterJoin template={newsletterWords.join} base={data.siteYaml?.newsletterBase ?? 0} />
            <NewsletterForm words={words} submitWords={newsletterWords} label={newsletter.heading} onOutcome={onNewsletterOutcome} />
          </div>
        ) : null}
      </Dialog>
    </>
  );
}

const dialogStyles = css`
  width: min(36rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
`;

const bodyStyles = css`
  padding: 0 ${space.md} ${space.md};
  p {
    margin-top: 0;
  }
`;
