declare module '*.woff2' {
  const url: string
  export default url
}

/** CSS Modules (Gatsby's css-loader: named exports, kebab-case classes as camelCase names). */
declare module '*.module.css' {
  const classes: { readonly [name: string]: string }
  export = classes
}

declare module '*.css'
