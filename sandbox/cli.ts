/**
 * Look at what visitors sent the sandbox, or reset it (ARCHITECTURE §4):
 *
 *   node --import tsx sandbox/cli.ts leads|users|saved|views|reset [--data-dir DIR] [--agency oakfield|harbour] [--json]
 *
 * Reads the store's files directly (safe while the server runs: the journal only grows, and a
 * snapshot replaced mid-read is noticed). `users` lists the accounts and the password resets,
 * with each reset's link (the sandbox's stand-in for the email). `reset` deletes the store (the
 * snapshot and its journal); the next start seeds it afresh.
 */
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspectionListing } from './api/admin.js';
import { JOURNAL_FILE, readStoreFile, STORE_FILE } from './store.js';

const COMMANDS = ['leads', 'users', 'saved', 'views', 'reset'] as const;
type Command = (typeof COMMANDS)[number];

export interface CliOptions {
  readonly command: Command;
  readonly dataDir: string;
  readonly agency?: string;
  readonly json: boolean;
}

export const USAGE = `Usage: node --import tsx sandbox/cli.ts <${COMMANDS.join('|')}> [--data-dir DIR] [--agency oakfield|harbour] [--json]`;

/** Parse arguments; a message when they make no sense. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): CliOptions | string {
  const [command, ...rest] = argv;
  if (!COMMANDS.includes(command as Command)) return USAGE;
  let dataDir = env['SANDBOX_DATA_DIR'] ?? '.sandbox-data';
  let agency: string | undefined;
  let json = false;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    if (arg === '--json') json = true;
    else if (arg === '--data-dir' && rest[i + 1]) dataDir = rest[++i] as string;
    else if (arg === '--agency' && rest[i + 1]) agency = rest[++i] as string;
    else return `Unknown argument ${arg}\n${USAGE}`;
  }
  return {
    command: command as Command,
    dataDir: resolve(dataDir),
    json,
    ...(agency ? { agency } : {}),
  };
}

/** Cells are cut to 60 characters, except in `whole` columns (a link is no use cut short). */
function table(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
  whole: readonly string[] = [],
): string {
  if (rows.length === 0) return '(none)';
  const cell = (v: unknown, c: string) => {
    const text = (
      v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)
    ).replace(/\s+/g, ' ');
    return whole.includes(c) ? text : text.slice(0, 60);
  };
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c], c).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line([...columns]),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => cell(r[c], c)))),
  ].join('\n');
}

/** Run a command; returns what to print. */
export async function runCli(options: CliOptions): Promise<string> {
  if (options.command === 'reset') {
    await rm(join(options.dataDir, JOURNAL_FILE), { force: true });
    await rm(join(options.dataDir, STORE_FILE), { force: true });
    return `Removed ${join(options.dataDir, STORE_FILE)}; the sandbox seeds a fresh store on its next start.`;
  }
  const data = await readStoreFile(options.dataDir);
  if (!data) return `No sandbox store in ${options.dataDir} yet: start the sandbox first.`;
  const listing = inspectionListing(data, options.agency) as Record<
    string,
    Record<string, unknown>[]
  >;
  const pick = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, listing[k]]));
  const selected =
    options.command === 'leads'
      ? pick(['leads', 'formSubmissions'])
      : options.command === 'users'
        ? pick(['users', 'passwordResets'])
        : options.command === 'saved'
          ? pick(['savedProperties', 'savedSearches'])
          : pick(['propertyViews', 'exposures', 'cookieLogs']);
  if (options.json) return JSON.stringify(selected, null, 2);
  const flatten = (rows: Record<string, unknown>[], nested: string) =>
    rows.map((r) => ({ ...r, ...((r[nested] as Record<string, unknown> | undefined) ?? {}) }));
  const sections: Record<string, () => string> = {
    leads: () =>
      table(flatten(listing['leads'] ?? [], 'lead_client'), [
        'id',
        'receivedAt',
        'agency',
        'via',
        'propertyId',
        'first_name',
        'last_name',
        'email',
        'tel_home',
        'spam',
      ]),
    formSubmissions: () =>
      table(listing['formSubmissions'] ?? [], [
        'id',
        'receivedAt',
        'agency',
        'formId',
        'fields',
        'spam',
      ]),
    users: () =>
      table(listing['users'] ?? [], [
        'id',
        'agency',
        'email',
        'first_name',
        'last_name',
        'is_opted_in_to_marketing',
        'createdAt',
      ]),
    passwordResets: () =>
      table(
        listing['passwordResets'] ?? [],
        ['at', 'agency', 'email', 'userFound', 'expiresAt', 'used', 'link'],
        ['link'],
      ),
    savedProperties: () =>
      table(listing['savedProperties'] ?? [], ['agency', 'userId', 'propertyId', 'savedAt']),
    savedSearches: () =>
      table(listing['savedSearches'] ?? [], [
        'search_id',
        'agency',
        'userId',
        'alert_frequency',
        'search',
      ]),
    propertyViews: () =>
      table(listing['propertyViews'] ?? [], ['at', 'agency', 'propertyId', 'domain', 'userId']),
    exposures: () =>
      table(listing['exposures'] ?? [], ['at', 'agency', 'eventType', 'propertyIds']),
    cookieLogs: () => table(listing['cookieLogs'] ?? [], ['at', 'agency', 'status']),
  };
  return Object.keys(selected)
    .map((name) => `${name} (${(listing[name] ?? []).length})\n${sections[name]?.() ?? ''}`)
    .join('\n\n');
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const options = parseArgs(process.argv.slice(2), process.env);
  if (typeof options === 'string') {
    process.stderr.write(`${options}\n`);
    process.exit(2);
  }
  runCli(options)
    .then((out) => process.stdout.write(`${out}\n`))
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}
