import fc from 'fast-check';

/** The part of JSON Schema that zod writes into our OpenAPI document. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/**
 * Real ids and tokens of the fuzzing owner's own objects, by kind, so that some cases name things
 * that exist and reach the code behind the lookups instead of stopping at a 404.
 */
export type Pools = Record<string, string[]>;

/** Which pool a field or parameter draws from, by its name. */
const POOL_OF_FIELD: Record<string, string> = {
  locationId: 'location',
  locationIds: 'location',
  roomId: 'room',
  roomIds: 'room',
  checklistIds: 'checklist',
  teamId: 'team',
  teamIds: 'team',
  headId: 'employee',
  memberIds: 'employee',
  assigneeIds: 'employee',
  employeeId: 'employee',
  employeeIds: 'employee',
  userId: 'employee',
  fileId: 'file',
  photoIds: 'file',
  itemId: 'checklistItem',
  qrToken: 'qrToken',
};

/** Control characters, line breaks, a lone surrogate, bidi and emoji: what no form sends. */
export const STRANGE_STRINGS = [
  'a\u0000b',
  '\u0000',
  'x\u0007y',
  '\u001b[31mred\u001b[0m',
  'a\u0085b',
  'a\u007fb',
  'tab\there',
  'two\nlines',
  '\r\n',
  '\ud800',
  'x\u202ey',
  '   ',
  '😀😀😀',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '__proto__',
];

const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, '', 'x', [], {}, ['x'], { a: 1 }];

