/**
 * The layer boundaries are enforced by `npm run lint` (tools/lint/eslint.config.mjs): these tests
 * lint small sources as if they were files of each layer and expect the rule to speak, so a
 * configuration that stops enforcing a boundary fails here rather than passing silently.
 */
import { expect } from 'chai';
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { UI_FOLDERS } from '../../tools/lint/ui-zones.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** The messages ESLint gives `source` as the file `file` (relative to the repository). */
async function lintAs(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('lint: the layers a tool enforces', function () {
  this.timeout(60_000);

  // The first lint builds the program the type-aware rules read: minutes on a busy machine.
  before(async function () {
    this.timeout(300_000);
    await lintAs('app/lint-probe.ts', 'export {};\n');
  });

  it('refuses an adapter imported by a ui file', async () => {
    const messages = await lintAs(
      'ui/header/lint-probe.ts',
      "import { consoleLogger } from '../../adapters/logger.js';\nexport const probe = consoleLogger;\n",
    );
    expect(messages).to.deep.equal([
      'boundaries/dependencies: There is no policy allowing dependencies from elements of type "ui" to elements of type "adapters"',
    ]);
  });

  it('refuses the composition root imported by a ui file', async () => {
    const messages = await lintAs(
      'ui/header/lint-probe.ts',
      "import { createContainer } from '../../composition-root.js';\nexport const probe = createContainer;\n",
    );
    expect(messages.join('\n')).to.contain('Only the entries (app/) wire the container');
  });

  it('refuses anything of ours outside core imported by core', async () => {
    const messages = await lintAs(
      'core/search/lint-probe.ts',
      "import { TOKENS } from '../../ui/tokens.js';\nexport const probe = TOKENS;\n",
    );
    expect(messages).to.deep.equal([
      'boundaries/dependencies: There is no policy allowing dependencies from elements of type "core" to elements of type "ui"',
    ]);
  });

  it('refuses ui imported by an adapter', async () => {
    const messages = await lintAs(
      'adapters/http/lint-probe.ts',
      "import { TOKENS } from '../../ui/tokens.js';\nexport const probe = TOKENS;\n",
    );
    expect(messages).to.deep.equal([
      'boundaries/dependencies: There is no policy allowing dependencies from elements of type "adapters" to elements of type "ui"',
    ]);
  });

  it("refuses a deep import of core's internals outside core, and takes its public surface", async () => {
    const deep = await lintAs(
      'ui/header/lint-probe.ts',
      "import { telHref } from '../../core/header/menu-layout.js';\nexport const probe = telHref;\n",
    );
    expect(deep.join('\n')).to.contain('Import core through its public surface');
    expect(
      await lintAs(
        'ui/header/lint-probe.ts',
        "import { telHref } from '../../core/index.js';\nexport const probe = telHref;\n",
      ),
    ).to.deep.equal([]);
  });

  it('lets the entries see every layer', async () => {
    const source =
      "import { consoleLogger } from '../adapters/logger.js';\nimport { TOKENS } from '../ui/tokens.js';\nexport const probe = [consoleLogger, TOKENS];\n";
    expect(await lintAs('app/lint-probe.ts', source)).to.deep.equal([]);
  });

  it('refuses a promise left floating, a promise where its result is ignored, and an await of what is not a promise', async () => {
    const source = [
      'export async function save(): Promise<void> {}',
      'export function probe(button: { addEventListener(type: string, listener: () => void): void }): void {',
      '  save();',
      "  button.addEventListener('click', save);",
      '}',
      'export async function twice(): Promise<number> {',
      '  return await 2;',
      '}',
      '',
    ].join('\n');
    const rules = (await lintAs('ui/header/lint-probe.ts', source)).map(
      (message) => message.split(':')[0],
    );
    expect(rules).to.have.members([
      '@typescript-eslint/no-floating-promises',
      '@typescript-eslint/no-misused-promises',
      '@typescript-eslint/await-thenable',
    ]);
    expect(
      await lintAs(
        'ui/header/lint-probe.ts',
        'export async function save(): Promise<void> {}\nexport function probe(): void {\n  void save();\n}\n',
      ),
    ).to.deep.equal([]);
  });

  it("refuses a ui feature's private file imported by another feature, and takes its public files and the shared kit", async () => {
    const privateFile = await lintAs(
      'ui/header/lint-probe.ts',
      "import { ContactFormViewModel } from '../leads/contact-form.view-model.js';\nexport const probe = ContactFormViewModel;\n",
    );
    expect(privateFile.join('\n')).to.contain('ui/leads is reached through its public files');
    const publicFiles = [
      "import { fieldLeaving } from '../leads/form-fields.view.js';",
      "import { ModalFrame } from '../modal/modal-frame.view.js';",
      "import { whenNearViewport } from '../app/near-viewport.js';",
      'export const probe = [fieldLeaving, ModalFrame, whenNearViewport];',
      '',
    ].join('\n');
    expect(await lintAs('ui/header/lint-probe.ts', publicFiles)).to.deep.equal([]);
  });

  it('knows every folder of ui/ as the shared kit or a feature', () => {
    const folders = readdirSync(path.join(root, 'ui'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders).to.have.members(UI_FOLDERS);
  });

  it('refuses an import cycle', async () => {
    // ui/di.tsx imports ui/start-queue.ts: the other way round closes a cycle.
    const messages = await lintAs(
      'ui/start-queue.ts',
      "import { useContainer } from './di.js';\nexport const probe = useContainer;\n",
    );
    expect(messages.map((message) => message.split(':')[0])).to.include('import-x/no-cycle');
  });
});
