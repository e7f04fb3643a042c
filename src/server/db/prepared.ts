import type { Executor } from './client';

/**
 * A query built once per database handle (or transaction) and sent as a named prepared
 * statement: nothing of it is built again per call, and PostgreSQL parses and plans it once per
 * connection. `build` ends in `.prepare(name)` with a name of its own (one name, one text; a
 * variant of the query is another statement with another name), and takes its values as
 * `sql.placeholder`s, given to `execute`.
 */
export function prepared<Query>(build: (db: Executor) => Query): (db: Executor) => Query {
  const built = new WeakMap<Executor, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
