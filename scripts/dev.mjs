// `npm run dev`: the API server (restarting on change) and Vite's dev server (proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@lvxing/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@lvxing/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
