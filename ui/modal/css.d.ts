/**
 * Plain .css files are imported for their side effect only (esbuild bundles them); this tells the
 * type checker such imports exist. The lead may move it to a project-wide declarations file.
 */
declare module '*.css';
