import { removeTemplate } from './global-setup'

export default removeTemplate
