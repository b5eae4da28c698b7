// The auth feature's public names: what other features (users, organisations, sharing, sso, analytics, …)
// may use. Every other file of auth is private to it (eslint.config.js, "features meet at their entry").
export type { Account } from './account-row';
export type { AccountsContext } from './accounts-context';
export { findAccountByEmail, findAccountById } from './accounts.repo';
export { callerTargetOf, emailTargetOf, limitAbuse, passwordChangeTargetOf } from './abuse-limits.hooks';
export { liftLockout } from './auth.service';
export {
  hashPassword,
  normalizeEmail,
  randomSixDigitCode,
  randomToken,
  safeEqual,
  sha256Hex,
  verifyPassword,
} from './credentials';
export { createIpRateCheck, type IpRateCheck } from './ip-rate-check';
export { createRateLimiter } from './rate-limit';
export { accessOf } from './sessions.service';
