import type { TProfile } from '@cleanops/contracts';
import type { UserRow } from '../../db/schema';

/** The user as the API shows it (GET /profile, POST /login/code). */
export function toProfile(user: UserRow): TProfile {
  return {
    id: user.id,
    type: user.type,
    role: user.role,
    level: user.level,
    name: user.name,
    surname: user.surname,
    avatarUrl: user.avatarUrl,
    email: user.email,
    emailVerified: user.emailVerified,
    phone: user.phone,
    phoneVerified: user.phoneVerified,
    whatsapp: user.whatsapp,
    whatsappVerified: user.whatsappVerified,
    available: user.available,
    unavailableDate: user.unavailableDate?.toISOString() ?? null,
    timezone: user.timezone,
    language: user.language,
    trainingCompleted: user.trainingCompleted,
    workspaceId: user.workspaceId,
    createdAt: user.createdAt.toISOString(),
  };
}
