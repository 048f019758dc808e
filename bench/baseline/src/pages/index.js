import * as React from 'react'

/** What a bare Gatsby 5 page costs: React, Gatsby's runtime and a little text. */
export default function Index() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare Gatsby 5 page, built in the same run as the site.</p>
    </main>
  )
}

export const Head = () => <title>Baseline</title>
