import { useState, type FormEvent } from "react";
import { TEAM_LIMITS, TEAM_PATHS, type TeamInviteAnswer, type TeamWaitlistAnswer, type TeamWaitlistMember } from "../../../lib/team-contract";
import { TextField } from "../../../shared/forms";
import { fill } from "../../../shared/lib/posts";
import { longUsDate } from "../../../shared/lib/text";
import { useConsole } from "../console-context";
import { exportFileName } from "../rules";
import { useTeamAction, useTeamCall } from "../use-team-call";
import { CallStatus } from "./call-status";
import { buttonStyles, controlRowStyles, panelStyles, quietButtonStyles, statusTextStyles } from "./console.styles";
import { DataTable, type DataColumn } from "./data-table";
import { ExportButton } from "./export-button";

/** The waitlist by place in line, and the invite wave: preview the next N confirmed members, then invite them. */
export function WaitlistView() {
  const { words } = useConsole();
  const [state, reload] = useTeamCall<TeamWaitlistAnswer>(TEAM_PATHS.waitlist);
  return (
    <section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">{words.waitlist}</h2>
      <InviteWave onSent={reload} />
      <CallStatus state={state} reload={reload}>
        {(answer) => (
          <>
            <p>{fill(words.waitlistTotal, { total: answer.total })}</p>
            <ExportButton path={TEAM_PATHS.waitlistExport} fileName={exportFileName("waitlist", new Date())} />
            <MemberTable caption={words.waitlistTable} members={answer.items} />
          </>
        )}
      </CallStatus>
    </section>
  );
}

function MemberTable({ caption, members }: { caption: string; members: readonly TeamWaitlistMember[] }) {
  const { words } = useConsole();
  const columns: DataColumn<TeamWaitlistMember>[] = [
    { key: "position", label: words.colPosition, number: true, cell: (member) => member.position ?? "—" },
    { key: "email", label: words.colEmail, cell: (member) => member.email },
    { key: "joined", label: words.colJoined, cell: (member) => longUsDate(member.joinedAt) },
    { key: "confirmed", label: words.colConfirmed, cell: (member) => (member.confirmed ? words.answerYes : words.answerNo) },
    { key: "referrals", label: words.colReferrals, number: true, cell: (member) => member.referrals },
    { key: "referredBy", label: words.colReferredBy, cell: (member) => member.referredBy ?? "—" },
  ];
  return <DataTable caption={caption} columns={columns} rows={members} rowKey={(member) => member.id} empty={words.noRows} />;
}

/** The wave form: a preview first (nothing is sent), then "Send invitations" for the count previewed. */
function InviteWave({ onSent }: { onSent: () => void }) {
  const { words } = useConsole();
  const act = useTeamAction();
  const [count, setCount] = useState("10");
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ count: number; answer: TeamInviteAnswer } | null>(null);
  const [sent, setSent] = useState<TeamInviteAnswer | null>(null);
  const [message, setMessage] = useState<{ tone: "good" | "bad"; text: string } | null>(null);
  const wanted = Number(count);

  const ask = async (path: string) => {
    setBusy(true);
    const result = await act<TeamInviteAnswer>(path, { count: wanted });
    setBusy(false);
    setMessage({ tone: result.ok ? "good" : "bad", text: result.msg || (result.ok ? "" : words.loadFailed) });
    return result.ok ? result.data : null;
  };
  const showPreview = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    const answer = await ask(TEAM_PATHS.invitePreview);
    setPreview(answer ? { count: wanted, answer } : null);
  };
  const send = async () => {
    const answer = await ask(TEAM_PATHS.invite);
    if (!answer) return;
    setPreview(null);
    setSent(answer);
    onSent();
  };

  return (
    <section aria-labelledby="wave-heading" css={panelStyles}>
      <h2 id="wave-heading">{words.waveHeading}</h2>
      <p>{words.waveIntro}</p>
      <form onSubmit={(event) => void showPreview(event)} css={controlRowStyles}>
        <TextField
          label={words.waveCount}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={String(TEAM_LIMITS.waveMax).length}
          required
          value={count}
          onChange={(event) => {
            setCount(event.target.value);
            setPreview(null);
          }}
        />
        <button type="submit" css={quietButtonStyles} disabled={busy}>
          {words.preview}
        </button>
      </form>
      <p role="status" css={statusTextStyles} data-tone={message?.tone}>
        {message?.text}
      </p>
      {preview ? (
        <>
          <MemberTable caption={words.wavePreviewHeading} members={preview.answer.members} />
          {preview.answer.members.length > 0 ? (
            <button type="button" css={buttonStyles} disabled={busy || preview.count !== wanted} onClick={() => void send()}>
              {words.sendWave}
            </button>
          ) : null}
        </>
      ) : null}
      {sent && sent.members.length > 0 ? <MemberTable caption={words.waveSentHeading} members={sent.members} /> : null}
    </section>
  );
}
