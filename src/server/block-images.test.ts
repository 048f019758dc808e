import { downloadBlockImages, imageBlockSources } from './block-images'

const CMS = 'http://127.0.0.1:1337'
const text = { type: 'paragraph', children: [{ type: 'text', text: 'words' }] }
const image = (url: unknown) => ({
  type: 'image',
  image: { url, width: 100, height: 50 },
  children: [{ type: 'text', text: '' }],
})

describe('imageBlockSources', () => {
  it("finds each image block by its position, its address made absolute against the CMS's", () => {
    expect(
      imageBlockSources([text, image('/uploads/a.png'), text, image('https://bucket.example/b.jpg')], CMS),
    ).toEqual([
      { index: 1, url: 'http://127.0.0.1:1337/uploads/a.png' },
      { index: 3, url: 'https://bucket.example/b.jpg' },
    ])
  })

  it('ignores what is not content with an image file', () => {
    expect(imageBlockSources(null, CMS)).toEqual([])
    expect(imageBlockSources('text', CMS)).toEqual([])
    expect(
      imageBlockSources(
        [
          null,
          text,
          image(''),
          image(42),
          { type: 'image' },
          image('javascript:alert(1)'),
          image('data:image/png;base64,AAAA'),
        ],
        CMS,
      ),
    ).toEqual([])
  })
})

describe('downloadBlockImages', () => {
  it("names each downloaded file's node beside its block, and leaves out one that fails with a warning that names it", async () => {
    const warnings: string[] = []
    const download = async (url: string) => {
      if (url.endsWith('gone.png')) throw new Error('Response code 404 (Not Found)')
      return { id: `file-of-${url}` }
    }
    const found = await downloadBlockImages(
      [image('/uploads/a.png'), image('/uploads/gone.png'), image('/uploads/c.png')],
      CMS,
      download,
      (message) => warnings.push(message),
      'the post "Load"',
    )
    expect(found).toEqual([
      { index: 0, file: 'file-of-http://127.0.0.1:1337/uploads/a.png' },
      { index: 2, file: 'file-of-http://127.0.0.1:1337/uploads/c.png' },
    ])
    expect(warnings).toEqual([
      'the image at http://127.0.0.1:1337/uploads/gone.png in the text of the post "Load" could not be downloaded, so the page shows the text without it: Response code 404 (Not Found)',
    ])
  })
})
