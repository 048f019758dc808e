/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react'
import { navigate } from 'gatsby'
import { renderSite } from '../../tests/support/render-site'
import { ErrorView } from './error-view'
import { ErrorBoundary } from './error-boundary'

describe('ErrorView', () => {
  it('shows status, message, the apology and Home / Back that clear the error', () => {
    const onClear = jest.fn()
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {})
    renderSite(<ErrorView locale="en" status={404} message="Page not found" onClear={onClear} />)
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('Sorry, we couldn’t find the page you’re looking for.')).toBeInTheDocument()
    const home = screen.getByRole('link', { name: 'Home' })
    // The reader stays in the language they are reading (/ would follow the browser's language).
    expect(home).toHaveAttribute('href', '/en/')
    home.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(home)
    expect(onClear).toHaveBeenCalledTimes(1)
    const length = jest.spyOn(window.history, 'length', 'get').mockReturnValue(3)
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onClear).toHaveBeenCalledTimes(2)
    expect(back).toHaveBeenCalled()
    length.mockRestore()
  })

  it('goes home from Back when there is nothing of ours to go back to (a new tab)', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {})
    back.mockClear()
    renderSite(<ErrorView locale="fa" status={404} message="صفحه پیدا نشد" />, { locale: 'fa' })
    fireEvent.click(screen.getByRole('button', { name: 'بازگشت' }))
    expect(back).not.toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith('/fa/')
  })

  it('writes the status in Persian digits on Persian pages', () => {
    renderSite(<ErrorView locale="fa" status={404} message="صفحه پیدا نشد" />, { locale: 'fa' })
    expect(screen.getByText('۴۰۴')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'خانه' })).toHaveAttribute('href', '/fa/')
  })
})

describe('ErrorBoundary', () => {
  function Boom(): JSX.Element {
    throw new Error('render failed')
  }

  it('shows the 500 error page for an unhandled error and sets the title', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    renderSite(
      <ErrorBoundary pathname="/en/posts/">
        <Boom />
      </ErrorBoundary>,
    )
    expect(screen.getByText('500')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(document.title).toBe('500 Something went wrong')
    // A fault is not a missing page.
    expect(
      screen.getByText('Sorry, something went wrong on our side. Try again in a moment, or go back.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/couldn’t find the page/)).not.toBeInTheDocument()
  })
})
