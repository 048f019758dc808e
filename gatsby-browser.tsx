import { keepAddressOnLocale404 } from './src/locale-404'

export { wrapRootElement } from './src/wrap-root'

export const onClientEntry = () => keepAddressOnLocale404()
