import type { LeadMailState, LeadStatus } from "../../../lib/team-contract";
import { useConsole } from "../console-context";
import { badgeStyles } from "./console.styles";

const STATUS_TONE: Record<LeadStatus, string | undefined> = { new: undefined, handled: "good", spam: "bad" };
const MAIL_TONE: Record<LeadMailState, string | undefined> = { queued: undefined, sent: "good", retrying: undefined, failed: "bad", none: undefined };

/** A lead's status as a word in a badge (the colour only repeats it). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { words } = useConsole();
  return (
    <span css={badgeStyles} data-tone={STATUS_TONE[status]}>
      {words[`status_${status}`]}
    </span>
  );
}

/** The team notification mail's state as a word in a badge. */
export function MailBadge({ state }: { state: LeadMailState }) {
  const { words } = useConsole();
  return (
    <span css={badgeStyles} data-tone={MAIL_TONE[state]}>
      {words[`mail_${state}`]}
    </span>
  );
}
