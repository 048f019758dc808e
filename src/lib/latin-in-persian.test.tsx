/** @jest-environment jsdom */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { act, fireEvent, screen } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import fa from '../../locales/fa/translation.json'
import { SignupScreen } from '../account/screens/auth-screens'
import ConsultationForm from '../consultation/consultation-form'
import { PostView } from '../views/post-view'

/**
 * An address, a link or a name put into a Persian sentence: a Latin run isolated from the words
 * around it, so its own punctuation (a hyphen, a dot) cannot reorder it against them when the
 * line wraps.
 */
const ISOLATED_PLACEHOLDERS = ['email', 'name', 'url', 'service']

function answerOnce(status: number, body: unknown) {
  global.fetch = jest.fn(
    async () => ({ ok: status < 400, status, headers: new Headers(), json: async () => body }) as Response,
  )
}

const address = 'sara-ahmadi@example-company.com'

describe('Latin in Persian sentences', () => {
  it("isolates the address in the sign-up's notice, left to right", async () => {
    answerOnce(201, { ok: true, email: address })
    renderSite(<SignupScreen locale="fa" search="" />, { locale: 'fa' })
    fireEvent.change(screen.getByLabelText('ایمیل'), { target: { value: address } })
    fireEvent.change(screen.getByLabelText('نام کاربری'), { target: { value: 'sara_1' } })
    fireEvent.change(screen.getByLabelText('گذرواژه'), { target: { value: 'secret-1' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ساخت حساب' })))
    const isolated = screen.getByText(address)
    expect(isolated.tagName).toBe('BDI')
    expect(isolated).toHaveAttribute('dir', 'ltr')
    expect(isolated.parentElement).toHaveTextContent(`پیوند تأیید را به ${address} فرستادیم.`)
  })

  it("isolates the name, in its own direction, and the address, left to right, in the consultation's thank-you", async () => {
    answerOnce(201, { ok: true })
    const { container } = renderSite(<ConsultationForm locale="fa" />, { locale: 'fa' })
    fireEvent.change(screen.getByLabelText('نام شما'), { target: { value: 'Sara Ahmadi' } })
    fireEvent.change(screen.getByLabelText('ایمیل'), { target: { value: address } })
    const service = screen.getByLabelText<HTMLSelectElement>('خدمت مورد نظر')
    fireEvent.change(service, { target: { value: service.options[1].value } })
    const day = screen.getByLabelText<HTMLSelectElement>('تاریخ پیشنهادی')
    fireEvent.change(day, { target: { value: day.options[1].value } })
    fireEvent.change(screen.getByLabelText('چه چیزی را می‌خواهید بیازمایید و چرا اکنون؟'), {
      target: { value: 'A soak test before the sale.' },
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ارسال درخواست' })))
    const thanks = screen.getByRole('status')
    expect(thanks.querySelector('h3 bdi:not([dir])')).toHaveTextContent('Sara Ahmadi')
    expect(thanks.querySelector('p bdi[dir="ltr"]')).toHaveTextContent(address)
    expect(container.querySelector('h3')).toHaveTextContent('Sara Ahmadi عزیز، سپاسگزاریم')
  })

  it("isolates the author's name under a post", () => {
    const { container } = renderSite(
      <PostView
        locale="fa"
        post={{
          documentId: 'abc',
          title: 'تست بار',
          slug: 'load-testing',
          excerpt: null,
          publishDate: '2026-11-29',
          publishDateText: '۸ آذر ۱۴۰۵',
          updatedAt: null,
          authorName: 'Sara Ahmadi',
          readingMinutes: 1,
          content: null,
          headingAnchors: [],
          blockImages: null,
          tagLinks: [],
          cover: null,
        }}
      />,
      { locale: 'fa' },
    )
    expect(container.querySelector('time')?.parentElement?.querySelector('bdi')).toHaveTextContent('Sara Ahmadi')
  })

  it('puts every such placeholder of the Persian texts in as an element, never as text', () => {
    const keys = Object.entries(fa as Record<string, string>)
      .filter(([, text]) => ISOLATED_PLACEHOLDERS.some((name) => text.includes(`{{${name}}}`)))
      .map(([key]) => key)
    expect(keys.length).toBeGreaterThan(0)
    const SRC = path.join(__dirname, '..')
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name)
        if (statSync(file).isDirectory()) return sources(file)
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
      })
    const interpolatedAsText = sources(SRC).flatMap((file) => {
      const code = readFileSync(file, 'utf8')
      return keys.filter((key) => code.includes(`t('${key}', {`)).map((key) => `${path.relative(SRC, file)}: ${key}`)
    })
    expect(interpolatedAsText).toEqual([])
  })
})
