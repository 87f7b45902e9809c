import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useCallback, useEffect, useState } from "react";
import { API_LIMITS, isEmailAddress } from "../../../lib/api-contract";
import { routes } from "../../../shared/lib/routes";
import { failureMessage } from "../session";
import { useAuth } from "../auth-provider";
import { color, fontSize, space } from "../../../styles/theme";
import { CheckboxField, EmailField, Form, FormStatus, SubmitButton, TextField, useFormFields, type FormResult } from "../../../shared/forms";

export const RESET_WORDS = [
  "email",
  "robot",
  "submit",
  "busy",
  "success",
  "failed",
  "serverError",
  "emailRequired",
  "emailInvalid",
  "robotRequired",
  "chooseHeading",
  "newPassword",
  "newPasswordHint",
  "confirmPassword",
  "chooseSubmit",
  "chooseBusy",
  "chooseSuccess",
  "passwordRequired",
  "passwordShort",
  "passwordLong",
  "confirmRequired",
  "mismatch",
  "signIn",
  "askAgain",
  "checking",
  "crumb",
] as const;

export type ResetWords = Record<(typeof RESET_WORDS)[number], string>;

interface AskValues {
  email: string;
  robot: boolean;
}

/**
 * Asking for a reset link (SPEC §4): blocked until "I'm not a robot" is ticked; success shows the server's `msg`
 * in green; a failure its `msg`, else "Reset failed" (refused) or "Server error" (no answer). The original site's
 * broken error path is not reproduced (PRODUCT §4).
 */
export function ResetAskForm({ words, label, initialEmail = "" }: { words: ResetWords; label: string; initialEmail?: string }) {
  const { getApi } = useAuth();
  const form = useFormFields<AskValues>({ defaultValues: { email: initialEmail, robot: false } });
  const { errors } = form.formState;
  const submit = useCallback(
    async (values: AskValues): Promise<FormResult> => {
      const result = await (await getApi()).requestPasswordReset({ email: values.email.trim() });
      if (!result.ok) return { ok: false, msg: failureMessage(result, { rejected: words.failed, requestError: words.serverError }) };
      return { ok: true, msg: result.msg };
    },
    [getApi, words.failed, words.serverError],
  );
  return (
    <Form form={form} onSubmit={submit} words={{ success: words.success, failed: words.failed }} aria-label={label}>
      {/* The account's identifier, as on sign-in: a password manager offers the saved address (WCAG 3.3.8). */}
      <EmailField
        label={words.email}
        required
        autoComplete="username"
        error={errors.email?.message}
        {...form.register("email", { required: words.emailRequired, validate: (value) => isEmailAddress(value) || words.emailInvalid })}
      />
      <CheckboxField label={words.robot} required error={errors.robot?.message} {...form.register("robot", { required: words.robotRequired })} />
      <SubmitButton label={words.submit} busyLabel={words.busy} />
    </Form>
  );
}

interface ChooseValues {
  password: string;
  confirm: string;
}

export interface ResetChooseFormProps {
  words: ResetWords;
  /** The token from the e-mailed link's fragment. */
  token: string;
  /** Back to asking for a new link (an expired or spent link). */
  onAskAgain: () => void;
}

/** What `users/passwordreset/check` said of the link: still being asked, usable, or refused with the server's sentence. */
type LinkCheck = { state: "checking" } | { state: "usable" } | { state: "refused"; msg: string };

/**
 * Finishing a reset with the e-mailed link (PRODUCT §6): the link is checked as the page opens
 * (`users/passwordreset/check`, which does not spend it); a refused link (expired, spent, unknown) shows the
 * server's sentence at once with a way to ask for a new one. Otherwise the new password twice, then
 * `users/passwordreset/confirm`; success says so and offers sign-in (the server has ended every earlier session).
 * When the check gets no answer, the form shows and the confirm call has the last word.
 */
