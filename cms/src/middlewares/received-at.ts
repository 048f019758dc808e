/**
 * When the request arrived, before its body was read: the order in which a member's requests were
 * made (an avatar upload that arrived earlier but finished later must not win, see
 * api/account/controllers/account.ts). Body parsing can take long for a large upload, so the time
 * is taken first.
 */
type Ctx = { state: { receivedAt?: number } }

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  ctx.state.receivedAt = Date.now()
  await next()
}
