/**
 * The generic collection calls of requirements §7 for comments, reached through the site's
 * /api/{collection} function. Permissions (cms/src/bootstrap/permissions.ts): anyone may read, members
 * may create and update (the controller limits updates to their own comments).
 */
export default {
  routes: [
    { method: 'GET', path: '/comments', handler: 'comment.find', config: {} },
    { method: 'GET', path: '/comments/:id', handler: 'comment.findOne', config: {} },
    { method: 'POST', path: '/comments', handler: 'comment.create', config: {} },
    { method: 'PUT', path: '/comments/:id', handler: 'comment.update', config: {} },
  ],
}
