import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * Compiled validators and serializers kept for the process, by what they were compiled from (the
 * schema, the shared schemas beside it, the options): an app built again on the same contract
 * takes them as they are. Compiling the contract's schemas was two thirds of building the app
 * (0.8 s of CPU each time), and the API tests build about a hundred apps a run; a server builds
 * one, so this keeps no more than its app holds.
 */
const compiled = new Map<string, unknown>();

export function compiledOnce<F>(key: string, compile: () => F): F {
  if (!compiled.has(key)) compiled.set(key, compile());
  return compiled.get(key) as F;
}

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** Fastify's response serializers (fast-json-stringify), each compiled once per process. */
export function onceCompiledSerializers(): SerializerFactory {
  const factory = SerializerSelector();
  return (externalSchemas, serializerOpts) => {
    const build = factory(externalSchemas, serializerOpts);
    const shared = JSON.stringify({ externalSchemas, serializerOpts });
    return (route) => compiledOnce(`serializer ${shared} ${JSON.stringify(route.schema)}`, () => build(route));
  };
}
