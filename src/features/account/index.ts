/** What pages, templates, the layout and other features may import from account. */
export { AuthProvider, useAuth } from "./auth-provider";
export { AccountPage } from "./components/account-page";
export { MailLinkStatus } from "./components/mail-link-status";
export { nextStepsStyles } from "./components/mail-link-styles";
export { RESET_WORDS, ResetAskForm, ResetChooseForm } from "./components/reset-forms";
export { SessionSwap } from "./components/session-swap";
export { SIGN_IN_WORDS, SignInForm } from "./components/sign-in-form";
export { SIGN_UP_WORDS, SignUpForm } from "./components/sign-up-form";
export { SIGNED_UP_WORDS, SignedUpNotice } from "./components/signed-up-notice";
export { VERIFY_EMAIL_WORDS, VerifyEmailView } from "./components/verify-email-view";
export { DASHBOARD_WORDS, WaitlistDashboard } from "./components/waitlist-dashboard";
export { readAccountState, signInIntro } from "./session";
export { forgetTabSession } from "./state";
export { useAccountGuard } from "./use-account-guard";
export { useFragmentToken } from "./use-fragment-token";
export { useMailLink } from "./use-mail-link";
