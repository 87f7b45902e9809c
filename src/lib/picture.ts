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

/**
 * An empty SVG of the picture's size: in an inline box, it makes the box as wide as the picture and no wider than its
 * container, with the picture's shape, before the picture loads.
 */
export function sizerSource(width: number, height: number): string {
  return `data:image/svg+xml;charset=utf-8,%3Csvg%20height='${height}'%20width='${width}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E`;
}
