import { renameRules, ruleFrom } from './renames'

const rule = (documentId: string, fromPath: string, toPath: string) => ({ documentId, fromPath, toPath })

describe("a published address's rename", () => {
  it('makes a rule from the old address without its trailing slash', () => {
    expect(ruleFrom('/en/posts/old/')).toBe('/en/posts/old')
    expect(renameRules([], '/en/posts/old/', '/en/posts/new/')).toEqual({ retarget: [], remove: [], existing: null })
  })

  it('keeps one hop after a second rename: the rule to the old address leads to the new one', () => {
    const first = rule('r1', '/en/posts/first', '/en/posts/second/')
    expect(renameRules([first], '/en/posts/second/', '/en/posts/third/')).toEqual({
      retarget: [first],
      remove: [],
      existing: null,
    })
  })

  it('drops the rule from the new address when an address is renamed back, and loops nowhere', () => {
    const first = rule('r1', '/en/posts/first', '/en/posts/second/')
    const plan = renameRules([first], '/en/posts/second/', '/en/posts/first/')
    expect(plan.remove).toEqual([first])
    expect(plan.retarget).toEqual([])
  })

  it("replaces an editor's rule from the old address, and leaves other languages' rules alone", () => {
    const editors = rule('r2', '/fa/posts/old', '/fa/pages/about-us/')
    const english = rule('r3', '/en/posts/x', '/en/posts/old/')
    expect(renameRules([editors, english], '/fa/posts/old/', '/fa/posts/new/')).toEqual({
      retarget: [],
      remove: [],
      existing: editors,
    })
  })
})
