import { setHashCostForTests } from '../../src/server/lib/passwords';

// Production hashes cost 128 MiB and about half a second each; tests hash at a small cost. The
// production cost is asserted in passwords.test.ts and used by the load test.
setHashCostForTests({ N: 2 ** 10, r: 8, p: 1 });
