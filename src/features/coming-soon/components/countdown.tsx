import { css } from "@emotion/react";
import { useEffect, useId, useRef, useState } from "react";
import { useCountdown } from "../use-countdown";
import { COMING_SOON_DAYS, formatAnnouncement, shouldAnnounce, targetFromLoad, type CountdownParts, type CountdownWords } from "../rules";
import { color, fontSize, mq, radius, space } from "../../../styles/theme";
import { secondaryButton } from "../../../shared/ui/button-link";

/**
 * Every word the countdown shows or announces (copy lives in data/pages.yaml). The unit words label the boxes and
 * also build the status sentence ("179 days, 23 hours, 59 minutes left"), so write them as they read mid-sentence.
 */
export interface CountdownLabels extends CountdownWords {
  /** Names the pause button while the countdown runs. */
  pause: string;
  /** Names the same button while paused. */
  resume: string;
  /** Optional heading above the boxes; it also names the countdown region. */
  heading?: string;
}

export interface CountdownProps {
  labels: CountdownLabels;
  /** Shown (and announced) once the countdown reaches zero. */
  doneText: string;
  /** Distance of the target from the moment the component mounts; fractions allowed. Defaults to 180. */
  days?: number;
}

type Unit = "days" | "hours" | "minutes" | "seconds";
const UNITS: readonly Unit[] = ["days", "hours", "minutes", "seconds"];

/** Days unpadded, the rest as two digits: 179 · 05 · 09 · 00. */
const digits = (parts: CountdownParts, unit: Unit): string => (unit === "days" ? String(parts[unit]) : String(parts[unit]).padStart(2, "0"));

/**
 * Counts down to a moment `days` after mount. The target is set in an effect, so the server renders placeholder
 * boxes ("–") of the same size as the ticking ones. The ticking digits are not a live region (that would be read
 * every second); a visually hidden status line carries the time left, changing at most once a minute, and the
 * completion text. A pause button meets WCAG 2.2.2 (auto-updating content can be paused).
 */
export function Countdown({ labels, doneText, days = COMING_SOON_DAYS }: CountdownProps) {
  const [target, setTarget] = useState<number | null>(null);
  useEffect(() => {
    setTarget(targetFromLoad(Date.now(), days));
  }, [days]);

  const { state, parts, pause, resume } = useCountdown(target);
  const [announcement, setAnnouncement] = useState("");
  const lastAnnouncedRef = useRef<number | null>(null);

  useEffect(() => {
    if (state === "completed") {
      setAnnouncement(doneText);
      return;
    }
    if (state !== "started" || parts === null) return;
    const now = Date.now();
    if (!shouldAnnounce(lastAnnouncedRef.current, now)) return;
    lastAnnouncedRef.current = now;
    setAnnouncement(formatAnnouncement(parts, labels));
  }, [state, parts, labels, doneText]);

  const headingId = useId();
  const completed = state === "completed";
  const paused = state === "paused";

  return (
    <section css={sectionStyles} aria-labelledby={labels.heading ? headingId : undefined}>
      {labels.heading ? (
        <h2 id={headingId} css={headingStyles}>
          {labels.heading}
        </h2>
      ) : null}
      {completed ? null : (
        <>
          <ul css={boxesStyles}>
            {UNITS.map((unit) => (
              <li key={unit} css={boxStyles}>
                {parts === null ? (
                  <span css={numberStyles} aria-hidden="true">
                    –
                  </span>
                ) : (
                  <span css={numberStyles}>{digits(parts, unit)}</span>
                )}
                <span css={labelStyles}>{labels[unit]}</span>
              </li>
            ))}
          </ul>
          <button type="button" css={secondaryButton} disabled={state !== "started" && !paused} onClick={paused ? resume : pause}>
            {paused ? labels.resume : labels.pause}
          </button>
        </>
      )}
      {/* The same element before and after completion: a live region must already be in the page to be heard. */}
      <p role="status" aria-live="polite" className={completed ? undefined : "visually-hidden"} css={completed ? doneStyles : undefined}>
        {announcement}
      </p>
    </section>
  );
}

const sectionStyles = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.lg};
  margin: ${space.xl} auto;
  max-width: 40rem;
  padding: 0 ${space.md};
  text-align: center;
`;

const headingStyles = css`
  margin: 0;
  font-size: ${fontSize.xl};
`;

const boxesStyles = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space.xs};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.sm} {
    gap: ${space.md};
  }
`;

// Fixed box height and equal columns: the placeholder, 1-digit and 3-digit values all take the same space.
const boxStyles = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.xxs};
  min-height: 6.5rem;
  padding: ${space.sm} ${space.xxs};
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  background: ${color("surface")};
  color: ${color("text")};
`;

const numberStyles = css`
  font-size: ${fontSize.xxl};
  font-weight: 700;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

const labelStyles = css`
  font-size: ${fontSize.sm};
  color: ${color("muted")};
  overflow-wrap: anywhere;
`;

const doneStyles = css`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: 600;
  color: ${color("text")};
`;
