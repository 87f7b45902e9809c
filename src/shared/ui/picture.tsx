import type { IGatsbyImageData } from "gatsby-plugin-image";
import { mayBeSeeThrough } from "../lib/picture";

export interface PictureProps {
  /** `gatsbyImageData` from a query: the sizes sharp made, the layout and the placeholder. */
  image: IGatsbyImageData;
  /** "" for a decorative picture. */
  alt: string;
  /** "eager" for a picture at the top of the page; the others load as they near the viewport. */
  loading?: "lazy" | "eager";
  /** From the `css` prop: styles the box (size, rounded corners). */
  className?: string;
  /**
   * Inside phrasing content such as a `<button>`, where a `<div>` is not allowed (the Nu HTML Checker's error on
   * the article figures): the wrappers become `<span>`s, which global-styles.tsx displays as blocks, so nothing moves.
   */
  phrasing?: boolean;
}

/**
 * A picture from sharp's sizes as plain markup: the box keeps the picture's shape before it loads (fixed size, a
 * width capped at the picture's own, or the full width), the placeholder (its dominant colour or a blurred copy)
 * shows until the picture covers it, and the browser picks the format and size and loads it lazily by itself. No
 * script: gatsby-plugin-image's own component hid each picture until a script of its own swapped the real address
 * in, then faded it in; that cost every page with a picture a module script per picture, a 36 kB chunk after
 * hydration and a layer per picture, for a quarter-second fade. The placeholder stays under the picture once it
 * has loaded, so pictures that may have see-through parts (PNG) get none. Styles: `.picture` in global-styles.tsx.
 */
export function Picture({ image, alt, loading = "lazy", className, phrasing = false }: PictureProps) {
  const Box = phrasing ? "span" : "div";
  const { layout, width, height, images, placeholder, backgroundColor } = image;
  const seeThrough = mayBeSeeThrough(image);
  const blurred = seeThrough ? undefined : placeholder?.fallback;
  const colour = seeThrough || blurred ? undefined : backgroundColor;
  return (
    <Box
      className={["picture", layout === "constrained" ? "picture-constrained" : "", className ?? ""].filter(Boolean).join(" ")}
      style={layout === "fixed" ? { width, height } : undefined}
    >
      {layout === "fullWidth" ? <Box aria-hidden="true" style={{ display: "block", paddingTop: `${(height / width) * 100}%` }} /> : null}
      {/* The sizer is inline SVG: an SVG picture by address (the plugin's data: URL) costs the browser a document of
          its own per distinct size, made while it parses the page (3 on /, 56 ms in one unthrottled trace). */}
      {layout === "constrained" ? (
        <Box className="picture-sizer" style={{ maxWidth: width }}>
          <svg aria-hidden="true" focusable="false" viewBox={`0 0 ${width} ${height}`} width={width} height={height} />
        </Box>
      ) : null}
      {/* The placeholder is a layer's background, not an <img>: each <img> with a data: address is a load of its
          own while the page parses (7 on an article, one microtask each), which a background is not. */}
      {blurred || colour ? (
        <Box
          className="picture-fill"
          aria-hidden="true"
          style={
            blurred ? { backgroundImage: `url(${blurred})`, backgroundSize: "cover", backgroundPosition: "center" } : { backgroundColor: colour }
          }
        />
      ) : null}
      <picture>
        {images.sources?.map((source) => (
          <source
            key={`${source.type} ${source.media ?? ""}`}
            type={source.type}
            media={source.media}
            srcSet={source.srcSet}
            sizes={source.sizes ?? images.fallback?.sizes}
          />
        ))}
        <img
          className="picture-fill"
          alt={alt}
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={images.fallback?.sizes}
          loading={loading}
          decoding="async"
        />
      </picture>
    </Box>
  );
}
