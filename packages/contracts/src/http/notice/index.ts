// The user's messages (issue 21 §3).
export * from './notice-user';
