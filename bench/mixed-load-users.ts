/**
 * The virtual users of bench/mixed-load.ts, in a process of their own (forked by it), so that making
 * 200 users' requests does not take turns on the API's event loop: the API sees what it would from
 * outside. Gets its work over IPC, answers with every latency and error, and what was acknowledged.
 *
 * Three kinds of people, each closed-loop (the next call once the last answered and the person has
 * looked at it: a think time drawn evenly from ½ to 1½ × `thinkMs`, twice that for a guest writing a
 * complaint; none with `thinkMs` 0):
 * - owners read their lists and dashboard, and now and then save or make a checklist;
 * - cleaners take their next job from My work, pick it, start it, upload a photo, attach it and
 *   finish the job;
 * - guests open a room's QR page and post a complaint with a photo.
 * Requests go to the app processes in turn, as a round-robin load balancer would send them, each
 * with the user's own client address in X-Forwarded-For.
 */

export interface UsersInput {
  bases: string[];
  seconds: number;
  /** The mean pause of a person between two calls, in ms (0: none). */
  thinkMs: number;
  timeoutMs: number;
  photoBase64: string;
  owners: { authorization: string; ip: string; checklistIds: string[] }[];
  cleaners: { authorization: string; ip: string }[];
  guests: { ip: string; qrTokens: string[] }[];
}

export interface UsersOutput {
  elapsedMs: number;
  calls: CallResult[];
  /** Writes answered 2xx, for the check of lost writes afterwards. */
  finishedJobIds: string[];
  complaintTexts: string[];
  checklistIds: string[];
}

export interface CallResult {
  label: string;
  who: 'owner' | 'cleaner' | 'guest';
  write: boolean;
  latencies: number[];
  errors: [string, number][];
}

/** A short name for why a call failed: a timeout, or the network error's code (fetch wraps it). */
function reasonOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}

