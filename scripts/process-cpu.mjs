// The CPU seconds of a process and everything it started, Chromium's processes included: bash's `times` counts only
// the children a process waited for, and a browser's renderers are not waited for by the test runner (the browser
// step's `times` said 0.32 cores where /proc/stat said 0.76). Reads /proc once a second (Linux); elsewhere it answers
// undefined and the caller keeps `times`' figure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const clockTicks = 100;

/** pid -> { ppid, cpu } for every process, from /proc/<pid>/stat (utime + stime, in seconds). */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while being read
    }
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    table.set(Number(entry), {
      ppid: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / clockTicks,
    });
  }
  return table;
}

export function createCpuSampler({ everyMs = 1000 } = {}) {
  const available = existsSync('/proc/self/stat');
  /** root pid -> (pid -> last CPU seconds seen) */
  const tracked = new Map();
  /** Each process's CPU goes to the tracked step whose root is its nearest tracked ancestor (itself included). */
  const sample = () => {
    const table = processTable();
    for (const [pid, { cpu }] of table) {
      let ancestor = pid;
      for (let hops = 0; ancestor > 1 && !tracked.has(ancestor) && hops < 64; hops += 1) {
        ancestor = table.get(ancestor)?.ppid ?? 0;
      }
      tracked.get(ancestor)?.set(pid, cpu);
    }
  };
  let timer;
  return {
    /** Starts counting the process `pid` and its descendants; `stop()` gives their CPU seconds. */
    track(pid) {
      if (!available || !pid) return { stop: () => undefined };
      const seen = new Map();
      tracked.set(pid, seen);
      timer ??= setInterval(sample, everyMs).unref();
      sample();
      return {
        stop() {
          tracked.delete(pid);
          if (!tracked.size) {
            clearInterval(timer);
            timer = undefined;
          }
          return [...seen.values()].reduce((sum, cpu) => sum + cpu, 0);
        },
      };
    },
  };
}
