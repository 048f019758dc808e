/** A CSS module in jest: each class name maps to itself (`styles.headerBar` → "headerBar"). */
module.exports = new Proxy({}, { get: (_target, name) => (name === '__esModule' ? true : name) })
