import { css } from "@emotion/react";
import { graphql, useStaticQuery } from "gatsby";
import { useId } from "react";
import { useModalDialog } from "../../hooks/use-modal-dialog";
import { aspectRatio, embedUrl } from "../../lib/video";
import { color, fontSize, layer, mq, radius, space } from "../../styles/theme";
import { iconButton } from "../ui/button-link";
import { CloseIcon, PlayIcon } from "../ui/icons";

export interface IntroVideoProps {
  labels: { play: string; close: string; captions: string };
}

/**
 * The hero's play button and the intro video in a modal player (data/site.yaml `video`). Nothing is requested from
 * the video's host until the visitor presses play: the player is only mounted while the dialog is open, and
 * closing it unmounts the player, which stops playback. Escape, the backdrop and the close button close it, and
 * focus returns to the play button.
 */
export function IntroVideo({ labels }: IntroVideoProps) {
  const { siteYaml } = useStaticQuery<Queries.IntroVideoQuery>(graphql`
    query IntroVideo {
      siteYaml {
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
    }
  `);
  const { open, show, hide, triggerRef, dialogProps } = useModalDialog();
  const titleId = useId();
  const video = siteYaml?.video;
  if (!video) return null;
  const hosted = embedUrl(video);
  return (
    <>
      <button ref={triggerRef} type="button" css={playStyles} aria-haspopup="dialog" onClick={show}>
        <span css={playCircleStyles} aria-hidden="true">
          <PlayIcon />
        </span>
        {labels.play}
      </button>
      {/* dialogProps closes on a click on the backdrop; keyboard users close with Escape or the Close button. */}
      <dialog {...dialogProps} css={dialogStyles} aria-labelledby={titleId}>
        <div css={barStyles}>
          <h2 id={titleId} css={titleStyles}>
            {video.title}
          </h2>
          <button type="button" css={iconButton} onClick={hide}>
            <CloseIcon />
            <span className="visually-hidden">{labels.close}</span>
          </button>
        </div>
        <div css={frameStyles} style={{ aspectRatio: aspectRatio(video.ratio) }}>
          {open && hosted ? <iframe src={hosted} title={video.title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen /> : null}
          {open && !hosted && video.src ? (
            // The build requires captions for a custom video (they describe what is on screen; it has no speech).
            <video src={video.src} poster={video.poster} controls autoPlay playsInline preload="metadata">
              <track kind="captions" src={video.captions ?? undefined} srcLang="en" label={labels.captions} default />
            </video>
          ) : null}
        </div>
      </dialog>
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

const dialogStyles = css`
  z-index: ${layer.dialog};
  width: min(60rem, calc(100vw - 2rem));
  max-width: none;
  padding: 0;
  border: 0;
  border-radius: ${radius.md};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  overflow: hidden;
  &::backdrop {
    background: rgba(10, 12, 24, 0.75);
  }
  &[open] {
    animation: video-in 300ms ease-out;
  }
  &[open]::backdrop {
    animation: video-fade 300ms ease-out;
  }
  @keyframes video-in {
    from {
      opacity: 0;
      transform: scale(0.96);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
  @keyframes video-fade {
    from {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[open],
    &[open]::backdrop {
      animation: none;
    }
  }
`;

const barStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.xs} ${space.xs} ${space.xs} ${space.md};
`;

const titleStyles = css`
  margin: 0;
  font-size: ${fontSize.base};
  ${mq.md} {
    font-size: ${fontSize.lg};
  }
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
