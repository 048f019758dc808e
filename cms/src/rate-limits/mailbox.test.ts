import { mailboxKey } from './mailbox'

describe('mailboxKey', () => {
  it('counts a plus-alias, any case, as its mailbox', () => {
    for (const alias of [
      'victim@example.com',
      'Victim@Example.COM',
      'victim+1@example.com',
      'victim+prize+x@example.com',
      ' victim+@example.com ',
    ]) {
      expect(mailboxKey(alias)).toBe('victim@example.com')
    }
  })

  it("folds Gmail's dots and its other domain, and no one else's dots", () => {
    expect(mailboxKey('v.i.c.tim+2@googlemail.com')).toBe('victim@gmail.com')
    expect(mailboxKey('first.last@example.com')).toBe('first.last@example.com')
  })

  it('keeps a name that is only a plus, and text without an @, as they are', () => {
    expect(mailboxKey('+x@example.com')).toBe('+x@example.com')
    expect(mailboxKey('not-an-address')).toBe('not-an-address')
  })
})
