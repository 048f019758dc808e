/** Strapi loads this to let the project change the users-permissions plugin; the changes are in src/account. */
import { extendUsersPermissions } from '../../account/users-permissions'

export default extendUsersPermissions
