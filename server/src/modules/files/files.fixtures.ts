import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { locations, rooms, users } from '../../db/schema';
import { newEmployee } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/** Test factories for uploads and the places they are attached to (shared by the files, rooms and locations tests). */

/** A multipart/form-data body as a browser's FormData sends it, with its boundary header. */
export async function multipartBody(
  parts: { field?: string; filename: string; bytes: Buffer; type?: string }[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of parts) {
    form.append(
      part.field ?? 'file',
      new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }),
      part.filename,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

export async function upload(
  t: TestApp,
  headers: Record<string, string>,
  bytes: Buffer,
  filename: string,
  type?: string,
) {
  const body = await multipartBody([{ filename, bytes, type }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** A photo as a phone saves it: camera make, copyright and an orientation flag in its EXIF. */
export function cameraJpeg(width = 64, height = 48, orientation?: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({
      ...(orientation ? { orientation } : {}),
      exif: { IFD0: { Copyright: 'secret', Make: 'TestCam' } },
    })
    .toBuffer();
}

export function png(width = 32, height = 32) {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** The smallest file that is a PDF to a byte sniffer and to a reader. */
export function minimalPdf() {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
      '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
  );
}

export async function workspaceOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ workspaceId: users.workspaceId }).from(users).where(eq(users.id, userId));
  return row!.workspaceId!;
}

/** A location with one room, written directly so these tests do not depend on the places routes. */
export async function newPlace(db: Db, workspaceId: string) {
  const [location] = await db
    .insert(locations)
    .values({ workspaceId, title: 'Flat 7', address: 'Abay 1', type: 'rental', timezone: 'Asia/Almaty' })
    .returning();
  const [room] = await db
    .insert(rooms)
    .values({
      workspaceId,
      locationId: location!.id,
      name: `Kitchen ${randomBytes(3).toString('hex')}`,
      qrToken: randomBytes(16).toString('base64url'),
    })
    .returning();
  return { locationId: location!.id, roomId: room!.id };
}

/** A fresh account made staff of the workspace with a role and approved into a team (DECISIONS.md §5). */
export async function staffOf(t: TestApp, workspaceId: string, role: 'admin' | 'manager' | 'cleaner') {
  return newEmployee(t, workspaceId, role);
}
