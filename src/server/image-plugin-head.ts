/**
 * gatsby-plugin-image adds three things to every page's head for its `GatsbyImage` component: a
 * stylesheet that hides each main image until it has loaded, the same for readers without
 * scripts, and a module script that fades the images in. The site renders its images with
 * `ResponsiveImage` (src/components/responsive-image.tsx), which needs none of them; the plugin
 * stays for what it does at build time (the `gatsbyImageData` arguments). `GatsbyImage` and
 * `StaticImage` would render invisible images without them: src/components/images.test.ts keeps
 * them out of the code.
 */
export const IMAGE_PLUGIN_HEAD_KEYS = [
  'gatsby-image-style',
  'gatsby-image-style-noscript',
  'gatsby-image-style-script',
] as const

export function withoutImagePluginHead<Component>(
  components: Component[],
  keyOf: (component: Component) => string | null | undefined,
): Component[] {
  return components.filter(
    (component) => !(IMAGE_PLUGIN_HEAD_KEYS as readonly (string | null | undefined)[]).includes(keyOf(component)),
  )
}
