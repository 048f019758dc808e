/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { COMMENT_LIMITS } from '../../cms/src/rules/comments'
import CommentForm from './comment-form'

describe("the comment box's limit", () => {
  it.each([
    ['fa', 'دیدگاه شما', 'حداکثر ۱٬۰۰۰ نویسه', '۱٬۰۰۱/۱٬۰۰۰'],
    ['en', 'Your comment', 'Must be at most 1,000 characters', '1,001/1,000'],
  ] as const)(
    'is written in %s as the counter beside it writes it, through the site’s number formatter',
    (locale, label, message, counter) => {
      // The texts above are written for this limit.
      expect(COMMENT_LIMITS.text.max).toBe(1000)
      renderSite(<CommentForm locale={locale} post="p1" onSaved={() => {}} />, { locale })
      const box = screen.getByLabelText(label)
      fireEvent.change(box, { target: { value: 'x'.repeat(COMMENT_LIMITS.text.max + 1) } })
      fireEvent.blur(box)
      expect(screen.getByRole('alert')).toHaveTextContent(message)
      expect(screen.getByTestId('text-counter')).toHaveTextContent(counter)
    },
  )
})
