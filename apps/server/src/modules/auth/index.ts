/** The auth module's public face: other modules import only from here. */
export { registerAuthRoutes as registerAuthModule } from './auth-routes';
export { seedDemoUser, DEMO_ACCOUNT } from './demo-seed';
export { consumeVerificationCode } from './verification-codes';
export { ownCodeTarget, isUniqueViolation, type Account } from './accounts';
export { revokeSessions } from './sessions';
