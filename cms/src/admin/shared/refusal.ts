/**
 * The CMS's sentence for a refusal (written in the editor's language, cms/src/rules/editor-refusals.ts),
 * or `unanswered` when no answer with one came back (the CMS unreachable or down).
 */
export function refusalText(error: unknown, unanswered: string): string {
  return (
    (error as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ?? unanswered
  )
}