export function ResetChooseForm({ words, token, onAskAgain }: ResetChooseFormProps) {
  const { getApi } = useAuth();
  const form = useFormFields<ChooseValues>({ defaultValues: { password: "", confirm: "" } });
  const { errors } = form.formState;
  const [outcome, setOutcome] = useState<"done" | "refused" | null>(null);
  const [link, setLink] = useState<LinkCheck>({ state: "checking" });

  useEffect(() => {
    let current = true;
    void (async () => {
      const result = await (await getApi()).checkPasswordReset({ token });
      if (!current) return;
      const refused = !result.ok && result.kind === "rejected" && result.status === 400;
      setLink(
        refused
          ? { state: "refused", msg: failureMessage(result, { rejected: words.failed, requestError: words.serverError }) }
          : { state: "usable" },
      );
    })();
    return () => {
      current = false;
    };
  }, [getApi, token, words.failed, words.serverError]);
  const submit = useCallback(
    async (values: ChooseValues): Promise<FormResult> => {
      const result = await (await getApi()).confirmPasswordReset({ token, password: values.password });
      setOutcome(result.ok ? "done" : result.kind === "rejected" ? "refused" : null);
      if (!result.ok) return { ok: false, msg: failureMessage(result, { rejected: words.failed, requestError: words.serverError }) };
      return { ok: true, msg: result.msg };
    },
    [getApi, token, words.failed, words.serverError],
  );
  if (link.state !== "usable") {
    // A refused link offers no password to choose: the heading goes, the status region stays where it was.
    const refused = link.state === "refused";
    return (
      <section aria-labelledby={refused ? undefined : "choose-password"}>
        {refused ? null : (
          <h2 id="choose-password" css={headingStyles}>
            {words.chooseHeading}
          </h2>
        )}
        {link.state === "checking" ? <p>{words.checking}</p> : null}
        <FormStatus message={link.state === "refused" ? link.msg : null} tone="error" />
        {link.state === "refused" ? <AskAgain label={words.askAgain} onPress={onAskAgain} /> : null}
      </section>
    );
  }

  return (
    <section aria-labelledby="choose-password">
      <h2 id="choose-password" css={headingStyles}>
        {words.chooseHeading}
      </h2>
      <Form form={form} onSubmit={submit} words={{ success: words.chooseSuccess, failed: words.failed }} aria-labelledby="choose-password">
        <TextField
          type="password"
          label={words.newPassword}
          hint={words.newPasswordHint}
          required
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password", {
            required: words.passwordRequired,
            minLength: { value: API_LIMITS.passwordMinLength, message: words.passwordShort },
            maxLength: { value: API_LIMITS.passwordMaxLength, message: words.passwordLong },
          })}
        />
        <TextField
          type="password"
          label={words.confirmPassword}
          required
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register("confirm", {
            required: words.confirmRequired,
            validate: (value, all) => value === all.password || words.mismatch,
          })}
        />
        <SubmitButton label={words.chooseSubmit} busyLabel={words.chooseBusy} />
      </Form>
      {outcome === "done" ? (
        <p css={nextStyles}>
          <Link to={routes.signIn}>{words.signIn}</Link>
        </p>
      ) : null}
      {outcome === "refused" ? <AskAgain label={words.askAgain} onPress={onAskAgain} /> : null}
    </section>
  );
}

const headingStyles = css`
  font-size: ${fontSize.xl};
  margin: 0 0 ${space.md};
`;

const nextStyles = css`
  margin: ${space.md} 0 0;
  font-weight: 600;
  a {
    color: ${color("link")};
  }
`;

const linkButtonStyles = css`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${color("link")};
  text-decoration: underline;
  cursor: pointer;
  min-height: 44px;
`;

/** Offered under a spent or unknown reset link: back to the request form, to ask for a new link. */
function AskAgain({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <p css={nextStyles}>
      <button type="button" css={linkButtonStyles} onClick={onPress}>
        {label}
      </button>
    </p>
  );
}
