/** The CMS's sentence for a refusal (its catalogued message), or the transport's. */
export function refusalText(error: unknown): string {
  const answer = error as { response?: { data?: { error?: { message?: string } } }; message?: string }
  return answer.response?.data?.error?.message ?? answer.message ?? 'The CMS did not answer'
}
