import { useState } from "react";
import { useConsole } from "../console-context";
import { useTeamDownload } from "../use-team-call";
import { quietButtonStyles, statusTextStyles } from "./console.styles";

export interface ExportButtonProps {
  /** The export's API path with the list's filters. */
  path: string;
  /** The name the file is saved under when the service names none. */
  fileName: string;
  label?: string;
}

/** Downloads a CSV export of a list as it is filtered; says so while it is prepared, and when it failed. */
export function ExportButton({ path, fileName, label }: ExportButtonProps) {
  const { words } = useConsole();
  const download = useTeamDownload();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setFailure(null);
    const problem = await download(path, fileName);
    setBusy(false);
    if (problem !== null) setFailure(problem || words.exportFailed);
  };
  return (
    <div>
      <button type="button" css={quietButtonStyles} onClick={() => void start()} disabled={busy}>
        {busy ? words.exporting : (label ?? words.exportCsv)}
      </button>
      <p role="status" css={statusTextStyles} data-tone="bad">
        {failure}
      </p>
    </div>
  );
}
