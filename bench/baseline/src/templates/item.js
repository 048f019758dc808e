import * as React from 'react'
import { graphql } from 'gatsby'

/** One generated page of the bare baseline: its node's title and paragraphs, from a page query. */
export default function Item({ data }) {
  return (
    <main>
      <h1>{data.item.title}</h1>
      {data.item.body.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </main>
  )
}

export const Head = ({ data }) => <title>{data.item.title}</title>

export const query = graphql`
  query Item($id: String!) {
    item(id: { eq: $id }) {
      title
      body
    }
  }
`
