/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { CommentsSection } from './comments-section'
import type { CommentPage, PublicComment } from './types'

type Call = { url: string; method: string; body?: unknown }
let calls: Call[] = []
type Route = (call: Call) => [number, unknown] | [number, unknown, Record<string, string>] | undefined

/** jsdom has no fetch: answers by URL, recording every call (the edge of this unit). */
function serve(route: Route) {
  calls = []
  global.fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const call = {
      url: String(url),
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    }
    calls.push(call)
    const [status, body, headers = {}] = route(call) ?? [500, null]
    return { ok: status < 400, status, headers: new Headers(headers), json: async () => body } as Response
  })
}

const NOW = Date.parse('2026-11-22T12:00:00Z')
const comment = (n: number, extra: Partial<PublicComment> = {}): PublicComment => ({
  documentId: `c${n}`,
  text: `Comment ${n}`,
  createdAt: new Date(NOW - n * 60_000).toISOString(),
  editedAt: null,
  post: { documentId: 'p1', locale: 'en' },
  author: { username: `member${n}`, displayName: n === 1 ? 'Sara' : null, avatar: null },
  mine: false,
  ...extra,
})
const page = (data: PublicComment[], pageNumber: number, total: number): CommentPage => ({
  data,
  meta: { pagination: { page: pageNumber, pageSize: 10, pageCount: Math.ceil(total / 10), total } },
})
const session = (member: boolean): [number, unknown] => [
  200,
  member ? { user: { email: 's@example.test', avatar: { url: null } } } : {},
]

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW)
})
afterEach(() => jest.restoreAllMocks())

const list = () => screen.getAllByTestId('comment')

describe('the comment list', () => {
  it('loads newest first with relative times, and asks the documented bracket query', async () => {
    serve(({ url }) =>
      url === '/api/user/session'
        ? session(false)
        : url.startsWith('/api/comments')
          ? [200, page([comment(1), comment(2)], 1, 2)]
          : undefined,
    )
    renderSite(<CommentsSection post="p1" locale="en" pathname="/en/posts/soak/" />)
    await waitFor(() => expect(list()).toHaveLength(2))
    expect(calls.find((call) => call.url.startsWith('/api/comments'))?.url).toBe(
      '/api/comments?filters[post][documentId][$eq]=p1&filters[post][locale][$eq]=en&sort=createdAt:desc&pagination[page]=1&pagination[pageSize]=10',
    )
    expect(within(list()[0]).getByText('Sara')).toBeInTheDocument()
    expect(within(list()[0]).getByText('1 minute ago')).toBeInTheDocument()
    expect(within(list()[1]).getByText('member2')).toBeInTheDocument()
    expect(screen.getByTestId('comments-total')).toHaveTextContent('(2)')
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull()
  })

  it('shows markup in a comment as text', async () => {
    const payload = '<script>window.__pwned = 1</script><img src=x onerror="alert(1)">'
    serve(({ url }) =>
      url === '/api/user/session' ? session(false) : [200, page([comment(1, { text: payload })], 1, 1)],
    )
    const { container } = renderSite(<CommentsSection post="p1" locale="en" pathname="/en/posts/soak/" />)
    expect(await screen.findByText(payload)).toBeInTheDocument()
    expect(container.querySelector('script, img[src="x"]')).toBeNull()
  })

  it('loads more on request, each comment once even when pages shifted', async () => {
    const first = Array.from({ length: 10 }, (_, index) => comment(index + 1))
    serve(({ url }) => {
      if (url === '/api/user/session') return session(false)
      // Page 2 repeats the last comment of page 1 (one was posted in between).
      return url.includes('pagination[page]=2')
        ? [200, page([comment(10), comment(11), comment(12)], 2, 12)]
        : [200, page(first, 1, 12)]
    })
    renderSite(<CommentsSection post="p1" locale="en" pathname="/en/posts/soak/" />)
    await waitFor(() => expect(list()).toHaveLength(10))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more comments' })))
    await waitFor(() => expect(list()).toHaveLength(12))
    expect(list().map((item) => item.getAttribute('data-comment-id'))).toEqual([
      ...first.map((item) => item.documentId),
      'c11',
      'c12',
    ])
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull()
  })

  it('says so when the comments cannot be loaded, and retries', async () => {
    let failing = true
    serve(({ url }) =>
      url === '/api/user/session'
        ? session(false)
        : failing
          ? [503, { error: { code: 'cms-unavailable' } }]
          : [200, page([], 1, 0)],
    )
    renderSite(<CommentsSection post="p1" locale="fa" pathname="/fa/posts/soak/" />, { locale: 'fa' })
    expect(await screen.findByRole('alert')).toHaveTextContent('دیدگاه‌ها بارگذاری نشدند.')
    failing = false
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' })))
    expect(await screen.findByTestId('comments-empty')).toHaveTextContent('هنوز دیدگاهی ثبت نشده است')
    expect(screen.getByTestId('comments-total')).toHaveTextContent('(۰)')
  })
})

