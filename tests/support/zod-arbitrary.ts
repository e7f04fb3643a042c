import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries read off zod v4 schemas (decision 043): `valid` gives values of the
 * schema's shape within its limits (most of them pass it, so that a request gets past validation
 * to the handler and its SQL), `hostile` gives values near it: one field at or past a limit, of
 * the wrong type, with a control or direction character, missing, or beside an extra one.
 *
 * Only zod's public definitions are read (`_zod.def`, its checks, `_zod.optin`). What a refine or
 * a transform wants cannot be read off: such a value is built from the base type, or from a
 * common shape (a date, an instant, a phone number) that the schema is seen to accept.
 */

type Schema = z.core.$ZodType;

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}

/** What the caller knows of the fields beyond their schemas: the records of its test's world. */
export interface Hints {
  /** What a uuid field `name` may name: known ids (or stand-ins for them) to pick among. */
  uuid(name: string): fc.Arbitrary<unknown>;
  /** Values a text or number field `name` often holds (a slug, a time of day, a weekday). */
  field(name: string): fc.Arbitrary<unknown> | undefined;
}

const NO_HINTS: Hints = { uuid: () => fc.uuid(), field: () => undefined };

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);
const isOptional = (schema: Schema) => schema._zod.optin !== undefined;

/** The innermost type a wrapper (optional, default, pipe...) hands its value to. */
function inputOf(schema: Schema): Schema {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inputOf(def.innerType as Schema);
    case 'pipe': {
      // A preprocess is a pipe from a transform: what reaches the schema is the pipe's output.
      const from = def.in as Schema;
      return inputOf(defOf(from).type === 'transform' ? (def.out as Schema) : from);
    }
    case 'lazy':
      return inputOf((def.getter as () => Schema)());
    default:
      return schema;
  }
}

// --- Text ---------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const monthIn = (months: number) => {
  const at = new Date();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString().slice(0, 7);
};
/** A quarter hour `hours` from now: sessions and interviews start on them. */
const instantIn = (hours: number) => {
  const at = Date.now() + hours * 3_600_000;
  return new Date(Math.ceil(at / 900_000) * 900_000).toISOString();
};

/**
 * Common shapes of text that random letters would never hit. A field whose schema accepts one of
 * the examples gets values of that shape: a date near today, a month, a time of day, an instant
 * in the coming weeks, a Dutch mobile number, a six-digit code, an email address.
 */