async function run(input: UsersInput): Promise<UsersOutput> {
  const photo = Buffer.from(input.photoBase64, 'base64');
  const results = new Map<string, CallResult>();
  const resultOf = (label: string, who: CallResult['who'], write: boolean) => {
    let result = results.get(label);
    if (!result) {
      result = { label, who, write, latencies: [], errors: [] };
      results.set(label, result);
    }
    return result;
  };
  const failures = new Map<CallResult, Map<string, number>>();
  let turn = 0;
  const until = performance.now() + input.seconds * 1000;
  const acknowledged: Omit<UsersOutput, 'elapsedMs' | 'calls'> = {
    finishedJobIds: [],
    complaintTexts: [],
    checklistIds: [],
  };

  /** One timed call; answers the parsed JSON body of a 2xx (or null for no body), undefined when it failed. */
  async function call(
    label: string,
    who: CallResult['who'],
    write: boolean,
    ip: string,
    path: string,
    init: RequestInit = {},
  ): Promise<unknown> {
    const result = resultOf(label, who, write);
    const base = input.bases[turn++ % input.bases.length]!;
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', ip);
    const started = performance.now();
    try {
      const res = await fetch(base + path, {
        ...init,
        headers,
        signal: AbortSignal.timeout(input.timeoutMs),
      });
      const body = await res.text();
      if (res.status >= 200 && res.status < 300) {
        result.latencies.push(performance.now() - started);
        return body ? JSON.parse(body) : null;
      }
      const code = body.startsWith('{') ? (JSON.parse(body) as { code?: string }).code : undefined;
      fail(result, `HTTP ${res.status}${code ? ` ${code}` : ''}`);
    } catch (error) {
      fail(result, reasonOf(error));
    }
    return undefined;
  }
  const fail = (result: CallResult, why: string) => {
    const counts = failures.get(result) ?? new Map<string, number>();
    counts.set(why, (counts.get(why) ?? 0) + 1);
    failures.set(result, counts);
  };
  const json = (authorization: string, method: string, body: unknown): RequestInit => ({
    method,
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const photoForm = (field: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    return form;
  };

  let sequence = 0;
  const items = (n: number) => Array.from({ length: 6 }, (_, k) => ({ text: `Step ${k + 1} (${n})` }));
  const weekFrom = new Date(Date.now() - 86_400_000).toISOString();
  const weekTo = new Date(Date.now() + 6 * 86_400_000).toISOString();
  type Owner = UsersInput['owners'][number];
  interface OwnerCall {
    weight: number;
    act: (owner: Owner, n: number) => Promise<unknown>;
  }
  const read = (label: string, path: string, weight: number): OwnerCall => ({
    weight,
    act: (owner) =>
      call(label, 'owner', false, owner.ip, path, { headers: { authorization: owner.authorization } }),
  });
  const week = `from=${encodeURIComponent(weekFrom)}&to=${encodeURIComponent(weekTo)}`;
  const ownerCalls: OwnerCall[] = [
    read('GET /dashboard', '/api/dashboard', 14),
    read('GET /locations (first page)', '/api/locations?page=1&pageSize=20', 12),
    read('GET /checklists (first page)', '/api/checklists?page=1&pageSize=20', 8),
    read('GET /complaints (first page)', '/api/complaints?page=1&pageSize=20', 12),
    read('GET /notifications (first page)', '/api/notifications?page=1&pageSize=20', 16),
    read("GET /occurrences (the week's jobs)", `/api/occurrences?page=1&pageSize=20&${week}`, 16),
    {
      weight: 6,
      act: (owner, n) =>
        call(
          'PATCH /checklists/{id} (6 items)',
          'owner',
          true,
          owner.ip,
          `/api/checklists/${owner.checklistIds[n % owner.checklistIds.length]}`,
          json(owner.authorization, 'PATCH', { items: items(n) }),
        ),
    },
    {
      weight: 3,
      act: async (owner, n) => {
        const made = (await call(
          'POST /checklists (6 items)',
          'owner',
          true,
          owner.ip,
          '/api/checklists',
          json(owner.authorization, 'POST', { name: `Bench ${n}`, items: items(n) }),
        )) as { id: string } | undefined;
        if (made) acknowledged.checklistIds.push(made.id);
      },
    },
  ];
  const totalWeight = ownerCalls.reduce((sum, c) => sum + c.weight, 0);
  const pickOwnerCall = () => {
    let r = Math.random() * totalWeight;
    for (const c of ownerCalls) {
      r -= c.weight;
      if (r < 0) return c;
    }
    return ownerCalls.at(-1)!;
  };

  async function cleanerTurn(cleaner: UsersInput['cleaners'][number]) {
    const auth = { authorization: cleaner.authorization };
    const page = (await call(
      'GET /occurrences?mine (My work)',
      'cleaner',
      false,
      cleaner.ip,
      '/api/occurrences?page=1&pageSize=20&mine=true&state=pending',
      { headers: auth },
    )) as { items: { id: string }[] } | undefined;
    const job = page?.items[0];
    if (!job) return;
    if (!(await think())) return;
    const step = (label: string, path: string, init: RequestInit) =>
      call(label, 'cleaner', true, cleaner.ip, `/api/occurrences/${job.id}${path}`, init);
    if ((await step('POST /occurrences/{id}/pick', '/pick', { method: 'POST', headers: auth })) === undefined)
      return;
    if (!(await think())) return;
    if (
      (await step('POST /occurrences/{id}/start', '/start', { method: 'POST', headers: auth })) === undefined
    )
      return;
    if (!(await think())) return;
    const uploaded = (await call('POST /uploads (photo)', 'cleaner', true, cleaner.ip, '/api/uploads', {
      method: 'POST',
      headers: auth,
      body: photoForm('file'),
    })) as { id: string } | undefined;
    if (!uploaded) return;
    const attached = await step(
      'POST /occurrences/{id}/photos',
      '/photos',
      json(cleaner.authorization, 'POST', { fileId: uploaded.id, phase: 'after' }),
    );
    if (attached === undefined) return;
    if (!(await think())) return;
    const finished = await step(
      'POST /occurrences/{id}/finish',
      '/finish',
      json(cleaner.authorization, 'POST', { comment: null }),
    );
    if (finished !== undefined) acknowledged.finishedJobIds.push(job.id);
  }

  async function guestTurn(guest: UsersInput['guests'][number], index: number, n: number) {
    const token = guest.qrTokens[n % guest.qrTokens.length]!;
    if (
      (await call(
        'GET /public/rooms/{token} (QR page)',
        'guest',
        false,
        guest.ip,
        `/api/public/rooms/${token}`,
      )) === undefined
    )
      return;
    if (!(await think(2))) return;
    const text = `Guest ${index}.${n}: the towels were not changed`;
    const posted = await call(
      'POST /public/rooms/{token}/complaints (1 photo)',
      'guest',
      true,
      guest.ip,
      `/api/public/rooms/${token}/complaints`,
      { method: 'POST', body: photoForm('photos', { rating: String((n % 5) + 1), text }) },
    );
    if (posted !== undefined) acknowledged.complaintTexts.push(text);
  }

  /**
   * A person's pause before the next call: evenly ½–1½ × the mean. Answers whether the run still goes
   * on after it: a pause that would end past the run's end ends it, so no one calls once time is up.
   */
  const think = async (factor = 1): Promise<boolean> => {
    const pause = input.thinkMs * factor * (0.5 + Math.random());
    if (performance.now() + pause >= until) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())));
      return false;
    }
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    return true;
  };

  const started = performance.now();
  await Promise.all([
    ...input.owners.map(async (owner) => {
      while (performance.now() < until) {
        if (!(await think())) break;
        await pickOwnerCall().act(owner, sequence++);
      }
    }),
    ...input.cleaners.map(async (cleaner) => {
      while (performance.now() < until) {
        if (!(await think())) break;
        await cleanerTurn(cleaner);
      }
    }),
    ...input.guests.map(async (guest, index) => {
      for (let n = 0; performance.now() < until; n++) {
        if (!(await think(2))) break;
        await guestTurn(guest, index, n);
      }
    }),
  ]);
  return {
    elapsedMs: performance.now() - started,
    calls: [...results.values()].map((result) => ({
      ...result,
      errors: [...(failures.get(result) ?? [])],
    })),
    ...acknowledged,
  };
}

process.once('message', (input: UsersInput) => {
  run(input).then(
    (results) => process.send!(results),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
