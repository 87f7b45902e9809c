import type { IGatsbyImageData } from "gatsby-plugin-image";

/** The address of the picture's fallback file (the original format at its first size), for meta tags and the shop. */
export function pictureSrc(image: IGatsbyImageData | null | undefined): string | undefined {
  return image?.images.fallback?.src;
}

/**
 * Whether the picture may have see-through parts: anything but a JPEG file may (PNG, WebP or AVIF from a PNG, GIF).
 * A placeholder under such a picture would show through it, so it gets none.
 */
export function mayBeSeeThrough(image: IGatsbyImageData): boolean {
  const src = image.images.fallback?.src ?? "";
  return !/\.jpe?g$/i.test(src.split(/[?#]/)[0]);
}
