// `npm run dev`: the API in watch mode on PORT (3000) and Vite's dev server on 5173 proxying to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-info.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const c of children) c.kill(signal);
  process.exit(0);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children) c.on('exit', (code) => code && stop('SIGTERM'));
console.info('Open http://localhost:5173 (API on http://localhost:3000)');
