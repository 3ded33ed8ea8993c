/**
 * The virtual users of bench/mixed-load.ts, in a process of their own (forked by it), so that making
 * 200 users' requests does not take turns on the API's event loop: the API sees what it would from
 * outside. Gets its work over IPC, answers with every latency and error.
 */

export interface UsersInput {
  base: string;
  seconds: number;
  timeoutMs: number;
  photoBase64: string;
  owners: { authorization: string; qrTokens: string[]; checklistIds: string[] }[];
}

export interface UsersOutput {
  elapsedMs: number;
  calls: CallResult[];
}

export interface CallResult {
  label: string;
  write: boolean;
  latencies: number[];
  errors: [string, number][];
}

type Owner = UsersInput['owners'][number];

/**
 * What one virtual user does next, drawn by weight: mostly reads, as screens refreshing would, and
 * about one call in five a write (a checklist saved or made, or a guest's complaint).
 */
interface Call {
  label: string;
  weight: number;
  write: boolean;
  request: (owner: Owner, n: number) => Request;
}

/** A short name for why a call failed: a timeout, or the network error's code (fetch wraps it). */
function reasonOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}

async function run(input: UsersInput): Promise<UsersOutput> {
  const { base } = input;
  const photo = Buffer.from(input.photoBase64, 'base64');
  const get = (owner: Owner, url: string) =>
    new Request(base + url, { headers: { authorization: owner.authorization } });
  const json = (owner: Owner, method: string, url: string, body: unknown) =>
    new Request(base + url, {
      method,
      headers: { authorization: owner.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const items = (n: number) => Array.from({ length: 6 }, (_, k) => ({ text: `Step ${k + 1} (${n})` }));
  const calls: Call[] = [
    {
      label: 'GET /locations (first page)',
      weight: 16,
      write: false,
      request: (o) => get(o, '/locations?page=1&pageSize=20'),
    },
    {
      label: 'GET /checklists (first page)',
      weight: 16,
      write: false,
      request: (o) => get(o, '/checklists?page=1&pageSize=20'),
    },
    {
      label: 'GET /complaints (first page)',
      weight: 12,
      write: false,
      request: (o) => get(o, '/complaints?page=1&pageSize=20'),
    },
    {
      label: 'GET /notifications (first page)',
      weight: 20,
      write: false,
      request: (o) => get(o, '/notifications?page=1&pageSize=20'),
    },
    {
      label: 'GET /notifications?unread=true',
      weight: 16,
      write: false,
      request: (o) => get(o, '/notifications?page=1&pageSize=20&unread=true'),
    },
    {
      label: 'PATCH /checklists/{id} (6 items)',
      weight: 8,
      write: true,
      request: (o, n) =>
        json(o, 'PATCH', `/checklists/${o.checklistIds[n % o.checklistIds.length]}`, { items: items(n) }),
    },
    {
      label: 'POST /checklists (6 items)',
      weight: 4,
      write: true,
      request: (o, n) => json(o, 'POST', '/checklists', { name: `Bench ${n}`, items: items(n) }),
    },
    {
      label: `POST /public/rooms/{qrToken}/complaints (1 photo)`,
      weight: 8,
      write: true,
      request: (o, n) => {
        const form = new FormData();
        form.append('rating', String((n % 5) + 1));
        form.append('text', `The towels were not changed (${n})`);
        form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
        return new Request(`${base}/public/rooms/${o.qrTokens[n % o.qrTokens.length]}/complaints`, {
          method: 'POST',
          body: form,
        });
      },
    },
  ];
  const totalWeight = calls.reduce((sum, call) => sum + call.weight, 0);
  const pick = () => {
    let r = Math.random() * totalWeight;
    for (const call of calls) {
      r -= call.weight;
      if (r < 0) return call;
    }
    return calls.at(-1)!;
  };

  const results = new Map(calls.map((call) => [call, { latencies: [] as number[], errors: new Map() }]));
  const fail = (call: Call, why: string) => {
    const { errors } = results.get(call)!;
    errors.set(why, (errors.get(why) ?? 0) + 1);
  };
  let sequence = 0;
  const started = performance.now();
  const until = started + input.seconds * 1000;
  await Promise.all(
    input.owners.map(async (owner) => {
      while (performance.now() < until) {
        const call = pick();
        const request = call.request(owner, sequence++);
        const started = performance.now();
        try {
          const res = await fetch(request, { signal: AbortSignal.timeout(input.timeoutMs) });
          await res.arrayBuffer();
          if (res.status >= 200 && res.status < 300)
            results.get(call)!.latencies.push(performance.now() - started);
          else fail(call, `HTTP ${res.status}`);
        } catch (error) {
          fail(call, reasonOf(error));
        }
      }
    }),
  );
  return {
    elapsedMs: performance.now() - started,
    calls: calls.map((call) => ({
      label: call.label,
      write: call.write,
      latencies: results.get(call)!.latencies,
      errors: [...results.get(call)!.errors],
    })),
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
