/** The auth module's public face: other modules import only from here. */
export { createAuthModule } from './auth-module';
export { seedDemoUser, DEMO_ACCOUNT } from './demo-seed';
export { consumeVerificationCode } from './verification-codes';
export { ownCodeTarget, type Account } from './accounts';
export { revokeSessions } from './sessions';
export { INVITE_CODE_SOURCES, type InviteCodeSource, type InviteResolution } from './invite-codes';
export { newInviteCode } from './accounts';
