import * as headerStyles from '../../chrome/header.module.css'

/** The space the account area holds while the session is unknown, so neither state flashes. */
export function SessionPending() {
  return <div data-session="unknown" className={headerStyles.sessionPending} />
}
