import { css } from "@emotion/react";
import { announcedPercent } from "../application";
import { fillWords } from "../../../shared/lib/lead-forms";
import { color, fontSize, radius, space } from "../../../styles/theme";

export interface UploadProgressProps {
  /** 0 to 100. */
  percent: number;
  /** "Résumé upload": the bar's accessible name. */
  label: string;
  /** "Uploading your résumé: {percent}%". */
  template: string;
}

/**
 * The résumé's upload: a progress bar (its name and value read by assistive technology on demand) and a polite live
 * region that speaks the percentage every quarter, so a slow phone upload is heard without flooding speech.
 */
export function UploadProgress({ percent, label, template }: UploadProgressProps) {
  return (
    <div css={wrapStyles}>
      <progress max={100} value={percent} aria-label={label} css={barStyles} />
      <p aria-hidden="true" css={textStyles}>
        {fillWords(template, { percent })}
      </p>
      <p role="status" className="visually-hidden">
        {fillWords(template, { percent: announcedPercent(percent) })}
      </p>
    </div>
  );
}

const wrapStyles = css`
  margin: ${space.sm} 0;
`;

const barStyles = css`
  width: 100%;
  height: 0.75rem;
  border-radius: ${radius.sm};
  accent-color: ${color("primary")};
`;

const textStyles = css`
  margin: ${space.xxs} 0 0;
  font-size: ${fontSize.sm};
`;
