/**
 * core/ is pure (ARCHITECTURE §2, STYLE rule 2): it imports only itself, io-ts, fp-ts (never
 * fp-ts/lib), date-fns and rxjs, and never touches the browser, the clock, timers or randomness.
 * This test reads every core source file and fails on the first sign of either.
 */
import { expect } from 'chai';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CORE_ROOT = fileURLToPath(new URL('../../core', import.meta.url));

/** Browser, timer and host globals core must not reference. */
const FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'fetch',
  'localStorage',
  'sessionStorage',
  'navigator',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'setImmediate',
  'requestAnimationFrame',
  'XMLHttpRequest',
  'globalThis',
];

/** Reads of the clock, randomness or the host process. */
const FORBIDDEN_CALLS: ReadonlyArray<{ readonly what: string; readonly pattern: RegExp }> = [
  { what: 'Date.now', pattern: /(?<![.\w$])Date\s*\.\s*now\b/g },
  { what: 'new Date() without a time', pattern: /\bnew\s+Date\b(?!\s*\(\s*[^\s)])/g },
  { what: 'Date() called as a function', pattern: /(?<![.\w$]|\bnew\s+)Date\s*\(/g },
  { what: 'Math.random', pattern: /(?<![.\w$])Math\s*\.\s*random\b/g },
  { what: 'performance.now', pattern: /(?<![.\w$])performance\s*\.\s*now\b/g },
  { what: 'crypto randomness', pattern: /(?<![.\w$])crypto\s*\.\s*(?:randomUUID|getRandomValues)\b/g },
  { what: 'process', pattern: /(?<![.\w$])process\s*\.\s*(?:env|argv|exit|cwd|hrtime)\b/g },
];

interface Scanned {
  /** The source with comments removed, string literals replaced by "S{n}", regex and template text blanked; line breaks kept. */
  readonly code: string;
  readonly strings: readonly string[];
}

const REGEX_CAN_FOLLOW = new Set('(,=:[!&|?{};+-*%<>~^'.split(''));
const REGEX_AFTER_KEYWORD = /\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await|instanceof)$/;

/** A small TypeScript lexer: enough to tell code from comments, strings, templates and regex literals. */
function scan(source: string): Scanned {
  const strings: string[] = [];
  const braces: Array<'code' | 'template'> = [];
  let code = '';
  let i = 0;
  const newlinesIn = (text: string): string => text.replace(/[^\n]/g, '');

  const templateText = (): void => {
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') {
        code += newlinesIn(source.slice(i, i + 2));
        i += 2;
      } else if (c === '`') {
        code += '`';
        i += 1;
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        code += '${';
        braces.push('template');
        i += 2;
        return;
      } else {
        code += c === '\n' ? '\n' : '';
        i += 1;
      }
    }
  };

  const regexEnd = (start: number): number | undefined => {
    let inClass = false;
    for (let j = start + 1; j < source.length; j += 1) {
      const c = source[j];
      if (c === '\n') return undefined;
      if (c === '\\') j += 1;
      else if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) {
        let end = j + 1;
        while (/[a-z]/.test(source[end] ?? '')) end += 1;
        return end;
      }
    }
    return undefined;
  };

  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const close = source.indexOf('*/', i + 2);
      const end = close < 0 ? source.length : close + 2;
      code += ` ${newlinesIn(source.slice(i, end))}`;
      i = end;
    } else if (c === '"' || c === "'") {
      let value = '';
      i += 1;
      while (i < source.length && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\') i += 1;
        value += source[i] ?? '';
        i += 1;
      }
      i += 1;
      code += `"S${strings.push(value) - 1}"`;
    } else if (c === '`') {
      code += '`';
      i += 1;
      templateText();
    } else if (c === '/' && regexCanStartAfter(code) && regexEnd(i) !== undefined) {
      i = regexEnd(i)!;
      code += '/R/';
    } else if (c === '}' && braces.at(-1) === 'template') {
      braces.pop();
      code += '}';
      i += 1;
      templateText();
    } else {
      if (c === '{') braces.push('code');
      if (c === '}') braces.pop();
      code += c;
      i += 1;
    }
  }
  return { code, strings };
}

function regexCanStartAfter(code: string): boolean {
  const before = code.trimEnd();
  return before === '' || REGEX_CAN_FOLLOW.has(before.at(-1)!) || REGEX_AFTER_KEYWORD.test(before);
}

const IMPORT_FORMS: readonly RegExp[] = [
  /\bimport\s+(?:[\w$*{}\s,]+?\s+from\s*)?"S(\d+)"/g,
  /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*"S(\d+)"/g,
  /\bimport\s*\(\s*"S(\d+)"\s*[,)]/g,
  /\brequire\s*\(\s*"S(\d+)"\s*\)/g,
];

