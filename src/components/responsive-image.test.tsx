/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server'
import { render } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { ResponsiveImage } from './responsive-image'

/** The shape gatsby-transformer-sharp gives a constrained 640-wide cover with a blurred placeholder. */
const cover: IGatsbyImageData = {
  layout: 'constrained',
  width: 640,
  height: 337,
  backgroundColor: '#d8d8d8',
  placeholder: { fallback: 'data:image/jpeg;base64,AAAA' },
  images: {
    fallback: {
      src: '/static/a/640.jpg',
      srcSet: '/static/a/160.jpg 160w,/static/a/640.jpg 640w',
      sizes: '(min-width: 640px) 640px, 100vw',
    },
    sources: [
      {
        type: 'image/webp',
        srcSet: '/static/a/160.webp 160w,/static/a/640.webp 640w',
        sizes: '(min-width: 640px) 640px, 100vw',
      },
    ],
  },
}

describe('ResponsiveImage', () => {
  it('renders the modern formats first, then the fallback with its box reserved', () => {
    const { container } = render(<ResponsiveImage image={cover} alt="" loading="lazy" />)
    const source = container.querySelector('picture > source')!
    expect(source.getAttribute('type')).toBe('image/webp')
    expect(source.getAttribute('srcset')).toBe('/static/a/160.webp 160w,/static/a/640.webp 640w')
    expect(source.getAttribute('sizes')).toBe('(min-width: 640px) 640px, 100vw')
    const img = container.querySelector('picture > img')!
    expect(img.getAttribute('src')).toBe('/static/a/640.jpg')
    expect(img.getAttribute('srcset')).toBe('/static/a/160.jpg 160w,/static/a/640.jpg 640w')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '337'])
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('fetchpriority')).toBeNull()
  })

  it('shows the blurred placeholder behind the image until it loads, with no script', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={cover} alt="" loading="lazy" />)
    expect(html).toContain('background-image:url(&quot;data:image/jpeg;base64,AAAA&quot;)')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<noscript')
  })

  it('falls back to the background colour when there is no placeholder', () => {
    const { container } = render(<ResponsiveImage image={{ ...cover, placeholder: undefined }} alt="" loading="lazy" />)
    expect((container.querySelector('img') as HTMLImageElement).style.backgroundColor).toBe('rgb(216, 216, 216)')
  })

  it('fetches an image above the fold at once and first', () => {
    const { container } = render(
      <ResponsiveImage image={cover} alt="A load test chart" loading="eager" className="rounded" />,
    )
    const img = container.querySelector('img')!
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.getAttribute('alt')).toBe('A load test chart')
    expect(img.classList.contains('rounded')).toBe(true)
  })
})
