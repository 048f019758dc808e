import { siteChange, type ChangeEvent } from './rebuild-trigger'

describe('siteChange', () => {
  it('names the change, the model and the document, and leaves the content out', () => {
    const entry = {
      id: 7,
      documentId: 'pyrzslklpx2au14ies35iuim',
      locale: 'fa',
      title: 'آزمون بار',
      content: [{ type: 'paragraph', children: [{ type: 'text', text: 'متن '.repeat(100_000) }] }],
    }
    const change = siteChange('entry.publish', { model: 'post', uid: 'api::post.post', entry })
    expect(change).toEqual({
      change: 'entry.publish',
      model: 'post',
      uid: 'api::post.post',
      documentId: 'pyrzslklpx2au14ies35iuim',
      locale: 'fa',
    })
    expect(JSON.stringify(change).length).toBeLessThan(200)
  })

  it('calls a media change a file change', () => {
    expect(
      siteChange('media.update', { media: { documentId: 'm9vel50j7gqn4o5o1pgd1i2b', name: 'cover.jpg' } }),
    ).toEqual({ change: 'media.update', model: 'file', documentId: 'm9vel50j7gqn4o5o1pgd1i2b' })
  })

  it('keeps nothing odd from the payload', () => {
    expect(siteChange('entry.delete', undefined)).toEqual({ change: 'entry.delete', model: 'unknown' })
    expect(
      siteChange('entry.unpublish', {
        model: 42,
        uid: 'x'.repeat(1_000),
        entry: { documentId: {}, locale: null },
      } as unknown as ChangeEvent),
    ).toEqual({ change: 'entry.unpublish', model: 'unknown' })
  })
})
