/** Renders Strapi 5 "blocks" content as semantic HTML. Text is rendered as text, never as HTML. */
import React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import type { Block, BlockImage, InlineNode, ListItem } from '../cms/types'
import type { HeadingAnchor } from '../lib/reading'
import { ResponsiveImage } from './responsive-image'
import * as styles from './blocks.module.css'

/** Links an editor typed: web, mail and phone addresses and site paths; anything else (javascript:, data:) renders as text. */
export function safeHref(url: string): string | null {
  // Browsers drop tabs, newlines and control characters from a URL, so "java\tscript:" is a scheme too.
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '')
  if (/^(https?:|mailto:|tel:)/i.test(cleaned)) return cleaned
  if (/^[a-z][a-z0-9+.-]*:/i.test(cleaned)) return null
  return cleaned
}

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (node.type === 'link') {
          const href = safeHref(node.url)
          if (!href) return <Inline key={index} nodes={node.children} />
          // A phone number or an address reads left to right in any language: isolated, a Persian
          // number keeps its area code first («۰۲۱-۸۸۰۰۰۰۰۰» came out as «۸۸۰۰۰۰۰۰-۰۲۱» in a Persian line).
          return (
            <a key={index} href={href} dir={/^(tel|mailto):/i.test(href) ? 'ltr' : undefined}>
              <Inline nodes={node.children} />
            </a>
          )
        }
        let element: React.ReactNode = node.text
        if (node.code) element = <code>{element}</code>
        if (node.bold) element = <strong>{element}</strong>
        if (node.italic) element = <em>{element}</em>
        if (node.underline) element = <u>{element}</u>
        if (node.strikethrough) element = <s>{element}</s>
        return <React.Fragment key={index}>{element}</React.Fragment>
      })}
    </>
  )
}

function BlockView({ block, id, image }: { block: Block; id?: string; image?: IGatsbyImageData }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Inline nodes={block.children} />
        </p>
      )
    case 'heading': {
      const Tag = `h${Math.min(Math.max(block.level, 2), 6)}` as 'h2'
      return (
        <Tag id={id}>
          <Inline nodes={block.children} />
        </Tag>
      )
    }
    case 'quote':
      return (
        <blockquote>
          <Inline nodes={block.children} />
        </blockquote>
      )
    case 'code':
      return (
        <pre dir="ltr">
          <code>
            <Inline nodes={block.children} />
          </code>
        </pre>
      )
    case 'list': {
      const Tag = block.format === 'ordered' ? 'ol' : 'ul'
      return (
        <Tag>
          {block.children.map((item, index) =>
            item.type === 'list-item' ? (
              <li key={index}>
                <Inline nodes={(item as ListItem).children} />
              </li>
            ) : (
              <li key={index}>
                <BlockView block={item} />
              </li>
            ),
          )}
        </Tag>
      )
    }
    case 'image': {
      // Only a picture the build made (or the preview described) is shown: the block's own
      // address is the CMS's path, which on the site would be a broken image.
      if (!image) return null
      const picture = (
        <ResponsiveImage
          image={image}
          alt={block.image.alternativeText ?? ''}
          loading="lazy"
          className={styles.image}
        />
      )
      const caption = block.image.caption?.trim()
      // The caption the editor gave the file in the media library, under the picture.
      return caption ? (
        <figure className={styles.figure}>
          {picture}
          <figcaption>{caption}</figcaption>
        </figure>
      ) : (
        picture
      )
    }
    default:
      return null
  }
}

/**
 * `anchors`: the headings' ids, made at build time from the same content (field headingAnchors).
 * `images`: the image blocks' pictures, by the block's position (field blockImages).
 */
export function Blocks({
  content,
  anchors,
  images,
}: {
  content: Block[] | null | undefined
  anchors: HeadingAnchor[]
  images?: BlockImage[] | null
}) {
  if (!content?.length) return null
  const idByIndex = new Map(anchors.map((anchor) => [anchor.index, anchor.id]))
  const imageByIndex = new Map(
    (images ?? []).flatMap((image) =>
      image.file?.childImageSharp ? [[image.index, image.file.childImageSharp.gatsbyImageData] as const] : [],
    ),
  )
  return (
    <div className={styles.blocks}>
      {content.map((block, index) => (
        <BlockView key={index} block={block} id={idByIndex.get(index)} image={imageByIndex.get(index)} />
      ))}
    </div>
  )
}
