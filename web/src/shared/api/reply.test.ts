import {
  ZAvailableMessagingTypesResponse,
  ZCodeSentResponse,
  ZGuestComplaintResponse,
  ZLatestAppVersionResponse,
  ZPublicRoom,
} from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import {
  codeSentReply,
  complaintReceivedReply,
  latestVersionReply,
  messagingTypesReply,
  publicRoomReply,
  type ReplyCheck,
  readErrorBody,
  replyWithId,
  roomJobsReply,
} from './reply';

const read = <T>(check: ReplyCheck<T>, json: unknown) => {
  const parsed = check.safeParse(json);
  return parsed.success ? parsed.data : 'refused';
};

describe('the error body of a failed call', () => {
  it('keeps the message, the code and the field errors that name a path and a message', () => {
    const body = readErrorBody({
      message: 'Check the fields',
      code: 'validation_failed',
      details: { fields: [{ path: 'photos.1', message: 'Not a photo' }, { path: 3 }], extra: true },
    });
    expect(body).toEqual({
      message: 'Check the fields',
      code: 'validation_failed',
      details: { fields: [{ path: 'photos.1', message: 'Not a photo' }] },
    });
  });

  it('reads when to come back from the body, else from Retry-After', () => {
    const limited = { message: 'Slow down', code: 'rate_limited', details: { retryAfterSeconds: 120 } };
    expect(readErrorBody(limited, '5')?.details?.retryAfterSeconds).toBe(120);
    expect(readErrorBody({ message: 'Slow down', code: 'rate_limited' }, '90')?.details).toEqual({
      retryAfterSeconds: 90,
    });
    expect(readErrorBody({ ...limited, details: { retryAfterSeconds: 1.5 } })?.details).toEqual({});
    expect(readErrorBody('<html>Bad gateway</html>', '30')).toEqual({ details: { retryAfterSeconds: 30 } });
  });

  it('is nothing when the reply says nothing of ours', () => {
    for (const json of [null, 'Unauthenticated.', [], { message: 'No code' }, { message: 1, code: 'x' }])
      expect(readErrorBody(json), JSON.stringify(json)).toBeNull();
  });
});

describe('the plain guards take every reply the contract allows, as the page reads it', () => {
  it('the sign-in channels, leaving out one the page cannot offer', () => {
    const reply = ZAvailableMessagingTypesResponse.parse(['email', 'whatsapp']);
    expect(read(messagingTypesReply, reply)).toEqual(['email', 'whatsapp']);
    expect(read(messagingTypesReply, ['email', 'fax'])).toEqual(['email']);
    expect(read(messagingTypesReply, { email: true })).toBe('refused');
  });

  it("the code sent, without what the page would not keep, and not without the countdown's seconds", () => {
    const reply = { sent: true, channel: 'phone', resendAfterSeconds: 60, expiresInSeconds: 600 };
    expect(read(codeSentReply, { ...ZCodeSentResponse.parse(reply), extra: 1 })).toEqual(reply);
    expect(read(codeSentReply, { ...reply, resendAfterSeconds: undefined })).toBe('refused');
    expect(read(codeSentReply, { ...reply, resendAfterSeconds: 1.5 })).toBe('refused');
    expect(read(codeSentReply, { ...reply, channel: 'fax' })).toBe('refused');
    expect(read(codeSentReply, null)).toBe('refused');
  });

  it("the web build the server serves and the published version's number", () => {
    const published = {
      platform: 'web',
      latest: { number: '1.4.2', releasedAt: '2026-11-20T10:00:00Z', minimumSupported: '1.0' },
      build: '20261120-100000-abcd',
    };
    const none = { platform: 'web', latest: null, build: null };
    for (const reply of [published, none])
      expect(read(latestVersionReply, ZLatestAppVersionResponse.parse(reply))).toEqual(reply);
    expect(read(latestVersionReply, { ...published, build: 42 })).toBe('refused');
    expect(read(latestVersionReply, { ...published, latest: { number: 1 } })).toBe('refused');
  });

  it("the guest page's room, its staff's jobs and the thanks for a review", () => {
    const room = { roomName: 'Kitchen', locationTitle: 'Hotel Astana', closed: false, lastCleaned: null };
    expect(read(publicRoomReply, ZPublicRoom.parse(room))).toEqual(room);
    const closedAndCleaned = {
      ...room,
      closed: true,
      lastCleaned: { at: '2026-11-29T09:20:00.000Z', by: 'Aida', timezone: 'Asia/Almaty' },
    };
    expect(read(publicRoomReply, ZPublicRoom.parse(closedAndCleaned))).toEqual(closedAndCleaned);
    // A reply from a server that sends neither closes no room and shows no cleaning.
    expect(read(publicRoomReply, { roomName: 'Kitchen', locationTitle: 'Hotel Astana' })).toEqual(room);
    const staffRoom = { ...room, roomId: '9d30aaa4-1c2b-4c5d-8e9f-0a1b2c3d4e5f' };
    expect(read(publicRoomReply, staffRoom)).toEqual(staffRoom);
    expect(read(publicRoomReply, { roomName: 'Kitchen' })).toBe('refused');
    const job = { id: 'j1', title: 'Turnover', state: 'planned' };
    expect(read(roomJobsReply, { items: [job], total: 1, page: 1, pageSize: 20 })).toEqual([job]);
    expect(read(roomJobsReply, { items: [{ title: 'No id' }] })).toBe('refused');
    expect(read(complaintReceivedReply, ZGuestComplaintResponse.parse({ received: true }))).toBe(true);
    expect(read(complaintReceivedReply, {})).toBe('refused');
  });

  it('a record read outside the client, by its id unless a schema is given', () => {
    expect(replyWithId({ id: 'f1', name: 'plan.pdf' })).toEqual({ id: 'f1', name: 'plan.pdf' });
    expect(replyWithId({ name: 'plan.pdf' })).toBeNull();
    const strict: ReplyCheck<{ id: string }> = { safeParse: () => ({ success: false }) };
    expect(replyWithId({ id: 'f1' }, strict)).toBeNull();
  });
});
