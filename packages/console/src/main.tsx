import { consoleStart } from './boot/consoleStart';
import { keepTypedInput } from './prehydration';

/**
 * The console's entry: a few lines that run as soon as the page does. The prerendered login form takes input before
 * the console is live, so what is typed is noted from this moment; the console itself (boot/console.tsx, an entry
 * of its own, which this one imports only dynamically) is fetched — unless index.html's first script fetched it
 * already — evaluated and started when the visitor lets it (consoleStart.ts).
 */
async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const handOver = keepTypedInput(container);
  await consoleStart();
  const { bootConsole } = await import('./boot/console');
  await bootConsole(container, handOver);
}

void main();
