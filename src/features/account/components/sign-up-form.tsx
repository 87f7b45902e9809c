import { css } from "@emotion/react";
import { Link, navigate } from "gatsby";
import { useCallback, useEffect } from "react";
import { usePersistentState } from "../../../shared/hooks/use-persistent-state";
import { API_LIMITS, isEmailAddress } from "../../../lib/api-contract";
import { STORAGE_KEYS } from "../../../shared/lib/constants";
import { routes } from "../../../shared/lib/routes";
import { failureMessage, referralFromSearch, type SignedUpNotice } from "../session";
import { stringCodec } from "../../../shared/lib/storage-codecs";
import { useAuth } from "../auth-provider";
import { color, fontSize, space } from "../../../styles/theme";
import { CheckboxField, EmailField, Form, SubmitButton, TextField, useFormFields, type FormResult } from "../../../shared/forms";

export const SIGN_UP_WORDS = [
  "email",
  "password",
  "passwordHint",
  "terms",
  "termsLink",
  "termsTo",
  "submit",
  "busy",
  "success",
  "failed",
  "emailRequired",
  "emailInvalid",
  "passwordRequired",
  "passwordShort",
  "passwordLong",
  "termsRequired",
  "referred",
] as const;

export interface SignUpFormProps {
  words: Record<(typeof SIGN_UP_WORDS)[number], string>;
  /** The address's query string, which may carry `?ref=CODE`. */
  search: string;
  label: string;
}

interface Values {
  email: string;
  password: string;
  terms: boolean;
}

/**
 * Sign-up (SPEC §4): the e-mail is sent as the username too; success goes to /blog-classic, which shows the server's
 * sentence and a way to sign in with the address filled in; a failure shows the
 * server's `msg`, else "Registration failed". A referral code from `?ref=` is kept in session storage, so a detour
 * to the terms page does not lose it, and sent with the registration.
 */
export function SignUpForm({ words, search, label }: SignUpFormProps) {
  const { getApi } = useAuth();
  const [referral, setReferral] = usePersistentState(STORAGE_KEYS.referralCode, stringCodec, "session");
  const form = useFormFields<Values>({ defaultValues: { email: "", password: "", terms: false } });
  const { errors } = form.formState;

  useEffect(() => {
    const code = referralFromSearch(search);
    if (code) setReferral(code);
  }, [search, setReferral]);

  const submit = useCallback(
    async (values: Values): Promise<FormResult> => {
      const email = values.email.trim();
      const result = await (await getApi()).register({ username: email, email, password: values.password, ...(referral ? { referralCode: referral } : {}) });
      if (!result.ok) return { ok: false, msg: failureMessage(result, { rejected: words.failed, requestError: words.failed }) };
      setReferral(null);
      // SPEC §4's destination, with the outcome carried there in history state (never in the address).
      const signedUp: SignedUpNotice = { email, msg: result.msg || words.success };
      void navigate(routes.blogClassic, { state: { signedUp } });
      return { ok: true, msg: result.msg };
    },
    [getApi, referral, setReferral, words.failed, words.success],
  );

  return (
    <Form form={form} onSubmit={submit} words={{ success: words.success, failed: words.failed }} aria-label={label}>
      {referral ? <p css={noteStyles}>{words.referred}</p> : null}
      <EmailField
        label={words.email}
        required
        autoComplete="username"
        error={errors.email?.message}
        {...form.register("email", { required: words.emailRequired, validate: (value) => isEmailAddress(value) || words.emailInvalid })}
      />
      <TextField
        type="password"
        label={words.password}
        hint={words.passwordHint}
        required
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register("password", {
          required: words.passwordRequired,
          minLength: { value: API_LIMITS.passwordMinLength, message: words.passwordShort },
          maxLength: { value: API_LIMITS.passwordMaxLength, message: words.passwordLong },
        })}
      />
      <CheckboxField label={words.terms} required error={errors.terms?.message} {...form.register("terms", { required: words.termsRequired })} />
      <p css={termsLinkStyles}>
        <Link to={words.termsTo}>{words.termsLink}</Link>
      </p>
      <SubmitButton label={words.submit} busyLabel={words.busy} />
    </Form>
  );
}

const noteStyles = css`
  margin: 0 0 ${space.md};
  color: ${color("text")};
  font-weight: 600;
`;

const termsLinkStyles = css`
  margin: 0 0 ${space.md};
  font-size: ${fontSize.sm};
  a {
    color: ${color("link")};
  }
`;
