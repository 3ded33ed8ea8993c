import { LANGUAGES, MESSAGING_TYPES, STAFF_LEVELS, STAFF_ROLES, USER_TYPES } from '@cleanops/contracts';
import { pgEnum } from 'drizzle-orm/pg-core';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const staffRoleEnum = pgEnum('staff_role', STAFF_ROLES);
export const staffLevelEnum = pgEnum('staff_level', STAFF_LEVELS);
export const languageEnum = pgEnum('language', LANGUAGES);
export const messagingTypeEnum = pgEnum('messaging_type', MESSAGING_TYPES);
