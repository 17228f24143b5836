/**
 * The build's esbuild plugins for the files every page kind shares (build.mjs): the vendor file
 * (React and React DOM, one copy on every page) and the libraries loaded later that hold none of
 * the app's state (maps, the HTML sanitiser), each built once and imported by URL.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * React and React DOM, as our code and the packages import them: built once into the vendor file
 * every page kind's build imports (an external module of absolute URL), so every page shares it.
 */
export const VENDOR_SPECIFIERS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/**
 * Libraries our code imports lazily that hold none of the app's state: built once (one file each,
 * like the vendor file) and imported by absolute URL from every page kind's build, so a visitor
 * downloads each once whatever page kinds they visit. Keyed by the file's name; the value is what
 * our code's `import()` names: a package, or one of our files (absolute path).
 *   maps       Leaflet, our drawing code and both style sheets (adapters/browser/leaflet-library.ts)
 *   sanitiser  DOMPurify (ui/content/sanitise-html.ts)
 * Only a dynamic import may name one: imported statically it would load with the page unseen by
 * the budget, so the build fails instead.
 */
export const SHARED_LATER = {
  maps: path.join(root, 'adapters', 'browser', 'leaflet-library.ts'),
  sanitiser: 'dompurify',
};

/** The shared libraries' entry modules: a package's is a module re-exporting it (its default too). */
export function sharedLaterEntryPlugin() {
  return {
    name: 'shared-later-entry',
    setup(build) {
      build.onResolve({ filter: /^shared-later:/ }, (args) => ({
        path: args.path.slice('shared-later:'.length),
        namespace: 'shared-later',
      }));
      build.onLoad({ filter: /.*/, namespace: 'shared-later' }, (args) => {
        const specifier = JSON.stringify(SHARED_LATER[args.path]);
        return {
          contents: `export * from ${specifier};\nexport { default } from ${specifier};\n`,
          loader: 'js',
          resolveDir: root,
        };
      });
    },
  };
}

/** A shared library's entry as esbuild and its metafile name it: our file from the root, or the package's re-exporting module. */
export const sharedEntry = (name) =>
  SHARED_LATER[name].startsWith(root)
    ? path.relative(root, SHARED_LATER[name]).split(path.sep).join('/')
    : `shared-later:${name}`;

/** In a page kind's build, an `import()` of a shared library is the library's file, by URL. */
export function sharedLaterImportsPlugin(urls) {
  const byPath = new Map(Object.entries(SHARED_LATER).map(([name, source]) => [source, name]));
  return {
    name: 'shared-later-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        const source = args.path.startsWith('.')
          ? path.join(args.resolveDir, args.path).replace(/\.js$/, '.ts')
          : args.path;
        const name = byPath.get(source);
        if (name === undefined) return undefined;
        if (args.kind !== 'dynamic-import') {
          return {
            errors: [
              {
                text: `${args.path} is a library loaded later (SHARED_LATER in build.mjs): import it with import(), not statically`,
              },
            ],
          };
        }
        return { path: urls[name], external: true };
      });
    },
  };
}

/** The names each vendor specifier exports (read from the packages as Node loads them, production build). */
export function vendorExportNames() {
  const require = createRequire(import.meta.url);
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return VENDOR_SPECIFIERS.map((specifier) =>
      Object.keys(require(specifier)).filter(
        (name) => name !== 'default' && name !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(name),
      ),
    );
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** The vendor file's module: each specifier's namespace, exported as v0, v1, … */
export function vendorEntryPlugin() {
  return {
    name: 'vendor-entry',
    setup(build) {
      build.onResolve({ filter: /^vendor:entry$/ }, () => ({ path: 'entry', namespace: 'vendor' }));
      build.onLoad({ filter: /.*/, namespace: 'vendor' }, () => ({
        contents:
          VENDOR_SPECIFIERS.map(
            (specifier, i) => `import * as v${i} from ${JSON.stringify(specifier)};`,
          ).join('\n') + `\nexport { ${VENDOR_SPECIFIERS.map((_, i) => `v${i}`).join(', ')} };\n`,
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}

/**
 * In a page kind's build, every import of React or React DOM (ours and the packages') is a small
 * module that re-exports the vendor file's namespace, so one copy runs on the page.
 */
export function vendorImportsPlugin(vendorUrl, names) {
  return {
    name: 'vendor-imports',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        if (!VENDOR_SPECIFIERS.includes(args.path)) {
          return {
            errors: [
              {
                text: `${args.path} is not in the vendor file: add it to VENDOR_SPECIFIERS in build.mjs`,
              },
            ],
          };
        }
        return { path: args.path, namespace: 'vendor-import' };
      });
      build.onResolve({ filter: /^\/assets\/vendor-/ }, (args) => ({
        path: args.path,
        external: true,
      }));
      build.onLoad({ filter: /.*/, namespace: 'vendor-import' }, (args) => {
        const i = VENDOR_SPECIFIERS.indexOf(args.path);
        return {
          contents: `import { v${i} as m } from ${JSON.stringify(vendorUrl)};\nexport default m.default;\nexport const { ${names[i].join(', ')} } = m;\n`,
          loader: 'js',
          resolveDir: root,
        };
      });
    },
  };
}
