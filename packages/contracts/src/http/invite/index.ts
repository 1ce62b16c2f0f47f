// The invite and rebate operations (issue 20 §1): rebate config, reward, rank, statistics, detail page, and the
// invite codes' page, create, update, friends and default; with the staff ones.
export * from './invite-common';
export * from './invite-user';
export * from './invite-admin';
