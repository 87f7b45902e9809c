/**
 * The image viewer's place in the address: `#&gid=<gallery>&pid=<picture id>` (the form PhotoSwipe 3/4 used, so
 * links shared from the old viewer keep working). Other hash parameters are left alone.
 */

/** The picture id the hash names for this gallery, or null. */
export function viewerPictureId(hash: string, galleryId: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (params.get("gid") !== galleryId) return null;
  const pid = params.get("pid");
  return pid ? pid : null;
}

/** The hash naming a picture, keeping any other parameters of `current` in front. */
export function viewerHash(current: string, galleryId: string, pictureId: string): string {
  const rest = withoutViewerHash(current).replace(/^#/, "");
  const own = new URLSearchParams({ gid: galleryId, pid: pictureId }).toString();
  return `#${rest}&${own}`;
}

/** The hash with the viewer's parameters removed: "" when nothing else was in it. */
export function withoutViewerHash(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  params.delete("gid");
  params.delete("pid");
  const rest = params.toString();
  return rest ? `#${rest}` : "";
}
