import {
  Component,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ButtonHTMLAttributes,
  type ReactNode,
} from "react";
import { withPrefix } from "gatsby";
import { LEAD_DIALOG_WORDS_FILE, loadLeadDialogWords } from "../../lib/lead-dialog-words";
import type { LeadOutcomeListener } from "../../lib/lead-forms";
import type { LeadDialogHostProps } from "./lead-dialog-host";

/** The dialogs any page can open: the demo request and the newsletter sign-up. */
export type LeadDialogKind = "demo" | "newsletter";

interface LeadDialogsValue {
  /** Opens a dialog; its code (and its form's) is fetched on the first call. */
  open: (kind: LeadDialogKind) => void;
}

const LeadDialogsContext = createContext<LeadDialogsValue | null>(null);

/**
 * Their code and their words: fetched the first time a visitor opens one, never with the page (the JS and JSON
 * budget, PRODUCT.md §7). The host component comes back with the words bound.
 */
const loadHost = () =>
  Promise.all([
    import(/* webpackChunkName: "lead-dialogs" */ "./lead-dialog-host"),
    loadLeadDialogWords(withPrefix(`/${LEAD_DIALOG_WORDS_FILE}`), (url) => fetch(url)),
  ]).then(([module, words]) => ({
    default: function LoadedHost(props: Omit<LeadDialogHostProps, "data">) {
      return <module.LeadDialogHost {...props} data={words} />;
    },
  }));

/** Renders nothing when the dialogs' code could not be fetched (offline), and lets the next opening try again. */
class LoadBoundary extends Component<{ children: ReactNode; onFailure: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("The form dialog could not be loaded.", error);
    this.props.onFailure();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface LeadDialogsProviderProps {
  children: ReactNode;
  /** Told each form's outcome (for the analytics issue). */
  onOutcome?: LeadOutcomeListener;
}

/**
 * Lets any control on the page open the demo request or newsletter dialog (header, footer, articles, dashboard).
 * It lives in the layout; the dialogs and their forms are a separate chunk, fetched on the first opening. Focus
 * stays on the control while the chunk arrives, so the dialog returns focus there when it closes.
 */
export function LeadDialogsProvider({ children, onOutcome }: LeadDialogsProviderProps) {
  const [kind, setKind] = useState<LeadDialogKind | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [wanted, setWanted] = useState(false);
  // A new lazy component per attempt: React.lazy keeps a failed import, so a retry needs a fresh one.
  const Host = useMemo(() => lazy(loadHost), [attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  const open = useCallback((next: LeadDialogKind) => {
    setWanted(true);
    setKind(next);
  }, []);
  const close = useCallback(() => setKind(null), []);
  const failed = useCallback(() => {
    setKind(null);
    setWanted(false);
    setAttempt((n) => n + 1);
  }, []);
  const value = useMemo(() => ({ open }), [open]);

  return (
    <LeadDialogsContext.Provider value={value}>
      {children}
      {wanted ? (
        <LoadBoundary key={attempt} onFailure={failed}>
          <Suspense fallback={null}>
            <Host kind={kind} onClose={close} onOutcome={onOutcome} />
          </Suspense>
        </LoadBoundary>
      ) : null}
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
