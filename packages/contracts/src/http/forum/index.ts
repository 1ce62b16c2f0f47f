// The forum: posts and replies, moderated (issue 21 §4).
export * from './forum-common';
export * from './forum-user';
export * from './forum-admin';