const SHAPES: { examples: () => string[]; arbitrary: fc.Arbitrary<string> }[] = [
  {
    examples: () => [dateIn(3), dateIn(10)],
    arbitrary: fc.integer({ min: -7, max: 60 }).map(dateIn),
  },
  { examples: () => [monthIn(0)], arbitrary: fc.integer({ min: -3, max: 1 }).map(monthIn) },
  {
    examples: () => ['09:00', '14:30'],
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${pad(h)}:${pad(m)}`),
  },
  {
    examples: () => [instantIn(72), instantIn(24 * 9 + 3)],
    arbitrary: fc.integer({ min: -24, max: 24 * 60 }).map(instantIn),
  },
  {
    examples: () => ['06 1234 5678', '0612345678'],
    arbitrary: fc
      .tuple(fc.integer({ min: 10_000_000, max: 99_999_999 }), fc.boolean())
      .map(([n, spaced]) => (spaced ? `06 ${String(n).replace(/(\d{4})/, '$1 ')}` : `06${n}`)),
  },
  {
    examples: () => ['123456'],
    arbitrary: fc.integer({ min: 0, max: 999_999 }).map((n) => pad(n, 6)),
  },
  {
    examples: () => ['sam.jansen@example.com'],
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[a-z][a-z0-9]{0,10}(\.[a-z0-9]{1,8})?$/),
        fc.constantFrom('example.com', 'example.nl', 'mail.example.org'),
      )
      .map(([local, domain]) => `${local}@${domain}`),
  },
];

/** Plain text, which a free text field takes and a date or a code does not. */
const PLAIN = ['Sam Jansen', 'a', 'Coffee, please!'];

interface Accepted {
  /** Whether the schema takes plain text: then its shapes are only some variety. */
  plain: boolean;
  shapes: fc.Arbitrary<string>[];
}

/** What a text schema is seen to accept, found once per schema. */
const acceptedBy = new WeakMap<Schema, Accepted>();
function accepted(schema: Schema): Accepted {
  let found = acceptedBy.get(schema);
  if (!found) {
    const accepts = (value: string) => (schema as z.ZodType).safeParse(value).success;
    found = {
      plain: PLAIN.some(accepts),
      shapes: SHAPES.filter((shape) => shape.examples().some(accepts)).map((s) => s.arbitrary),
    };
    acceptedBy.set(schema, found);
  }
  return found;
}

/** Common shapes the schema accepts, as the whole of a restrictive field or a little variety. */
function shapesFor(schema: Schema): fc.WeightedArbitrary<unknown>[] {
  const { plain, shapes } = accepted(schema);
  return shapes.length ? [{ weight: plain ? 1 : 12, arbitrary: fc.oneof(...shapes) }] : [];
}

/** Letters people type, in several scripts, emoji among them; no control or direction marks. */
const LETTERS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ..."     .,-'!?&()",
  ...['é', 'ß', 'ł', 'ñ', 'ü', 'ø', 'ç', 'Ω', 'ж', 'ي', 'ש', '中', '文', 'の', '한'],
  ...['😀', '🇳🇱', '👍🏽', '€', '½'],
];

/** Patterns that plain text passes only restrict characters (no control characters, say). */
const restricts = (pattern: RegExp) => !PLAIN.every((text) => pattern.test(text));

interface StringRules {
  min: number;
  max: number | undefined;
  patterns: RegExp[];
  format: string | undefined;
  multiline: boolean;
}

function stringRules(schema: Schema): StringRules {
  const def = defOf(schema);
  const checks = checksOf(def);
  const min = Math.max(0, ...checks.map((c) => c.minimum ?? c.length ?? 0));
  const maxes = checks.flatMap((c) => c.maximum ?? c.length ?? []);
  const patterns = checks.flatMap((c) => (c.check === 'string_format' && c.pattern) || []);
  const format =
    (def.format as string | undefined) ??
    checks.find((c) => c.check === 'string_format' && c.format !== 'regex')?.format;
  return {
    min,
    max: maxes.length ? Math.min(...maxes) : undefined,
    patterns,
    format,
    multiline: patterns.every((p) => p.test('line one\nline two')),
  };
}

/** Text of `min` to `max` characters, not starting or ending in a space (schemas trim). */
function text(min: number, max: number, multiline: boolean) {
  const unit = fc.constantFrom(...LETTERS, ...(multiline ? ['\n', '\n', '\t'] : []));
  return fc
    .string({ unit, minLength: min, maxLength: max })
    .map((s) => s.replace(/^\s|\s$/g, 'x'))
    .filter((s) => s.length >= min && s.length <= max);
}

const ascii = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
    minLength: length,
    maxLength: length,
  });

/** Text of the schema's limits and characters, or of a pattern it must match. */
function plainString(schema: Schema): fc.Arbitrary<string> {
  const rules = stringRules(schema);
  const restrictive = rules.patterns.find(restricts);
  if (restrictive) {
    try {
      return fc.stringMatching(restrictive);
    } catch {
      // A pattern fast-check cannot read: plain text, which its schema may refuse.
    }
  }
  const max = rules.max ?? 200;
  const typical = Math.min(max, rules.min + 40);
  return fc.oneof(
    { weight: 6, arbitrary: text(rules.min, typical, rules.multiline) },
    // At the limits, exactly: the shortest and the longest text are still valid.
    { weight: 1, arbitrary: ascii(Math.max(rules.min, 1)) },
    ...(rules.max !== undefined && rules.max <= 100_000
      ? [{ weight: 1, arbitrary: ascii(rules.max) }]
      : []),
  );
}

function validString(schema: Schema, name: string, hints: Hints): fc.Arbitrary<unknown> {
  const { format } = stringRules(schema);
  if (format === 'uuid' || format === 'guid') return hints.uuid(name);
  const weight = accepted(schema).plain ? 4 : 1;
  return withHint(
    fc.oneof(...shapesFor(schema), { weight, arbitrary: plainString(schema) }),
    name,
    hints,
  );
}

/** The field's usual values, when the caller knows them, beside generated ones. */
function withHint(generated: fc.Arbitrary<unknown>, name: string, hints: Hints) {
  const hinted = hints.field(name);
  return hinted
    ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: generated })
    : generated;
}

/** Characters a schema should refuse or keep harmless: controls, direction marks, halves. */
const HOSTILE_CHARACTERS =
  '\u0000 \u0001 \u0007 \u001b \u007f \u0085 \u009b \u200b \u200d \u200e \u200f \u061c \u202a \u202b \u202c \u202d \u202e \u2066 \u2067 \u2068 \u2069 \u2028 \u2029 \ufeff \ufffd \uffff \ud800 \udfff \u0301 \r \n \t'.split(
    ' ',
  );

/** Text that is no harm in a well-built app, and the end of a badly built one. */
const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u00a0',
  '\u3000',
  "' OR 1=1 --",
  "'; drop table users; --",
  '%_\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e21',
  '0x10',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-1FFF-8FFF-FFFFFFFFFFFF',
  '{00000000-0000-4000-8000-000000000000}',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  '99999-01-01',
  '+275760-09-13',
  '-271821-04-20',
  '24:00',
  '23:60',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '-004714-11-24T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '2026-02-30T10:00:00Z',
  '2026-06-01T10:00:00+14:00',
  '2026-06-01T10:00:00',
  '2026-06-01t10:00:00z',
  'a@b',
  '@example.com',
  'a@@example.com',
  `${'a'.repeat(250)}@example.com`,
  'x'.repeat(100_000),
  '\u202e'.repeat(1_000),
];

function hostileString(schema: Schema, name: string, hints: Hints): fc.Arbitrary<unknown> {
  const rules = stringRules(schema);
  // Stand-ins for known records are no text to break: a random uuid, or plain text, is.
  const valid = validString(schema, name, { ...hints, uuid: () => fc.uuid() }).map((v) =>
    typeof v === 'string' ? v : 'text',
  );
  const lengths = [rules.min - 1, rules.min, rules.max, rules.max && rules.max + 1].filter(
    (n): n is number => n !== undefined && n >= 0 && n <= 200_000,
  );
  return fc.oneof(
    fc
      .tuple(valid, fc.constantFrom(...HOSTILE_CHARACTERS), fc.nat())
      .map(([s, ch, at]) => s.slice(0, at % (s.length + 1)) + ch + s.slice(at % (s.length + 1))),
    fc.constantFrom(...HOSTILE_TEXTS),
    ...(lengths.length ? [fc.constantFrom(...lengths).chain(ascii)] : []),
    valid.map((s) => ` ${s} `),
    valid.map((s) => s.toUpperCase()),
    fc.string({ unit: 'binary', maxLength: 40 }),
    wrongType,
  );
}

// --- Numbers ------------------------------------------------------------------------------------

interface NumberRules {
  min: number | undefined;
  max: number | undefined;
  int: boolean;
  step: number | undefined;
}

function numberRules(schema: Schema): NumberRules {
  const checks = checksOf(defOf(schema));
  const rules: NumberRules = { min: undefined, max: undefined, int: false, step: undefined };
  for (const c of checks) {
    if (c.check === 'number_format' && /int/.test(c.format ?? '')) rules.int = true;
    if (c.check === 'multiple_of') rules.step = c.value;
    if (c.check === 'greater_than' && c.value !== undefined)
      rules.min = c.inclusive ? c.value : c.value + (rules.int ? 1 : Number.EPSILON * 4);
    if (c.check === 'less_than' && c.value !== undefined)
      rules.max = c.inclusive ? c.value : c.value - (rules.int ? 1 : Number.EPSILON * 4);
  }
  if (rules.int) {
    if (rules.min !== undefined) rules.min = Math.ceil(rules.min);
    if (rules.max !== undefined) rules.max = Math.floor(rules.max);
  }
  return rules;
}

/** Any integer from `lo` to `hi`: fc.integer stops at 32 bits. */
const integer = (lo: number, hi: number) =>
  lo >= -(2 ** 31) && hi < 2 ** 31
    ? fc.integer({ min: lo, max: hi })
    : fc.bigInt({ min: BigInt(lo), max: BigInt(hi) }).map(Number);

function validNumber(schema: Schema): fc.Arbitrary<number> {
  const { min, max, int, step } = numberRules(schema);
  if (step !== undefined) {
    const lo = Math.ceil((min ?? 0) / step);
    const hi = Math.floor((max ?? step * 100) / step);
    return integer(lo, Math.max(lo, hi)).map((k) => k * step);
  }
  if (int) {
    const lo = min ?? Number.MIN_SAFE_INTEGER;
    const hi = max ?? Number.MAX_SAFE_INTEGER;
    // Mostly small numbers, as people send them; the edges and the whole range now and then.
    const [smallLo, smallHi] = [Math.max(lo, -5), Math.min(hi, 120)];
    return fc.oneof(
      { weight: 4, arbitrary: smallLo <= smallHi ? integer(smallLo, smallHi) : fc.constant(lo) },
      { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
      { weight: 1, arbitrary: integer(lo, hi) },
    );
  }
  return fc.double({
    min: min ?? -1e6,
    max: max ?? 1e6,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function hostileNumber(schema: Schema): fc.Arbitrary<unknown> {
  const { min, max } = numberRules(schema);
  const edges = [
    ...(min !== undefined ? [min - 1, min - 0.5] : []),
    ...(max !== undefined ? [max + 1, max + 0.5] : []),
    0.5,
    -0,
    -1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    8.64e15 + 1,
    1e308,
    -1e308,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ];
  return fc.oneof(
    fc.constantFrom(...edges),
    validNumber(schema).map(String),
    fc.double(),
    wrongType,
  );
}

// --- Any value ----------------------------------------------------------------------------------

const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** A JSON object with an own `__proto__` (or `constructor`) key, as a client can send one. */
const PROTO_OBJECTS = [
  JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown,
  JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}') as unknown,
];

/** Values of another type than the one asked for. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    1,
    -1,
    1.5,
    '',
    'x',
    [],
    {},
    [[]],
    ['\u0000'],
    { $ne: '' },
    nested(1_000),
    ...PROTO_OBJECTS,
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

const EXTRA_KEYS = ['__proto__', 'constructor', 'isAdmin', 'role', 'id', 'userId', '', '\u0000'];

/** A value the schema accepts, mostly; `name` is the field's, for hints. */
export function valid(schema: Schema, hints: Hints = NO_HINTS, name = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return validString(schema, name, hints);
    case 'number':
      return withHint(validNumber(schema), name, hints);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 4, arbitrary: valid(def.innerType as Schema, hints, name) },
      );
    case 'nullable':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 4, arbitrary: valid(def.innerType as Schema, hints, name) },
      );
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return valid(def.innerType as Schema, hints, name);
    case 'lazy':
      return valid((def.getter as () => Schema)(), hints, name);
    case 'pipe': {
      // What a transform or a refine further down wants shows in the shapes the pipe accepts.
      const from = def.in as Schema;
      const input = valid(
        defOf(from).type === 'transform' ? (def.out as Schema) : from,
        hints,
        name,
      );
      const weight = accepted(schema).plain ? 4 : 1;
      return withHint(fc.oneof(...shapesFor(schema), { weight, arbitrary: input }), name, hints);
    }
    case 'array': {
      const rules = stringRules(schema);
      const max = Math.min(rules.max ?? 4, rules.min + 4);
      return fc.array(valid(def.element as Schema, hints, name), {
        minLength: rules.min,
        maxLength: Math.max(rules.min, max),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map((item) => valid(item, hints, name)));
    case 'object':
      return validObject(schema, hints);
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => valid(option, hints, name)));
    case 'record':
      return fc
        .array(
          fc.tuple(
            valid(def.keyType as Schema, hints, name),
            valid(def.valueType as Schema, hints, name),
          ),
          { maxLength: 4 },
        )
        .map((entries) => Object.fromEntries(entries as [string, unknown][]));
    default:
      // unknown, any, custom, transform: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: Schema, hints: Hints) {
  const shape = defOf(schema).shape as Record<string, Schema>;
  const keys = Object.keys(shape);
  return fc.record(Object.fromEntries(keys.map((key) => [key, valid(shape[key]!, hints, key)])), {
    requiredKeys: keys.filter((key) => !isOptional(shape[key]!)),
  });
}

/** A value near what the schema accepts: most of it valid, one thing wrong or at an edge. */
export function hostile(schema: Schema, hints: Hints = NO_HINTS, name = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return hostileString(schema, name, hints);
    case 'number':
      return hostileNumber(schema);
    case 'boolean':
      return fc.oneof(fc.constantFrom('true', 'false', 0, 1, 'yes', null), wrongType);
    case 'literal':
    case 'enum': {
      const values = (
        def.type === 'enum' ? Object.values(def.entries as object) : (def.values as unknown[])
      ).map(String);
      return fc.oneof(
        fc
          .constantFrom(...values)
          .chain((v) =>
            fc.constantFrom(v.toUpperCase(), v.toLowerCase(), ` ${v}`, `${v}\u0000`, `${v}x`),
          ),
        hostileString(schema, name, hints),
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return hostile(def.innerType as Schema, hints, name);
    case 'lazy':
      return hostile((def.getter as () => Schema)(), hints, name);
    case 'pipe': {
      const from = def.in as Schema;
      return hostile(defOf(from).type === 'transform' ? (def.out as Schema) : from, hints, name);
    }
    case 'array': {
      const rules = stringRules(schema);
      const element = def.element as Schema;
      const tooMany = Math.min((rules.max ?? 50) + 1, 2_000);
      return fc.oneof(
        fc.array(valid(element, hints, name), { minLength: tooMany, maxLength: tooMany }),
        ...(rules.min > 0 ? [fc.constant([])] : []),
        fc
          .tuple(
            fc.array(valid(element, hints, name), { maxLength: 3 }),
            hostile(element, hints, name),
          )
          .map(([items, bad]) => [...items, bad]),
        valid(element, hints, name),
        wrongType,
      );
    }
    case 'object':
      return hostileObject(schema, hints);
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => hostile(option, hints, name)));
    default:
      return wrongType;
  }
}

function hostileObject(schema: Schema, hints: Hints) {
  const shape = defOf(schema).shape as Record<string, Schema>;
  const keys = Object.keys(shape);
  const whole = validObject(schema, hints) as fc.Arbitrary<Record<string, unknown>>;
  const required = keys.filter((key) => !isOptional(shape[key]!));
  return fc.oneof(
    // One field wrong: the most common case, so every field gets its turn.
    {
      weight: 4,
      arbitrary: keys.length
        ? fc
            .constantFrom(...keys)
            .chain((key) =>
              fc
                .tuple(whole, hostile(shape[key]!, hints, key))
                .map(([value, bad]) => ({ ...value, [key]: bad })),
            )
        : whole,
    },
    ...(required.length
      ? [
          fc.tuple(whole, fc.constantFrom(...required)).map(([value, key]) => {
            const { [key]: _missing, ...rest } = value;
            return rest;
          }),
        ]
      : []),
    fc
      .tuple(whole, fc.constantFrom(...EXTRA_KEYS), fc.jsonValue({ maxDepth: 1 }))
      .map(([value, key, extra]) => ({ ...value, [key]: extra })),
    wrongType,
  );
}

/** The object shape of a route's params, query or body, when it has one. */
export function shapeOf(schema: Schema): Record<string, Schema> | undefined {
  const input = inputOf(schema);
  const def = defOf(input);
  return def.type === 'object' ? (def.shape as Record<string, Schema>) : undefined;
}
