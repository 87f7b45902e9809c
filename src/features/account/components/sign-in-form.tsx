import { navigate } from "gatsby";
import { useCallback } from "react";
import { isEmailAddress } from "../../../lib/api-contract";
import { afterSignIn, failureMessage } from "../session";
import { useAuth } from "../auth-provider";
import { CheckboxField, EmailField, Form, FormStatus, SubmitButton, TextField, useFormFields, type FormResult } from "../../../shared/forms";

export const SIGN_IN_WORDS = [
  "email",
  "password",
  "remember",
  "submit",
  "busy",
  "success",
  "failed",
  "serverError",
  "sessionEnded",
  "emailRequired",
  "emailInvalid",
  "passwordRequired",
] as const;

export interface SignInFormProps {
  words: Record<(typeof SIGN_IN_WORDS)[number], string>;
  /** The protected page that sent the visitor here (history state), to return to after signing in. */
  from?: string;
  /** The visitor was sent here because the session ended (history state). */
  sessionEnded?: boolean;
  /** Names the form for assistive technology. */
  label: string;
  /** The e-mail to start with (carried from sign-up's notice). */
  initialEmail?: string;
  /** Told each change of the e-mail field, so "Forgot password" can carry it over. */
  onEmailChange?: (email: string) => void;
}

interface Values {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * Sign-in (SPEC §4): on success the session is stored (token by "Remember me") and the visitor goes back to the
 * page that sent them, else to the dashboard. Failures show the server's `msg`, else "Login failed" (refused) or
 * "Server error" (no answer).
 */
export function SignInForm({ words, from, sessionEnded, label, initialEmail = "", onEmailChange }: SignInFormProps) {
  const auth = useAuth();
  const form = useFormFields<Values>({ defaultValues: { email: initialEmail, password: "", remember: false } });
  const { errors } = form.formState;
  const emailField = form.register("email", { required: words.emailRequired, validate: (value) => isEmailAddress(value) || words.emailInvalid });

  const { getApi, signIn } = auth;
  const submit = useCallback(
    async (values: Values): Promise<FormResult> => {
      const result = await (await getApi()).login({ email: values.email.trim(), password: values.password, remember: values.remember });
      if (!result.ok) return { ok: false, msg: failureMessage(result, { rejected: words.failed, requestError: words.serverError }) };
      signIn({ token: result.data.token, id: result.data.user._id }, values.remember);
      void navigate(afterSignIn(from));
      return { ok: true, msg: result.msg };
    },
    [getApi, signIn, from, words.failed, words.serverError],
  );

  return (
    <>
      <FormStatus message={sessionEnded || auth.sessionEnded ? words.sessionEnded : null} tone="error" />
      <Form form={form} onSubmit={submit} words={{ success: words.success, failed: words.failed }} aria-label={label}>
        <EmailField
          label={words.email}
          required
          autoComplete="username"
          error={errors.email?.message}
          {...emailField}
          onChange={(event) => {
            emailField.onChange(event);
            onEmailChange?.(event.target.value);
          }}
        />
        <TextField
          type="password"
          label={words.password}
          required
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password", { required: words.passwordRequired })}
        />
        <CheckboxField label={words.remember} {...form.register("remember")} />
        <SubmitButton label={words.submit} busyLabel={words.busy} />
      </Form>
    </>
  );
}
