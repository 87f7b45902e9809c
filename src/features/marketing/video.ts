/** The intro video's player source (data/site.yaml `video`), for the hero's modal player. */

export type VideoChannel = "custom" | "youtube" | "vimeo" | "youku";

export interface VideoSource {
  channel: string;
  id?: string | null;
  src?: string | null;
}

/**
 * Address of the hosted player, loaded only once the visitor presses play; null for a custom (self-hosted) file.
 * YouTube goes through its privacy-enhanced host and Vimeo with do-not-track, so no cookies are set before consent.
 */
export function embedUrl(video: VideoSource): string | null {
  const id = encodeURIComponent(video.id ?? "");
  switch (video.channel) {
    case "youtube":
      return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
    case "vimeo":
      return `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
    case "youku":
      return `https://player.youku.com/embed/${id}?autoplay=1`;
    default:
      return null;
  }
}

/** "16:9" → "16 / 9" for CSS aspect-ratio; anything unreadable falls back to 16:9. */
export function aspectRatio(ratio: string | null | undefined): string {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(ratio ?? "");
  if (!match || Number(match[1]) <= 0 || Number(match[2]) <= 0) return "16 / 9";
  return `${match[1]} / ${match[2]}`;
}
