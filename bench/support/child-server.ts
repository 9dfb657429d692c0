import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..');

/** A free TCP port on 127.0.0.1 (bound, read, released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  process: ChildProcess;
  /** The child's last output lines, for error messages. */
  output(): string;
  /** CPU time (user + system) the child has used so far, in ms, from /proc (Linux); NaN elsewhere. */
  cpuMs(): number;
  /** The same per thread (Linux): thread id -> ms; the main thread's id is the process id. */
  threadCpuMs(): Map<number, number>;
  /** What the child has written and spent in the kernel so far (Linux; NaN elsewhere), see IoReading. */
  io(): IoReading;
  stop(): Promise<void>;
}

/** The Node flags `npm start` gives the app (package.json; see apps/command-api/src/main.ts for why). */
export const APP_NODE_FLAGS = ['--no-memory-reducer'];

/**
 * Runs a TypeScript entry point in its own Node process, as `node -r @swc-node/register <file>`
 * (swc-node reads tsconfig.json, so the @notary/* path aliases resolve as in the editor), with the
 * flags `npm start` uses (the app and the bare floor alike). Extra Node flags (e.g. --cpu-prof) go
 * before the file.
 */
export function startChild(file: string, env: Record<string, string>, nodeFlags: string[] = []): ChildServer {
  const child = spawn(process.execPath, [...APP_NODE_FLAGS, ...nodeFlags, '-r', '@swc-node/register', file], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    output: () => lines.join('\n'),
    cpuMs: () => statCpuMs(`/proc/${child.pid}/stat`),
    threadCpuMs: () => {
      const threads = new Map<number, number>();
      try {
        for (const tid of readdirSync(`/proc/${child.pid}/task`)) threads.set(Number(tid), statCpuMs(`/proc/${child.pid}/task/${tid}/stat`));
      } catch {
        // not Linux, or the child has exited
      }
      return threads;
    },
    io: () => readIo(child.pid!),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** User and system CPU time of a /proc stat file, in ms (throws when it cannot be read). */
function statTimes(path: string): { userMs: number; systemMs: number } {
  // Fields 14 and 15 are utime and stime in clock ticks (100 per second on Linux).
  const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
  return { userMs: Number(fields[11]) * 10, systemMs: Number(fields[12]) * 10 };
}

/** User + system CPU time of a /proc stat file, in ms; NaN when it cannot be read. */
function statCpuMs(path: string): number {
  try {
    const { userMs, systemMs } = statTimes(path);
    return userMs + systemMs;
  } catch {
    return Number.NaN;
  }
}

/**
 * A process's writes and CPU so far, read together: `writtenKb`, what it handed to write() and
 * friends (SQLite's WAL and checkpoint copies, socket writes); `systemMs`, CPU time spent in the
 * kernel on its behalf; `cpuMs`, all its CPU time (as cpuMs()). The kernel's `write_bytes` is left
 * out: it counts a whole page each time one is dirtied again after being written back, so it
 * follows the kernel's writeback timing (103 KB per save over one bench:api phase, 300 over a
 * longer loop, for the same code).
 */
export interface IoReading {
  writtenKb: number;
  systemMs: number;
  cpuMs: number;
}

function readIo(pid: number): IoReading {
  try {
    const io = new Map(
      readFileSync(`/proc/${pid}/io`, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(': ') as [string, string]),
    );
    const { userMs, systemMs } = statTimes(`/proc/${pid}/stat`);
    return { writtenKb: Number(io.get('wchar')) / 1024, systemMs, cpuMs: userMs + systemMs };
  } catch {
    return { writtenKb: Number.NaN, systemMs: Number.NaN, cpuMs: Number.NaN };
  }
}

/** What a child wrote and spent in the kernel between two io() readings, per save (or request). */
export function ioShares(before: IoReading, after: IoReading, per: number) {
  return {
    writtenKb: Math.round((after.writtenKb - before.writtenKb) / per),
    /** Of the CPU the child used meanwhile, the kernel's share (%). */
    systemPercent: Math.round((100 * (after.systemMs - before.systemMs)) / (after.cpuMs - before.cpuMs)),
  };
}

/**
 * Where a child's CPU went between two threadCpuMs() readings, per save (or request): its main
 * thread (the API's event loop), its busiest other thread (in the embedded app, the background
 * thread: projector and jobs), and the rest (WAL checkpointer, PDF pool, V8's and libuv's helpers).
 */
export function threadShares(before: Map<number, number>, after: Map<number, number>, mainTid: number, per: number) {
  const deltas = [...after].map(([tid, ms]) => ({ tid, ms: ms - (before.get(tid) ?? 0) }));
  const main = deltas.find((d) => d.tid === mainTid)?.ms ?? Number.NaN;
  const others = deltas.filter((d) => d.tid !== mainTid).sort((a, b) => b.ms - a.ms);
  const busiest = others[0]?.ms ?? 0;
  const rest = others.slice(1).reduce((sum, d) => sum + d.ms, 0);
  const each = (ms: number) => Math.round((ms / per) * 100) / 100;
  return { mainMs: each(main), busiestOtherMs: each(busiest), restMs: each(rest) };
}

/** Polls `check` every `intervalMs` until it answers true; throws after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, intervalMs = 100, child?: ChildServer): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.process.exitCode !== null) throw new Error(`${what}: the child process exited (${child.process.exitCode}):\n${child.output()}`);
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms${child ? `\n${child.output()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
