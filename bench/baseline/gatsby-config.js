/** The bare baseline: Gatsby 5 with no plugins. */
module.exports = { siteMetadata: { title: 'Baseline' }, plugins: [] }
