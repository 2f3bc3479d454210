import { runnerImport } from 'vite';
await runnerImport('/tmp/analyze2.ts', { root: '/work/wt-admin' });
