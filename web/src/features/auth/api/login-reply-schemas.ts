// The schemas a signed-in reply is checked with, in their own chunk (submit-login-code.ts).
export { ZLoginCodeResponse } from '@cleanops/contracts';
export { hasFullName, profileQueryOptions, syncSession } from '@/shared/session/profile-query';