const COMPUTED_IMPORTS: readonly RegExp[] = [/\bimport\s*\((?!\s*"S\d+"\s*[,)])/g, /\brequire\s*\((?!\s*"S\d+"\s*\))/g];

/** Whether core may import `specifier` from the file in `fileDir`. */
function isAllowedImport(specifier: string, fileDir: string, coreRoot: string): boolean {
  if (specifier.startsWith('.')) {
    const target = path.resolve(fileDir, specifier);
    return target === coreRoot || target.startsWith(coreRoot + path.sep);
  }
  const fpOrIo = /^(?:io-ts|fp-ts)(?:\/([A-Za-z][\w-]*))?$/.exec(specifier);
  if (fpOrIo !== null) return fpOrIo[1] !== 'lib' && fpOrIo[1] !== 'es6';
  return /^date-fns(?:\/[\w-]+)*$/.test(specifier) || /^rxjs(?:\/operators)?$/.test(specifier);
}

/** A name followed by ':' in key position (object literal or type member), not a reference. */
function isPropertyKey(code: string, start: number, end: number): boolean {
  if (!/^\s*\??\s*:(?!:)/.test(code.slice(end))) return false;
  const before = code.slice(0, start).trimEnd();
  return before === '' || /[{,;]$/.test(before) || /\breadonly$/.test(before) || /\n\s*$/.test(code.slice(0, start));
}

/**
 * Every purity violation in one core source file, as 'line N: …' texts (empty when pure).
 * `filePath` is the file's absolute path, used to resolve relative imports against `coreRoot`.
 */
function purityViolations(source: string, filePath: string, coreRoot: string = CORE_ROOT): string[] {
  const { code, strings } = scan(source);
  const lineOf = (index: number): number => code.slice(0, index).split('\n').length;
  const found: Array<{ index: number; text: string }> = [];

  for (const form of IMPORT_FORMS) {
    for (const match of code.matchAll(form)) {
      const specifier = strings[Number(match[1])]!;
      if (!isAllowedImport(specifier, path.dirname(filePath), coreRoot)) {
        found.push({ index: match.index, text: `imports '${specifier}'` });
      }
    }
  }
  for (const form of COMPUTED_IMPORTS) {
    for (const match of code.matchAll(form)) found.push({ index: match.index, text: 'imports a computed path' });
  }
  for (const name of FORBIDDEN_GLOBALS) {
    for (const match of code.matchAll(new RegExp(`(?<![.\\w$])${name}(?![\\w$])`, 'g'))) {
      if (!isPropertyKey(code, match.index, match.index + name.length)) {
        found.push({ index: match.index, text: `references ${name}` });
      }
    }
  }
  for (const { what, pattern } of FORBIDDEN_CALLS) {
    for (const match of code.matchAll(pattern)) found.push({ index: match.index, text: `uses ${what}` });
  }
  return found.sort((a, b) => a.index - b.index).map(({ index, text }) => `line ${lineOf(index)}: ${text}`);
}

function coreFiles(): string[] {
  return readdirSync(CORE_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:[cm]?ts|tsx|jsx?)$/.test(file))
    .map((file) => path.join(CORE_ROOT, file))
    .sort();
}

describe('core purity', () => {
  const files = coreFiles();

  it('finds the core sources to check', () => {
    expect(files).to.include(path.join(CORE_ROOT, 'constants.ts'));
  });

  it('holds TypeScript modules only, no JSX or JavaScript', () => {
    expect(files.filter((file) => !/\.[cm]?ts$/.test(file)).map((file) => path.relative(CORE_ROOT, file))).to.deep.equal(
      [],
    );
  });

  for (const file of files) {
    const name = `core/${path.relative(CORE_ROOT, file).split(path.sep).join('/')}`;
    it(`${name} imports only core, io-ts, fp-ts, date-fns and rxjs, and touches no browser, clock or randomness`, () => {
      expect(purityViolations(readFileSync(file, 'utf8'), file), name).to.deep.equal([]);
    });
  }
});

