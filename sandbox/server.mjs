// `npm start` entry: registers tsx so plain `node sandbox/server.mjs` can run the TypeScript server.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./server.ts');
await main();
