/**
 * A CMS image as plain markup: `<picture>` with the modern formats gatsby-plugin-image generated,
 * the JPEG fallback's srcset, and the width and height that reserve its box before it loads. The
 * blurred placeholder is the image's own background, so the reader sees it until the picture
 * covers it, with no script. Lazy images use the browser's own `loading="lazy"`.
 *
 * Why not `GatsbyImage`: it hides each image until its inline script or hydration shows it, and
 * on every page it loads a chunk with react-dom/server to render placeholders in the browser;
 * both cost the main thread of the pages readers land on (ADR 0016, "Images").
 * gatsby-plugin-image still makes the images (sizes, formats, placeholder) at build time.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import * as styles from './responsive-image.module.css'

type Props = {
  image: IGatsbyImageData
  alt: string
  /** `eager` for an image above the fold (fetched first, at high priority), else `lazy`. */
  loading: 'eager' | 'lazy'
  /** Classes for the image itself (margins, rounded corners). */
  className?: string
}

export function ResponsiveImage({ image, alt, loading, className }: Props) {
  const { fallback, sources = [] } = image.images
  const placeholder = image.placeholder?.fallback
  // React 18 does not know `fetchPriority`; the lowercase attribute passes through as written.
  const priority = loading === 'eager' ? { fetchpriority: 'high' } : {}
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source
          key={`${source.type ?? ''}${source.media ?? ''}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        className={className ? `${styles.image} ${className}` : styles.image}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        style={
          placeholder
            ? { backgroundImage: `url("${placeholder}")` }
            : image.backgroundColor
              ? { backgroundColor: image.backgroundColor }
              : undefined
        }
        {...priority}
      />
    </picture>
  )
}
