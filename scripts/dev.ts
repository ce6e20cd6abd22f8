/**
 * `npm run dev`: the server on PORT (default 3000) restarting on change, and Vite with hot
 * reload on 5173 proxying /api to it. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';

const children = [spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit' }), spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' })];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
