// Plain JavaScript, loaded by worker.mjs (see there why).

/**
 * The tables autovacuum would vacuum or analyze now, by its default thresholds: dead rows past
 * 50 + 20% of the table, rows inserted since the last vacuum past 1,000 + 20% (for the visibility
 * map the lists' index-only scans read), rows changed since the last analyze past 50 + 10%.
 */
const dueTables = `
  select c.oid::regclass::text as name,
    s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
     or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
     or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
  order by 1`;

/**
 * PGlite runs PostgreSQL in single-user mode, which has no autovacuum: left alone, an embedded
 * database would never refresh the planner's statistics, mark pages all-visible or reuse the
 * space of updated rows. Every `everyMs` this does autovacuum's work between the server's
 * requests, one table at a time (`enqueue` puts each step in line with the requests), and never
 * inside a transaction a connection has open.
 */
export function maintainEvery(everyMs, client, enqueue) {
  let running = false;
  const idle = () => !client.closed && !client.isInTransaction();
  const step = async (table) => {
    if (!idle()) return;
    try {
      await client.exec(table.vacuum ? `vacuum (analyze) ${table.name}` : `analyze ${table.name}`);
    } catch (error) {
      console.warn(`The embedded database's maintenance of ${table.name} failed: ${error instanceof Error ? error.message : error}`);
    }
  };
  // One table a step, the next queued when the last is done: a request waits for one table at most.
  const stepThrough = async (tables) => {
    for (const table of tables) await enqueue(() => step(table));
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    enqueue(async () => (idle() ? (await client.query(dueTables)).rows : []))
      .then(stepThrough)
      .catch((error) => console.warn(`The embedded database's maintenance failed: ${error instanceof Error ? error.message : error}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
