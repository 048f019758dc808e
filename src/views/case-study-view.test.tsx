/** @jest-environment jsdom */
import { screen } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { CaseStudyCards, type CaseStudySummary } from '../components/case-study-card'
import { Sections } from '../components/sections'
import type { CmsResult } from '../cms/types'
import { CaseStudyView, type CaseStudyContent } from './case-study-view'

/** Figures as an editor may type them in the Persian version: a Latin keyboard's digits and marks. */
const typedResults: CmsResult[] = [
  { figure: '2,300', label: 'کاربر هم‌زمان' },
  { figure: '40%', label: 'هزینهٔ کمتر' },
  { figure: '1.9-2.4 s', label: 'زمان پاسخ' },
  { figure: 'هفتگی', label: 'انتشار نسخه' },
]

const study: CaseStudyContent = {
  title: 'فروشگاه در شب حراج',
  client: null,
  sector: 'خرده‌فروشی',
  summary: null,
  service: null,
  challenge: null,
  approach: null,
  headingAnchors: [],
  blockImages: null,
  results: typedResults,
  quote: null,
  cover: null,
}

describe('case study figures', () => {
  it('are written in Persian digits and marks on the Persian study, words left as they are', () => {
    renderSite(<CaseStudyView study={study} locale="fa" />, { locale: 'fa' })
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      '۲٬۳۰۰',
      '۴۰٪',
      '۱٫۹–۲٫۴ s',
      'هفتگی',
    ])
  })

  it('are written the same on the cards', () => {
    const summary: CaseStudySummary = { ...study, id: 'x', slug: 'sale-night' }
    const { container } = renderSite(<CaseStudyCards studies={[summary]} locale="fa" />, { locale: 'fa' })
    expect(container.querySelector('strong')?.textContent).toBe('۲٬۳۰۰')
  })

  it('and so are the figures of a page’s stats section', () => {
    renderSite(
      <Sections
        locale="fa"
        sections={[
          {
            __typename: 'STRAPI__COMPONENT_SECTIONS_STATS',
            id: 's',
            title: null,
            items: [{ value: '12,000+', label: 'آزمون' }],
          },
        ]}
      />,
      { locale: 'fa' },
    )
    expect(screen.getByRole('term')).toHaveTextContent('۱۲٬۰۰۰+')
  })

  it('are written with Latin digits on the English study, a range with an en dash', () => {
    renderSite(<CaseStudyView study={study} locale="en" />)
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      '2,300',
      '40%',
      '1.9–2.4 s',
      'هفتگی',
    ])
  })
})
