import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { useState } from "react";
import { aspectRatio, embedUrl } from "../video";
import { color, radius, space } from "../../../styles/theme";
import { Dialog } from "../../../shared/ui/dialog";
import { PlayIcon } from "../../../shared/ui/icons";
import { track } from "../../../shared/lib/analytics-targets";

export interface IntroVideoProps {
  /** data/site.yaml `video` (the IntroVideo fragment, in the home page's query); nothing is shown without it. */
  video: Queries.IntroVideoFragment["video"] | null;
  labels: { play: string; close: string; captions: string };
}

/** What the player needs of data/site.yaml, for the query of the page that shows the button. */
export const introVideoFragment = graphql`
  fragment IntroVideo on SiteYaml {
    video {
      channel
      id
      src
      poster
      captions
      ratio
      title
    }
  }
`;

/**
 * The hero's play button and the intro video in a modal player (data/site.yaml `video`). Nothing is requested from
 * the video's host until the visitor presses play: the player is only mounted while the dialog is open, and
 * closing it unmounts the player, which stops playback. Escape, the backdrop and the close button close it, and
 * focus returns to the play button.
 */
export function IntroVideo({ video, labels }: IntroVideoProps) {
  const [open, setOpen] = useState(false);
  if (!video) return null;
  const hosted = embedUrl(video);
  return (
    <>
      <button type="button" css={playStyles} aria-haspopup="dialog" onClick={() => setOpen(true)} {...track("videobutton")}>
        <span css={playCircleStyles} aria-hidden="true">
          <PlayIcon />
        </span>
        {labels.play}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={video.title} closeLabel={labels.close}>
        <div css={frameStyles} style={{ aspectRatio: aspectRatio(video.ratio) }}>
          {open && hosted ? <iframe src={hosted} title={video.title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen /> : null}
          {open && !hosted && video.src ? (
            // The build requires captions for a custom video (they describe what is on screen; it has no speech).
            <video src={video.src} poster={video.poster} controls autoPlay playsInline preload="metadata">
              <track kind="captions" src={video.captions ?? undefined} srcLang="en" label={labels.captions} default />
            </video>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}

const playStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  padding: ${space.xxs} ${space.md} ${space.xxs} ${space.xxs};
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color("text")};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover span {
    background: ${color("primaryHover")};
  }
`;

const playCircleStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${color("primary")};
  color: ${color("onPrimary")};
`;

const frameStyles = css`
  width: 100%;
  background: #000;
  iframe,
  video {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;
