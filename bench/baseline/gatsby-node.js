/**
 * The build-scaling bench asks for BASELINE_PAGES pages beside the home page: the same number of
 * pages as the site, made the way a bare Gatsby site makes them — nodes in the data layer, one
 * page per node from a query, each page with its own page query — and nothing else (no plugins,
 * no styling library, no i18n).
 */
const path = require('node:path')

const PARAGRAPH =
  'Load tests answer one question well: what happens to response times when many people arrive at once. This page is one of many written by the bench to see how a bare Gatsby site builds as it grows.'

exports.sourceNodes = ({ actions, createNodeId, createContentDigest }) => {
  const count = Number(process.env.BASELINE_PAGES ?? 0)
  for (let n = 1; n <= count; n++) {
    const item = { n, slug: `/items/${n}/`, title: `Item ${n}`, body: [PARAGRAPH, PARAGRAPH, PARAGRAPH] }
    actions.createNode({
      ...item,
      id: createNodeId(`item-${n}`),
      internal: { type: 'Item', contentDigest: createContentDigest(item) },
    })
  }
}

exports.createSchemaCustomization = ({ actions }) => {
  actions.createTypes('type Item implements Node { n: Int!, slug: String!, title: String!, body: [String!]! }')
}

exports.createPages = async ({ graphql, actions }) => {
  const result = await graphql('{ allItem { nodes { id slug } } }')
  if (result.errors) throw result.errors[0]
  const component = path.join(__dirname, 'src', 'templates', 'item.js')
  for (const { id, slug } of result.data.allItem.nodes) actions.createPage({ path: slug, component, context: { id } })
}
