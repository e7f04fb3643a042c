/**
 * npm run user:create -- --role <learner|buddy|moderator|learning_expert> --email E --password P --name N
 * Creates an account in the database the environment names (DATABASE_URL, else DATA_DIR). When a
 * server is running on the embedded database, the account is created through that server.
 */
import { parseArgs } from 'node:util';
import { NewAccountSchema, type NewAccountInput } from '../../shared/accounts';
import { loadConfig } from '../config';
import { syncCatalogue } from '../db/catalogue';
import { openDatabase } from '../db/client';
import { readLocalAdminFile } from '../lib/local-admin';
import { createAccount } from '../modules/accounts/service';
import { HttpError } from '../lib/http-errors';

interface Created {
  id: string;
  email: string;
  username: string;
  profileStatus: string;
}

async function throughRunningServer(
  url: string,
  secret: string,
  input: NewAccountInput,
): Promise<Created> {
  const response = await fetch(`${url}/api/local-admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-local-admin': secret },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as Created & { error?: string };
  if (!response.ok) throw new HttpError(response.status, body.error ?? response.statusText);
  return body;
}

async function directly(input: NewAccountInput): Promise<Created> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await syncCatalogue(database.db);
    const { role, email, password, name } = input;
    return await createAccount(database.db, { role, email, password, fullName: name });
  } finally {
    await database.close();
  }
}

const { values } = parseArgs({
  options: {
    role: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
  },
});
const args = NewAccountSchema.safeParse(values);
if (!args.success) {
  for (const issue of args.error.issues)
    console.error(`--${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}

const config = loadConfig();
const server = config.databaseUrl ? undefined : readLocalAdminFile(config.dataDir);
try {
  const user = server
    ? await throughRunningServer(server.url, server.secret, args.data)
    : await directly(args.data);
  console.log(
    `Created ${args.data.role} ${user.email} (id ${user.id}, username ${user.username}, status ${user.profileStatus})`,
  );
} catch (err) {
  console.error(err instanceof HttpError ? err.message : err);
  process.exitCode = 1;
}
