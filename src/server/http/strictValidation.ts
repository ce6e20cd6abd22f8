import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions, FastifySchema } from 'fastify';
import { compiledOnce, onceCompiledSerializers } from './compiledOnce.ts';
import { holdRealDates } from './realDates.ts';

/**
 * How requests are checked against the contract. A JSON body arrives typed, so it is taken as it
 * is typed: `"11"` is no integer and `true` no string (ajv without coercion). A query string, a
 * path and headers arrive as text, so a field the contract declares a number is read from text,
 * but only from a plain decimal: Ajv's own coercion would take `1e999` or `Infinity` for a number
 * (and so reach the database with a value it refuses), `0x10` for 16 and ` 2` for 2.
 */
type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };
type Issue = { instancePath: string; keyword: string; params: Record<string, unknown>; message: string; schemaPath: string };
type Validate = ((data: unknown) => boolean | Promise<unknown>) & { errors?: Issue[] | null };

const ajvOptions = { removeAdditional: false, useDefaults: true, allErrors: false } as const;
const decimal = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ } as const;

const numericKind = (schema: Schema | undefined): keyof typeof decimal | null => {
  const types = ([] as string[]).concat(schema?.type ?? []);
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  return null;
};

/** A field declared a number (or a list of numbers), read from text. */
interface NumericField {
  field: string;
  kind: keyof typeof decimal;
  /** Declared a list of numbers: a bad item is named by its index. */
  listed: boolean;
}

/** The fields of `schema` declared numbers, found once when its validator is compiled, not at every request. */
function numericFieldsOf(schema: Schema): NumericField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([field, declared]) => {
    const own = numericKind(declared);
    const kind = own ?? numericKind(declared.items);
    return kind === null ? [] : [{ field, kind, listed: own === null }];
  });
}

/** The first text value of a field declared a number that is not written as a plain decimal. */
function badNumberText(fields: readonly NumericField[], data: unknown): Issue | null {
  if (fields.length === 0 || !data || typeof data !== 'object') return null;
  for (const { field, kind, listed } of fields) {
    const value = (data as Record<string, unknown>)[field];
    if (value === undefined) continue;
    const texts = Array.isArray(value) ? value : [value];
    const bad = texts.findIndex((text) => typeof text === 'string' && !decimal[kind].test(text));
    if (bad >= 0) {
      const instancePath = Array.isArray(value) && listed ? `/${field}/${bad}` : `/${field}`;
      return {
        instancePath,
        keyword: 'type',
        params: { type: kind },
        message: `must be ${kind === 'integer' ? 'a whole number' : 'a number'} written in digits`,
        schemaPath: '#/type',
      };
    }
  }
  return null;
}

/**
 * A headers schema as Node gives the headers, in lower case: Fastify lower-cases it itself only
 * for its own compiler, so with ours `X-CSRF-Token`'s bounds were never checked.
 */
function lowerCaseHeaderNames(schema: Schema & { required?: string[] }): Schema & { required?: string[] } {
  return {
    ...schema,
    ...(schema.properties && { properties: Object.fromEntries(Object.entries(schema.properties).map(([name, field]) => [name.toLowerCase(), field])) }),
    ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
  };
}

/**
 * Fastify's schema controller with a body compiler that never coerces and a text compiler that reads
 * numbers strictly; validators and serializers compiled once per process (compiledOnce.ts).
 */
export function strictSchemaController(): NonNullable<FastifyServerOptions['schemaController']> {
  const pool = AjvCompiler();
  return {
    compilersFactory: {
      buildValidator(externalSchemas: unknown, serverOptions: { customOptions?: object; plugins?: unknown[] }) {
        const body = pool(
          externalSchemas as never,
          { ...serverOptions, customOptions: { ...ajvOptions, coerceTypes: false }, onCreate: holdRealDates } as never,
        );
        const text = pool(
          externalSchemas as never,
          { ...serverOptions, customOptions: { ...ajvOptions, coerceTypes: 'array' }, onCreate: holdRealDates } as never,
        );
        const shared = JSON.stringify(externalSchemas);
        return ({ schema, method, url, httpPart }: { schema: FastifySchema; method: string; url: string; httpPart: string }) =>
          compiledOnce(`validator ${shared} ${httpPart === 'body' ? 'body' : 'text'} ${JSON.stringify(schema)}`, () =>
            compileFor({ schema, method, url, httpPart }),
          );
        function compileFor({ schema: given, method, url, httpPart }: { schema: FastifySchema; method: string; url: string; httpPart: string }) {
          if (httpPart === 'body') return body({ schema: given, method, url, httpPart });
          const schema = httpPart === 'headers' ? lowerCaseHeaderNames(given as Schema & { required?: string[] }) : given;
          const coercing = text({ schema, method, url, httpPart }) as Validate;
          const numericFields = numericFieldsOf(schema as Schema);
          const strict: Validate = (data) => {
            const issue = badNumberText(numericFields, data);
            if (issue) {
              strict.errors = [issue];
              return false;
            }
            const valid = coercing(data);
            strict.errors = coercing.errors ?? null;
            return valid;
          };
          return strict;
        }
      },
      buildSerializer: onceCompiledSerializers(),
    },
  } as never;
}
