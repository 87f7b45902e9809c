import { createContext, useCallback, useContext, useMemo, useState, type ButtonHTMLAttributes, type ComponentType, type ReactNode } from "react";
import { withPrefix } from "gatsby";
import { LEAD_DIALOG_WORDS_FILE, loadLeadDialogWords } from "../lead-dialog-words";
import type { LeadOutcomeListener } from "../../../shared/lib/lead-forms";
import { loadOnce } from "../../../shared/on-demand/load-once";
import { afterLoad } from "../../../shared/on-demand/load-failure";
import type { LeadDialogHostProps } from "./lead-dialog-host";

/** The dialogs any page can open: the demo request and the newsletter sign-up. */
export type LeadDialogKind = "demo" | "newsletter";

interface LeadDialogsValue {
  /** Opens a dialog; its code (and its form's) is fetched on the first call. */
  open: (kind: LeadDialogKind) => void;
  /** Told each form's outcome, the dialogs' and the same forms' shown in a page (an article's subscribe section). */
  onOutcome?: LeadOutcomeListener;
}

const LeadDialogsContext = createContext<LeadDialogsValue | null>(null);

type Host = ComponentType<Omit<LeadDialogHostProps, "data">>;

/**
 * Their code and their words: fetched the first time a visitor opens one, never with the page (the JS and JSON
 * budget, PRODUCT.md §7), then kept for every later opening on any page. A failed fetch (offline) is forgotten, so the
 * next opening tries again.
 */
const loadHost = loadOnce((): Promise<Host> =>
  Promise.all([
    import(/* webpackChunkName: "lead-dialogs" */ "./lead-dialog-host"),
    loadLeadDialogWords(withPrefix(`/${LEAD_DIALOG_WORDS_FILE}`), (url) => fetch(url)),
  ]).then(
    ([module, words]) =>
      function LoadedHost(props: Omit<LeadDialogHostProps, "data">) {
        return <module.LeadDialogHost {...props} data={words} />;
      },
  ),
);

export interface LeadDialogsProviderProps {
  children: ReactNode;
  /** Told each form's outcome (for the analytics issue). */
  onOutcome?: LeadOutcomeListener;
}

/**
 * Lets any control on the page open the demo request or newsletter dialog (header, footer, articles, dashboard).
 * It lives in the layout; the dialogs and their forms are a separate chunk, fetched on the first opening. Focus
 * stays on the control while the chunk arrives, so the dialog returns focus there when it closes. When the chunk
 * cannot be fetched, nothing opens and the visitor is told why (src/shared/on-demand/load-failure.ts).
 */
export function LeadDialogsProvider({ children, onOutcome }: LeadDialogsProviderProps) {
  const [host, setHost] = useState<{ Host: Host } | null>(null);
  const [kind, setKind] = useState<LeadDialogKind | null>(null);

  const open = useCallback((next: LeadDialogKind) => {
    void afterLoad(loadHost(), "The form dialog", (Host) => {
      setHost({ Host });
      setKind(next);
    });
  }, []);
  const close = useCallback(() => setKind(null), []);
  const value = useMemo(() => ({ open, onOutcome }), [open, onOutcome]);

  return (
    <LeadDialogsContext.Provider value={value}>
      {children}
      {host ? <host.Host kind={kind} onClose={close} onOutcome={onOutcome} /> : null}
    </LeadDialogsContext.Provider>
  );
}

export function useLeadDialogs(): LeadDialogsValue {
  const value = useContext(LeadDialogsContext);
  if (!value) throw new Error("useLeadDialogs must be used inside LeadDialogsProvider (the Layout provides it).");
  return value;
}

export interface LeadDialogButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  dialog: LeadDialogKind;
}

/** A button that opens one of the lead dialogs; style it like the link or button it stands beside. */
export function LeadDialogButton({ dialog, onClick, children, ...rest }: LeadDialogButtonProps) {
  const { open } = useLeadDialogs();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        open(dialog);
      }}
    >
      {children}
    </button>
  );
}
