import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import guards guard (decision 049): each planted breach fails the lint with the rule that
 * forbids it. The cycles are committed fixtures (tests/lint/fixtures, outside tsc and `eslint .`);
 * the zones' breaches are linted as text under a path in src/, never written there.
 */
const eslint = new ESLint({ ignore: false });

const rulesBroken = async (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => message.ruleId));

const lintPlanted = async (filePath: string, code: string) =>
  rulesBroken(await eslint.lintText(code, { filePath }));

describe('the import guards', { timeout: 60_000 }, () => {
  it('fail a cycle of two files, on both', async () => {
    const results = await eslint.lintFiles(['tests/lint/fixtures/cycle/*.ts']);
    expect(await rulesBroken(results)).toEqual(['local/no-import-cycle', 'local/no-import-cycle']);
  });

  it('fail a cycle of type-only imports', async () => {
    const results = await eslint.lintFiles(['tests/lint/fixtures/type-cycle/*.ts']);
    expect(await rulesBroken(results)).toEqual(['local/no-import-cycle', 'local/no-import-cycle']);
  });

  it("fail an import of another module's repository", async () => {
    const code =
      "import { findUserById } from '../accounts/repository';\nexport const x = findUserById;\n";
    // Sessions sit above accounts: only the repository's zone applies.
    expect(await lintPlanted('src/server/modules/sessions/planted.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('fail a re-export of a repository', async () => {
    const code = "export { findSupportMessage } from './repository';\n";
    expect(await lintPlanted('src/server/modules/support/planted.ts', code)).toEqual([
      'no-restricted-syntax',
    ]);
  });

  it("fail a read of another domain's tables", async () => {
    const code =
      "import { sessions } from '../../db/schema/sessions';\nexport const x = sessions;\n";
    expect(await lintPlanted('src/server/modules/support/planted.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("fail a module's service importing drizzle-orm, not its repository", async () => {
    const query = "import { eq } from 'drizzle-orm';\nexport const x = eq;\n";
    expect(await lintPlanted('src/server/modules/support/planted.ts', query)).toEqual([
      'no-restricted-imports',
    ]);
    const types = "import type { PgTable } from 'drizzle-orm/pg-core';\nexport type X = PgTable;\n";
    expect(await lintPlanted('src/server/modules/support/planted.ts', types)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await lintPlanted('src/server/modules/support/planted-repository.ts', query)).toEqual(
      [],
    );
  });

  it('fail a module imported by a plugin, and a module imported by one below it', async () => {
    const code =
      "import { createAccount } from '../modules/accounts/service';\nexport const x = createAccount;\n";
    expect(await lintPlanted('src/server/plugins/planted.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const upward =
      "import { createAccount } from '../accounts/service';\nexport const x = createAccount;\n";
    expect(await lintPlanted('src/server/modules/buddies/planted.ts', upward)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('fail a floor importing one above it, and a module imported past the files that compose them', async () => {
    const list = "import { MODULES } from '../../modules';\nexport const x = MODULES;\n";
    expect(await lintPlanted('src/server/modules/health/planted.ts', list)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const seed = "import { seedDemo } from '../seed/demo';\nexport const x = seedDemo;\n";
    expect(await lintPlanted('src/server/lib/planted.ts', seed)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    // main.ts starts the app and seeds through app.ts and seed/, never a module's files.
    const skipping =
      "import { createAccount } from './modules/accounts/service';\nexport const x = createAccount;\n";
    expect(await lintPlanted('src/server/main.ts', skipping)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });
});
