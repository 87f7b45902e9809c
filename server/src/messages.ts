/**
 * Every sentence the API sends a visitor (`msg`), in one place so wording is edited once. The site shows these as
 * text next to the form that was sent.
 */
export const MESSAGES = {
  registered: "Your account has been created. You can sign in now.",
  emailTaken: "An account with this e-mail address already exists. Sign in, or reset your password if you forgot it.",
  signedIn: "You are signed in.",
  badCredentials: "The e-mail address or password is incorrect.",
  resetSent:
    "If an account exists for this e-mail address, we have sent it a link to choose a new password. The link works once, within 1 hour.",
  resetDone: "Your password has been changed. Sign in with your new password.",
  resetUnknown: "This password reset link is not valid. Ask for a new link on the reset page.",
  resetUsed: "This password reset link has already been used. Ask for a new link if you need to change your password again.",
  resetExpired: "This password reset link has expired (links work for 1 hour). Ask for a new link on the reset page.",
  signedOut: "You have been signed out.",
  signInRequired: "Please sign in to continue.",
  demoScheduled: "Thank you! We will e-mail you within one business day to schedule your 15-minute demo.",
  contactReceived: "Thank you for your message. We will get back to you within two business days.",
  subscribed: "Thank you for subscribing! Our next newsletter will reach your inbox.",
  applicationReceived: (position: string) =>
    `Thank you for applying for ${position}! We have your application and résumé and will be in touch.`,
  resumeType: "The résumé must be a PDF, DOC or DOCX file.",
  resumeTooLarge: "File size must be less than 5MB.",
  resumeRequired: "Résumé is required. Attach your résumé as a PDF, DOC or DOCX file.",
  resumeEmpty: "The résumé file is empty. Choose the file again.",
  multipartRequired: "Send the application as multipart/form-data with the résumé attached.",
  tooManyFiles: "Attach one résumé file only.",
  tooManyFields: "The application has more fields than the form sends.",
  jsonRequired: "Send the request as JSON (Content-Type: application/json).",
  badJson: "The request body is not valid JSON.",
  tooLarge: "The request is too large.",
  tooManyRequests: (wait: string) => `Too many requests. Please wait ${wait} and try again.`,
  tooManyResets: (wait: string) => `Too many reset requests for this e-mail address. Please wait ${wait} and try again.`,
  noSuchCall: "There is no API call at this address.",
  methodNotAllowed: "This API call does not accept that method.",
  serverError: "Something went wrong on our side. Please try again in a minute.",
  unavailable: "The service is restarting. Please try again in a moment.",
  databaseDown: "The database is not answering.",
} as const;