const HINTS: Record<string, fc.Arbitrary<string>> = {
  email: fc.stringMatching(/^[a-z]{1,8}$/).map((s) => `fuzz-${s}@example.com`),
  phone: fc.constantFrom('+77011234567', '+79161234567', '+34612345678'),
  code: fc.constantFrom('ABC234', '12345', 'K7M2QX', 'abc234'),
  timezone: fc.constantFrom('Asia/Almaty', 'Europe/Madrid', 'UTC', 'Europe/Moscow'),
  // The guest form's multipart field (a JSON body's rating is a number and comes from its bounds).
  rating: fc.constantFrom('1', '2', '3', '4', '5'),
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** Mostly the years around now; sometimes any year the format allows, with the widest offsets. */
const dateTimes = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .date({ min: new Date('2020-01-01'), max: new Date('2032-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString()),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom('Z', '+14:00', '-14:00', '+05:00', '-00:30'),
      )
      .map(([y, mo, d, h, offset]) => `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:00:00${offset}`),
  },
);

const TEXT_UNIT = fc.constantFrom(...'abcxyzKLMабвжәңөñé 0123'.split(''));

/** A person's text within the bounds, without spaces at its ends (they would be trimmed away). */
function plainText(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .string({ unit: TEXT_UNIT, minLength: min, maxLength: Math.max(min, max) })
    .map((s) => s.replace(/^ /, 'a').replace(/ $/, 'z'));
}

function fromPattern(pattern: string): fc.Arbitrary<string> | null {
  if (pattern.includes('\\p{L}'))
    return fc.constantFrom('Anna', 'Әсел', 'José María', "O'Neil", 'Anna-Maria');
  if (pattern.includes('{Cc}')) return null;
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

function typeOf(schema: JsonSchema): string | undefined {
  const { type } = schema;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') ?? 'null';
  if (type) return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

function validString(schema: JsonSchema, name: string, pools: Pools): fc.Arbitrary<string> {
  const pool = pools[POOL_OF_FIELD[name] ?? ''] ?? [];
  if (schema.format === 'uuid' || (name === 'qrToken' && pool.length)) {
    const random = schema.format === 'uuid' ? fc.uuid() : fc.stringMatching(/^[\w-]{1,64}$/);
    return pool.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool) }, random) : random;
  }
  if (schema.format === 'date-time') return dateTimes;
  const hint = HINTS[name];
  if (hint) return hint;
  const patterned = schema.pattern ? fromPattern(schema.pattern) : null;
  if (patterned) return patterned;
  const min = schema.minLength ?? 0;
  return plainText(min, clamp(schema.maxLength ?? 30, min, min + 40));
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = clamp(schema.minimum ?? (schema.exclusiveMinimum ?? -1001) + 1, -1e6, 1e6);
  const hi = clamp(schema.maximum ?? (schema.exclusiveMaximum ?? 1001) - 1, lo, 1e6);
  if (integer) return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values for one schema: `invalidRate` of 0 gives only valid ones; otherwise each leaf is, with
 * that weight, replaced by a wrong type, a boundary value, a strange or a huge string.
 */
export function valueFor(
  schema: JsonSchema,
  options: { name?: string; pools: Pools; invalidWeight: number; depth?: number },
): fc.Arbitrary<unknown> {
  const { name = '', pools, invalidWeight, depth = 0 } = options;
  const valid = validValue(schema, name, pools, invalidWeight, depth);
  if (!invalidWeight) return valid;
  return fc.oneof(
    { weight: 10, arbitrary: valid },
    { weight: invalidWeight, arbitrary: invalidValue(schema, name, pools) },
  );
}

function validValue(
  schema: JsonSchema,
  name: string,
  pools: Pools,
  invalidWeight: number,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const next = (s: JsonSchema, n = name) => valueFor(s, { name: n, pools, invalidWeight, depth: depth + 1 });
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => next(s)));
  if (schema.allOf?.length) return next(schema.allOf[0]!);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'string':
      return validString(schema, name, pools);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? next(schema.items, name) : fc.string();
      const minLength = schema.minItems ?? 0;
      const maxLength = clamp(schema.maxItems ?? 4, minLength, minLength + 4);
      // Lists of ids and names are sets in every request: repeats are tried by the invalid values.
      return schema.items && typeOf(schema.items) === 'string'
        ? fc.uniqueArray(item, { minLength, maxLength })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      if (!schema.properties) {
        const value =
          typeof schema.additionalProperties === 'object' ? next(schema.additionalProperties) : fc.string();
        const key = schema.propertyNames ? validString(schema.propertyNames, '', pools) : fc.string();
        return fc.dictionary(key, value, { maxKeys: 4 });
      }
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of Object.entries(schema.properties)) shape[key] = next(prop, key);
      return fc.record(shape, { requiredKeys: [...required].filter((k) => k in shape) });
    }
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.constant(null));
  }
}

/** Values just outside (or on) the schema's bounds, of the wrong type, strange or huge. */
export function invalidValue(schema: JsonSchema, name: string, pools: Pools): fc.Arbitrary<unknown> {
  const near: unknown[] = [];
  const min = schema.minLength;
  const max = schema.maxLength;
  if (min !== undefined && min > 0) near.push('a'.repeat(min - 1), ' '.repeat(min));
  if (max !== undefined && max < 100_000)
    near.push('a'.repeat(max), 'b'.repeat(max + 1), 'ж'.repeat(max + 1));
  if (schema.minimum !== undefined) near.push(schema.minimum, schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maximum !== undefined) near.push(schema.maximum, schema.maximum + 1);
  if (schema.maxItems !== undefined) near.push(Array.from({ length: schema.maxItems + 1 }, () => 'x'));
  const numbers = [2 ** 31, -(2 ** 31), 2 ** 53, -(2 ** 63), 1e308, -1e-308, 0.1];
  const valid = validValue(schema, name, pools, 0, 0);
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPES) },
    { weight: 3, arbitrary: fc.constantFrom(...STRANGE_STRINGS) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...STRANGE_STRINGS))
        .map(([v, s]) => (typeof v === 'string' ? `${v}${s}` : s)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...numbers) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'ж'.repeat(n)) },
  ];
  if (near.length) choices.push({ weight: 3, arbitrary: fc.constantFrom(...near) });
  return fc.oneof(...choices);
}
