/** Accounts created with the server CLI before the server starts; each journey has its own. */
export const SEEDED = {
  staffWithoutRole: { type: 'staff', email: 'staff@example.test', name: 'Sam', surname: 'Staff' },
  phoneOwner: { type: 'owner', phone: '+77015550101', name: 'Pavel', surname: 'Phone' },
  darkOwner: { type: 'owner', email: 'dark@example.test', name: 'Dana', surname: 'Dark' },
  regionOwner: { type: 'owner', email: 'region@example.test', name: 'Ruslan', surname: 'Region' },
  menuOwner: { type: 'owner', email: 'menu@example.test', name: 'Marat', surname: 'Menu' },
  revokedOwner: { type: 'owner', email: 'revoked@example.test', name: 'Rita', surname: 'Revoked' },
  /** Created with TRIAL_DAYS=0, so the trial has already run out. */
  expiredOwner: {
    type: 'owner',
    email: 'expired@example.test',
    name: 'Erlan',
    surname: 'Expired',
    trialDays: 0,
  },
  expiredPlacesOwner: {
    type: 'owner',
    email: 'expired-places@example.test',
    name: 'Elena',
    surname: 'Lapsed',
    trialDays: 0,
  },
  /** The super admin of the admin journeys (e2e/admin.spec.ts, and the published version in app-version.spec.ts). */
  superAdmin: { type: 'super', email: 'super-admin@example.test', name: 'Sara', surname: 'Super' },
  /** Its trial has run out (TRIAL_DAYS=0): the super admin grants the renewal it asks for. */
  renewingOwner: {
    type: 'owner',
    email: 'renewing@example.test',
    name: 'Lev',
    surname: 'Renewing',
    trialDays: 0,
  },
  /** e2e/subscription.spec.ts: its renewal request is declined with a reason by its own super admin. */
  decliningOwner: { type: 'owner', email: 'declining@example.test', name: 'Dina', surname: 'Declined' },
  decliningSuper: { type: 'super', email: 'declining-super@example.test', name: 'Saule', surname: 'Super' },
} as const;

export type SeededUser = (typeof SEEDED)[keyof typeof SEEDED];