describe('visitors and members', () => {
  it("a visitor gets 'Log in to comment', leading to login and back to the post", async () => {
    serve(({ url }) => (url === '/api/user/session' ? session(false) : [200, page([], 1, 0)]))
    renderSite(<CommentsSection post="p1" locale="en" pathname="/en/posts/soak/" />)
    const link = await screen.findByRole('link', { name: 'Log in to comment' })
    expect(link).toHaveAttribute('href', '/en/auth/login/?next=%2Fen%2Fposts%2Fsoak%2F')
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('a member posts: field errors first, then the new comment on top at once and an empty box', async () => {
    const created = comment(0, {
      documentId: 'new1',
      text: 'Very useful, thanks!',
      createdAt: new Date(NOW).toISOString(),
      mine: true,
    })
    serve(({ url, method }) => {
      if (url === '/api/user/session') return session(true)
      if (method === 'POST') return [201, { data: created }]
      return [200, page([comment(1)], 1, 1)]
    })
    renderSite(<CommentsSection post="p1" locale="en" pathname="/en/posts/soak/" />)
    const box = await screen.findByRole('textbox', { name: 'Your comment' })
    await waitFor(() => expect(list()).toHaveLength(1))

    fireEvent.change(box, { target: { value: '   ' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })))
    expect(screen.getByRole('alert')).toHaveTextContent("It's required")
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    fireEvent.change(box, { target: { value: '  Very useful, thanks!  ' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })))
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/comments',
      method: 'POST',
      body: { data: { text: 'Very useful, thanks!', post: 'p1', locale: 'en' } },
    })
    await waitFor(() => expect(list()).toHaveLength(2))
    expect(within(list()[0]).getByTestId('comment-text')).toHaveTextContent('Very useful, thanks!')
    expect(within(list()[0]).getByText('just now')).toBeInTheDocument()
    expect(screen.getByTestId('comments-total')).toHaveTextContent('(2)')
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue(''))
    expect(screen.getByText('Comment posted')).toBeInTheDocument()
  })

  it('a refused comment keeps its text and shows the reason in place, with when to try again', async () => {
    serve(({ url, method }) => {
      if (url === '/api/user/session') return session(true)
      if (method === 'POST')
        return [
          429,
          { error: { code: 'too-many-requests', message: 'Too many requests, please try later' } },
          { 'retry-after': '45' },
        ]
      return [200, page([], 1, 0)]
    })
    renderSite(<CommentsSection post="p1" locale="en" pathname="/en/posts/soak/" />)
    const box = await screen.findByRole('textbox', { name: 'Your comment' })
    fireEvent.change(box, { target: { value: 'Third comment in a minute' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again in 45 seconds')
    expect(box).toHaveValue('Third comment in a minute')
  })

  it('a member edits their own comment, and only theirs', async () => {
    const mine = comment(1, { mine: true, text: 'Typo in thsi' })
    serve(({ url, method }) => {
      if (url === '/api/user/session') return session(true)
      if (method === 'PUT')
        return [200, { data: { ...mine, text: 'Typo in this', editedAt: new Date(NOW).toISOString() } }]
      return [200, page([mine, comment(2)], 1, 2)]
    })
    renderSite(<CommentsSection post="p1" locale="en" pathname="/en/posts/soak/" />)
    await waitFor(() => expect(list()).toHaveLength(2))
    expect(within(list()[1]).queryByRole('button', { name: 'Edit' })).toBeNull()
    await act(async () => fireEvent.click(within(list()[0]).getByRole('button', { name: 'Edit' })))
    const box = await screen.findByRole('textbox', { name: 'Edit your comment' })
    expect(box).toHaveValue('Typo in thsi')
    fireEvent.change(box, { target: { value: 'Typo in this' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      url: '/api/comments/c1',
      method: 'PUT',
      body: { data: { text: 'Typo in this' } },
    })
    await waitFor(() => expect(within(list()[0]).getByTestId('comment-text')).toHaveTextContent('Typo in this'))
    expect(within(list()[0]).getByText(/edited/)).toBeInTheDocument()
  })
})
