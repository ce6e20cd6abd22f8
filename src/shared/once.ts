/** A value made on its first use and kept: `make` runs once, whatever it gives (a promise too). */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
