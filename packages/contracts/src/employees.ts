import { z } from 'zod';
import { ZIsoDateTime, ZListQuery } from './common';
import { STAFF_LEVELS, STAFF_ROLES } from './rights';
import { ZSearch } from './validation';

/**
 * An employee's place in the workspace (DECISIONS.md §5): accepted an invite and awaits a team (the
 * owner or an admin approves by adding them to one), or works in at least one team.
 */
export const EMPLOYEE_STATUSES = ['awaiting_team', 'active'] as const;
/**
 * Who is at work and who is away now, as the dashboard counts them: clocked in (an open clock-in),
 * unavailable (availability switched off, with no end or one still ahead).
 */
export const EMPLOYEE_PRESENCES = ['clocked_in', 'unavailable'] as const;
export type TEmployeePresence = (typeof EMPLOYEE_PRESENCES)[number];
export type TEmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const ZAttendanceSummary = z.object({
  /** Sum of closed clock-in/out intervals in the last 7 days. */
  hoursLast7Days: z.number(),
  /** An open clock-in, when the employee is at work now. */
  clockedInAt: ZIsoDateTime.nullable(),
  lastClockOutAt: ZIsoDateTime.nullable(),
});
export type TAttendanceSummary = z.infer<typeof ZAttendanceSummary>;

export const ZEmployee = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  level: z.enum(STAFF_LEVELS),
  status: z.enum(EMPLOYEE_STATUSES),
  teams: z.array(z.object({ id: z.uuid(), name: z.string() })),
  trainingCompleted: z.boolean(),
  available: z.boolean(),
  unavailableDate: ZIsoDateTime.nullable(),
  attendance: ZAttendanceSummary,
  joinedAt: ZIsoDateTime,
});
export type TEmployee = z.infer<typeof ZEmployee>;

export const ZEmployeeListQuery = ZListQuery.extend({
  sortBy: z.enum(['name', 'joinedAt']).default('name'),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  presence: z.enum(EMPLOYEE_PRESENCES).optional(),
  teamId: z.uuid().optional(),
  search: ZSearch,
});
export type TEmployeeListQuery = z.input<typeof ZEmployeeListQuery>;
export const ZEmployeePage = z.object({
  items: z.array(ZEmployee),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TEmployeePage = z.infer<typeof ZEmployeePage>;

/** PATCH /employees/{id} (owner only): role and level. */
export const ZUpdateEmployeeRequest = z
  .object({ role: z.enum(STAFF_ROLES), level: z.enum(STAFF_LEVELS) })
  .partial()
  .strict();
export type TUpdateEmployeeRequest = z.infer<typeof ZUpdateEmployeeRequest>;

/** POST /employees/{id}/approve: adding the accepted invitee to a team is the approval. */
export const ZApproveEmployeeRequest = z.object({ teamId: z.uuid() }).strict();
export type TApproveEmployeeRequest = z.infer<typeof ZApproveEmployeeRequest>;

export const ZAttendanceEntry = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  clockInAt: ZIsoDateTime,
  clockOutAt: ZIsoDateTime.nullable(),
});
export type TAttendanceEntry = z.infer<typeof ZAttendanceEntry>;
export const ZAttendanceQuery = z.object({
  userId: z.uuid().optional(),
  from: ZIsoDateTime.optional(),
  to: ZIsoDateTime.optional(),
});
export const ZAttendanceResponse = z.array(ZAttendanceEntry);
