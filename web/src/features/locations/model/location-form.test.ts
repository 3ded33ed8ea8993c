import { LOCATION_DEFAULTS, LOCATION_NOTIFICATION_EVENTS, type TLocation } from '@cleanops/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatMinutes } from './duration';
import {
  LOCATION_FIELDS,
  parseLocalTime,
  parseWizardDraft,
  serializeWizardDraft,
  stepOfField,
  suggestTitle,
  toCreateRequest,
  toFormValues,
  toUpdateRequest,
  wizardInitialValues,
} from './location-form';
import { NOTIFICATION_GROUPS } from './notification-groups';

const stored: TLocation = {
  id: '7b0f2b7e-4a55-4c1e-9b1a-2f0c1d3e4a5b',
  title: 'Abay 10',
  address: 'Abay 10, apt 5, Almaty',
  type: 'rental',
  commercialKind: null,
  latitude: 43.24,
  longitude: 76.91,
  timezone: 'Asia/Almaty',
  checkoutTime: '11:00',
  checkInTime: '15:00',
  cleaningDuration: 240,
  recleanAfter: 10,
  requirePhoto: true,
  requireReport: false,
  requireScan: false,
  closedWhileBlocked: false,
  inspectAfterTurnover: false,
  inspectorId: null,
  inspectionChecklistId: null,
  checkInWarningHours: 3,
  showLastCleaned: false,
  complaintMergeMinutes: 30,
  state: 'clean',
  stateChangedAt: '2025-01-01T00:00:00.000Z',
  team: null,
  roomsCount: 2,
  qrSheetUrl: '/api/locations/x/qr-sheet.pdf',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('creating a location from the wizard', () => {
  it('sends the SPEC.md §9 defaults and the browser zone when nothing was changed', () => {
    const body = toCreateRequest(
      { ...wizardInitialValues('Europe/Madrid'), address: ' Gran Vía 1 ', title: ' Flat ' },
      'UTC',
    );
    expect(body).toEqual({
      type: 'rental',
      commercialKind: null,
      title: 'Flat',
      address: 'Gran Vía 1',
      latitude: null,
      longitude: null,
      timezone: 'Europe/Madrid',
      checkoutTime: '12:00',
      checkInTime: '14:00',
      cleaningDuration: 360,
      recleanAfter: 15,
      requirePhoto: false,
      requireReport: false,
      requireScan: false,
      closedWhileBlocked: false,
      checkInWarningHours: 3,
      showLastCleaned: false,
      complaintMergeMinutes: 30,
      state: 'clean',
    });
  });

  it('sends the warnings and guests card’s changes, and never a cleaning log for a rental', () => {
    const values = { ...toFormValues(stored), checkInWarningHours: 0, complaintMergeMinutes: 45 };
    expect(toUpdateRequest(stored, values)).toEqual({ checkInWarningHours: 0, complaintMergeMinutes: 45 });
    expect(toUpdateRequest(stored, { ...toFormValues(stored), showLastCleaned: true })).toEqual({});
    const shop: TLocation = { ...stored, type: 'commercial', commercialKind: 'cafe' };
    expect(toUpdateRequest(shop, { ...toFormValues(shop), showLastCleaned: true })).toEqual({
      showLastCleaned: true,
    });
  });

  it('gives a commercial place the rental-only defaults back, whatever was typed before switching', () => {
    const body = toCreateRequest(
      {
        ...wizardInitialValues('Asia/Almaty'),
        type: 'commercial',
        commercialKind: 'restaurant',
        checkoutTime: parseLocalTime('09:30'),
        recleanAfter: 3,
        cleaningDuration: 90,
        state: 'dirty',
      },
      'UTC',
    );
    expect(body).toMatchObject({
      type: 'commercial',
      commercialKind: 'restaurant',
      checkoutTime: LOCATION_DEFAULTS.checkoutTime,
      recleanAfter: LOCATION_DEFAULTS.recleanAfter,
      cleaningDuration: 90,
      state: 'clean',
    });
  });

  it('drops a commercial kind left over when the owner went back to rental', () => {
    const body = toCreateRequest({ type: 'rental', commercialKind: 'cafe' }, 'UTC');
    expect(body.commercialKind).toBeNull();
  });
});

describe('editing a location', () => {
  it('sends nothing when nothing changed', () => {
    expect(toUpdateRequest(stored, toFormValues(stored))).toEqual({});
  });

  it('sends only the changed fields, the time as HH:mm', () => {
    const values = {
      ...toFormValues(stored),
      title: 'Abay 10 · flat',
      checkoutTime: parseLocalTime('10:15'),
    };
    expect(toUpdateRequest(stored, values)).toEqual({ title: 'Abay 10 · flat', checkoutTime: '10:15' });
  });

  it('sends a new check-in time as HH:mm, next guests arriving then', () => {
    const values = { ...toFormValues(stored), checkInTime: parseLocalTime('16:30') };
    expect(toUpdateRequest(stored, values)).toEqual({ checkInTime: '16:30' });
  });

  it("sends a commercial place's choice to show a room closed while a blocking problem is open", () => {
    const cafe: TLocation = { ...stored, type: 'commercial', commercialKind: 'cafe' };
    const values = { ...toFormValues(cafe), closedWhileBlocked: true };
    expect(toUpdateRequest(cafe, values)).toEqual({ closedWhileBlocked: true });
    // A rental has no guest QR page: the switch is not there and nothing is sent.
    expect(toUpdateRequest(stored, { ...toFormValues(stored), closedWhileBlocked: true })).toEqual({});
  });

  it('carries the kind with a change of type, as the server requires', () => {
    const values = { ...toFormValues(stored), type: 'commercial' as const, commercialKind: 'hotel' as const };
    expect(toUpdateRequest(stored, values)).toEqual({ type: 'commercial', commercialKind: 'hotel' });
    const back = toUpdateRequest(
      { ...stored, type: 'commercial', commercialKind: 'hotel' },
      toFormValues(stored),
    );
    expect(back).toEqual({ type: 'rental', commercialKind: null });
  });

  it('attaches, moves and detaches the team, and never sends it from a form without the field', () => {
    const TEAM = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b0a';
    const attached = { ...stored, team: { id: TEAM, name: 'Morning crew' } };
    expect(toUpdateRequest(stored, { ...toFormValues(stored), teamId: TEAM })).toEqual({ teamId: TEAM });
    expect(toUpdateRequest(attached, toFormValues(attached))).toEqual({});
    expect(toUpdateRequest(attached, { ...toFormValues(attached), teamId: null })).toEqual({ teamId: null });
    expect(toUpdateRequest(attached, { ...toFormValues(attached), teamId: undefined })).toEqual({});
    expect(toCreateRequest(wizardInitialValues('Asia/Almaty'), 'UTC')).not.toHaveProperty('teamId');
  });

  it('sends only the inspection settings changed, and never from the wizard', () => {
    const LIST = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
    const values = { ...toFormValues(stored), inspectAfterTurnover: true, inspectionChecklistId: LIST };
    expect(toUpdateRequest(stored, values)).toEqual({
      inspectAfterTurnover: true,
      inspectionChecklistId: LIST,
    });
    expect(toUpdateRequest(stored, toFormValues(stored))).toEqual({});
    expect(toCreateRequest(wizardInitialValues('Asia/Almaty'), 'UTC')).not.toHaveProperty(
      'inspectAfterTurnover',
    );
  });

  it('clears both coordinates together', () => {
    const values = { ...toFormValues(stored), latitude: null, longitude: null };
    expect(toUpdateRequest(stored, values)).toEqual({ latitude: null, longitude: null });
  });
});

describe('the wizard draft', () => {
  it('brings back the step and every value, times included, and refuses what it cannot read', () => {
    const values = {
      ...wizardInitialValues('Asia/Almaty'),
      address: 'Abay 10, apt 5',
      title: 'Abay 10',
      checkoutTime: parseLocalTime('11:30'),
      requireScan: true,
    };
    const draft = parseWizardDraft(serializeWizardDraft(2, values));
    expect(draft?.step).toBe(2);
    expect(draft?.values).toMatchObject({ address: 'Abay 10, apt 5', title: 'Abay 10', requireScan: true });
    expect(draft?.values.checkoutTime?.format('HH:mm')).toBe('11:30');
    expect(draft?.values.checkInTime?.format('HH:mm')).toBe(values.checkInTime?.format('HH:mm'));
    expect(parseWizardDraft(null)).toBeNull();
    expect(parseWizardDraft('{')).toBeNull();
    expect(parseWizardDraft(JSON.stringify({ step: 9, values: {} }))).toBeNull();
  });
});

describe('wizard steps', () => {
  it('finds the step of every field, so a server error can open it', () => {
    expect(stepOfField('commercialKind')).toBe(0);
    expect(stepOfField('longitude')).toBe(1);
    expect(stepOfField('timezone')).toBe(2);
    expect(stepOfField('state')).toBe(3);
    expect(stepOfField('unknown')).toBe(-1);
    expect(new Set(LOCATION_FIELDS).size).toBe(LOCATION_FIELDS.length);
  });

  it('suggests a name from the address up to its first comma', () => {
    expect(suggestTitle('Abay 10, apt 5, Almaty')).toBe('Abay 10');
    expect(suggestTitle(undefined)).toBe('');
  });
});

describe('notification groups', () => {
  it('show every event exactly once', () => {
    const shown = NOTIFICATION_GROUPS.flatMap((group) => group.events as readonly string[]);
    expect([...shown].sort()).toEqual([...LOCATION_NOTIFICATION_EVENTS].sort());
  });
});

describe('cleaning duration', () => {
  // Stands in for i18next with the English texts of locations:duration.*.
  const t = ((key: string, { n }: { n: number }) =>
    key.endsWith('hours') ? `${n} h` : `${n} min`) as unknown as TFunction;

  it('reads as hours and minutes, leaving out a zero part', () => {
    expect(formatMinutes(360, t)).toBe('6 h');
    expect(formatMinutes(90, t)).toBe('1 h 30 min');
    expect(formatMinutes(45, t)).toBe('45 min');
  });
});
