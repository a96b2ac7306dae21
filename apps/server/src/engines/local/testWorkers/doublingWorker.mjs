// A stand-in model for modelThread.test.ts: it doubles numbers. workerData { load: 'fails' } makes its load fail;
// a request { value, exit: code } ends the thread with that code instead of answering.
import { parentPort, workerData } from 'node:worker_threads';

parentPort.postMessage(workerData.load === 'fails' ? { ready: false, error: 'no weights' } : { ready: true });

parentPort.on('message', ({ id, value, exit }) => {
  if (exit !== undefined) process.exit(exit);
  if (typeof value !== 'number') parentPort.postMessage({ id, error: 'not a number' });
  else parentPort.postMessage({ id, doubled: value * 2 });
});