describe('purityViolations (the checker itself)', () => {
  const file = path.join(CORE_ROOT, 'feature', 'rule.ts');
  const check = (source: string): string[] => purityViolations(source, file);

  it('passes pure code with allowed imports', () => {
    const source = [
      "import * as t from 'io-ts';",
      "import { pipe } from 'fp-ts/function';",
      "import type { Either } from 'fp-ts/Either';",
      "import { addDays } from 'date-fns';",
      "import { enGB } from 'date-fns/locale';",
      "import { map } from 'rxjs/operators';",
      "import { Observable } from 'rxjs';",
      "import type { Search } from '../search/search.js';",
      "export { TOAST_DURATIONS } from '../constants.js';",
      "export * from './other.js';",
      'export const later = (now: Date) => new Date(now.getTime() + 1);',
    ].join('\n');
    expect(check(source)).to.deep.equal([]);
  });

  it('catches imports from outside core', () => {
    expect(check("import { observable } from 'mobx';")).to.deep.equal(["line 1: imports 'mobx'"]);
    expect(check("import type { FC } from 'react';")).to.deep.equal(["line 1: imports 'react'"]);
    expect(check("\nimport {\n  x,\n} from '../../adapters/http/x.js';")).to.deep.equal([
      "line 2: imports '../../adapters/http/x.js'",
    ]);
    expect(check("import 'reflect-metadata';")).to.deep.equal(["line 1: imports 'reflect-metadata'"]);
    expect(check("export * from 'inversify';")).to.deep.equal(["line 1: imports 'inversify'"]);
    expect(check("import fs = require('node:fs');")).to.deep.equal(["line 1: imports 'node:fs'"]);
    expect(check("const m = await import('../../ui/x.js');")).to.deep.equal(["line 1: imports '../../ui/x.js'"]);
  });

  it('catches fp-ts/lib, io-ts/lib and the I/O parts of rxjs', () => {
    expect(check("import { right } from 'fp-ts/lib/Either';")).to.deep.equal(["line 1: imports 'fp-ts/lib/Either'"]);
    expect(check("import * as E from 'fp-ts/lib';")).to.deep.equal(["line 1: imports 'fp-ts/lib'"]);
    expect(check("import { x } from 'io-ts/lib/index';")).to.deep.equal(["line 1: imports 'io-ts/lib/index'"]);
    expect(check("import { ajax } from 'rxjs/ajax';")).to.deep.equal(["line 1: imports 'rxjs/ajax'"]);
  });

  it('catches imports of a computed path', () => {
    expect(check('const m = await import(name);')).to.deep.equal(['line 1: imports a computed path']);
  });

  it('catches browser globals, timers and host objects', () => {
    expect(check('export const w = window.innerWidth;')).to.deep.equal(['line 1: references window']);
    expect(check('document.title = "x";')).to.deep.equal(['line 1: references document']);
    expect(check('await fetch("/user.ljson");')).to.deep.equal(['line 1: references fetch']);
    expect(check('localStorage.getItem("k"); sessionStorage.clear();')).to.deep.equal([
      'line 1: references localStorage',
      'line 1: references sessionStorage',
    ]);
    expect(check('const lang = navigator.language;')).to.deep.equal(['line 1: references navigator']);
    expect(check('setTimeout(done, 10);\nsetInterval(tick, 10);')).to.deep.equal([
      'line 1: references setTimeout',
      'line 2: references setInterval',
    ]);
    expect(check('const g = globalThis;')).to.deep.equal(['line 1: references globalThis']);
    expect(check('const x = ready ? window : undefined;')).to.deep.equal(['line 1: references window']);
  });

  it('catches reads of the clock and randomness', () => {
    expect(check('const t = Date.now();')).to.deep.equal(['line 1: uses Date.now']);
    expect(check('const t = new Date();')).to.deep.equal(['line 1: uses new Date() without a time']);
    expect(check('const t = new Date;')).to.deep.equal(['line 1: uses new Date() without a time']);
    expect(check('const s = Date();')).to.deep.equal(['line 1: uses Date() called as a function']);
    expect(check('const r = Math.random();')).to.deep.equal(['line 1: uses Math.random']);
    expect(check('const id = crypto.randomUUID();')).to.deep.equal(['line 1: uses crypto randomness']);
    expect(check('const key = process.env.KEY;')).to.deep.equal(['line 1: uses process']);
  });

  it('ignores comments, strings, regex literals and template text', () => {
    const source = [
      '// window.location and Date.now() in a comment',
      '/* fetch(), import x from "react" */',
      "const message = 'Open the document in a new window';",
      'const note = "setTimeout is not used here";',
      'const pattern = /https?:\\/\\/window\\.example\\//;',
      'const slash = a / b / c;',
      'const text = `fetch the ${`document`} from ${"window"}`;',
      "const nested = `a ${ { key: 'window' }.key } b`;",
    ].join('\n');
    expect(check(source)).to.deep.equal([]);
  });

  it('still sees code inside template substitutions', () => {
    expect(check('const t = `now ${Date.now()}`;')).to.deep.equal(['line 1: uses Date.now']);
  });

  it('ignores members and property keys named like globals', () => {
    const source = [
      'interface Upload { readonly document?: string; window: number }',
      'const upload = { document: "a.pdf", fetch: true };',
      'const name = upload.document + this.window + tab?.navigator;',
      'function f(options: { setTimeout: number }) { return options.setTimeout; }',
      'const text = date.toISOString(); const up = dateNow + myDate.now;',
    ].join('\n');
    expect(check(source)).to.deep.equal([]);
  });
});
