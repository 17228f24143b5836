// The lint configuration lives with its toolchain (tools/lint, a workspace of its own).
export { default } from './tools/lint/eslint.config.mjs';
