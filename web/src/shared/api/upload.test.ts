import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, type TStoredFile } from '@cleanops/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import files from '../../../public/locales/en/files.json';
import { i18n } from '../i18n/i18n';
import { useAuthStore } from '../stores/auth-store';
import { toast } from '../ui-kit/toast';
import { uploadFile, uploadLimitFor } from './upload';

const sized = (bytes: number, type: string, name: string) =>
  new File([new Uint8Array(bytes)], name, { type });

const STORED: TStoredFile = {
  id: '0b7a4c1e-8a0e-4f7a-9d3e-2f1b5c6d7e8f',
  name: 'plan.pdf',
  kind: 'document',
  mime: 'application/pdf',
  size: 1200,
  width: null,
  height: null,
  url: '/api/files/0b7a4c1e-8a0e-4f7a-9d3e-2f1b5c6d7e8f?uid=u&exp=1&sig=s',
  thumbUrl: null,
  mediumUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** Answers every request with `status` and `body`, remembering what was sent. */
function fakeServer(status: number, body: unknown) {
  const sent: { url?: string; headers: Record<string, string>; body?: FormData } = { headers: {} };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(data: FormData) {
      sent.body = data;
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => {
        this.onload?.();
        this.onloadend?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('uploadFile', () => {
  beforeAll(() => i18n.init({ lng: 'en', ns: ['files'], resources: { en: { files } } }));
  beforeEach(() => useAuthStore.setState({ token: 'secret-token' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('caps photos at the image limit and everything else at the document limit', () => {
    expect(uploadLimitFor({ type: 'image/jpeg' })).toBe(IMAGE_MAX_BYTES);
    expect(uploadLimitFor({ type: 'application/pdf' })).toBe(DOCUMENT_MAX_BYTES);
    expect(uploadLimitFor({ type: '' })).toBe(DOCUMENT_MAX_BYTES);
  });

  it('sends the file as the multipart part "file" with the bearer token, and answers the stored file', async () => {
    const sent = fakeServer(201, STORED);
    const file = sized(1200, 'application/pdf', 'plan.pdf');
    await expect(uploadFile(file)).resolves.toEqual(STORED);
    expect(sent.url).toMatch(/\/uploads$/);
    expect(sent.headers.Authorization).toBe('Bearer secret-token');
    expect(sent.headers['Accept-Language']).toBeTruthy();
    expect(sent.headers['Content-Type']).toBeUndefined();
    expect(sent.body?.get('file')).toMatchObject({ name: 'plan.pdf' });
  });

  it('shows the server’s reason after "Upload error" when the server refuses the file', async () => {
    fakeServer(400, { code: 'unsupported_file_type', message: 'This kind of file is not accepted.' });
    const shown = vi.spyOn(toast, 'error');
    await expect(uploadFile(sized(10, 'image/png', 'fake.png'))).rejects.toMatchObject({
      status: 400,
      code: 'unsupported_file_type',
    });
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('Upload error: This kind of file is not accepted.');
  });

  it('refuses an oversized photo before sending a single byte', async () => {
    const sent = fakeServer(201, STORED);
    const shown = vi.spyOn(toast, 'error');
    await expect(uploadFile(sized(IMAGE_MAX_BYTES + 1, 'image/png', 'big.png'))).rejects.toMatchObject({
      status: 413,
      code: 'file_too_large',
    });
    expect(sent.url).toBeUndefined();
    expect(shown).toHaveBeenCalledWith(
      'Upload error: The file is too large: images up to 10 MB, documents up to 20 MB.',
    );
  });

  it('gives up on a link that carries nothing once the stall time passes, quietly when asked', async () => {
    vi.useFakeTimers();
    try {
      let aborted = false;
      // A request that connects and then never moves a byte nor answers.
      class HungXhr {
        upload = { onprogress: null, onload: null };
        onabort: (() => void) | null = null;
        onloadend: (() => void) | null = null;
        open() {}
        setRequestHeader() {}
        send() {}
        abort() {
          aborted = true;
          this.onabort?.();
          this.onloadend?.();
        }
      }
      vi.stubGlobal('XMLHttpRequest', HungXhr);
      const shown = vi.spyOn(toast, 'error');
      const upload = uploadFile(sized(10, 'image/jpeg', 'stairs.jpg'), undefined, undefined, {
        stallMs: 15_000,
        quiet: true,
      });
      const settled = expect(upload).rejects.toMatchObject({ status: 0, code: 'timeout' });
      await vi.advanceTimersByTimeAsync(14_000);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      await settled;
      expect(aborted).toBe(true);
      expect(shown).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
