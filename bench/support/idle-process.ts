/**
 * An idle process's event loop, measured beside the app's: the floor of an event-loop stall bar.
 *
 * A thread that does nothing can still wait: for a core, when the machine's cores are busy (the
 * app's background thread, its garbage collector's helper threads, the kernel writing the files
 * back), or for the hypervisor, when this virtual machine's cores are descheduled (steal time). The
 * app's API thread waits the same way, and no change to the app shortens that part. So the stall
 * benchmarks run this process beside the app, with the same 5 ms `monitorEventLoopDelay` and the
 * same 10 ms interval probe, and print its longest stall beside the app's; each long turn is stamped
 * with wall-clock time, so the app's long turns can be matched with the idle process's.
 *
 * Run as a child with an IPC channel: 'start' begins measuring, 'stop' answers an IdleStalls.
 */
import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LongTurn {
  /** Wall-clock time (ms since the epoch) when the late tick ran: comparable across processes. */
  atEpochMs: number;
  /** How long the loop was held: the gap between ticks less the 10 ms interval. */
  ms: number;
  /** The gap's two ticks, in this process's performance.now() (to match its own GC entries). */
  from: number;
  to: number;
}

export interface IdleStalls {
  /** monitorEventLoopDelay's maximum, in ms (as the app's figure is measured). */
  maxMs: number;
  p99Ms: number;
  longTurns: LongTurn[];
}

/** Long turns: gaps between 10 ms ticks over this many ms. */
const LONG_TURN_GAP_MS = 60;

/** The interval probe both the app's thread and the idle process run: ticks every 10 ms, a gap over LONG_TURN_GAP_MS is a long turn. */
export function watchLongTurns(): { stop(): LongTurn[] } {
  const turns: LongTurn[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    if (now - last > LONG_TURN_GAP_MS)
      turns.push({ atEpochMs: Math.round(performance.timeOrigin + now), ms: Math.round(now - last - 10), from: last, to: now });
    last = now;
  }, 10);
  return {
    stop: () => {
      clearInterval(timer);
      return turns;
    },
  };
}

/**
 * The app's long turns that the idle process also had at the same moment (their late ticks within
 * the longer of the two turns): those the machine imposed, not the app's own work.
 */
export function sharedWithIdle(app: LongTurn[], idle: LongTurn[]): LongTurn[] {
  return app.filter((turn) => idle.some((other) => Math.abs(other.atEpochMs - turn.atEpochMs) <= Math.max(turn.ms, other.ms)));
}

/**
 * Starts the idle process; `begin()` starts its measuring, `end()` stops it and returns what it saw,
 * `close()` ends the process whatever happened (for a `finally`: an IPC child keeps this one alive).
 */
export async function startIdleProcess(): Promise<{ begin(): void; end(): Promise<IdleStalls>; close(): void }> {
  const child = fork(__filename, ['--idle-probe'], { execArgv: ['-r', '@swc-node/register'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the idle process exited (${code}) before it was ready`)));
  });
  return {
    begin: () => child.send('start'),
    end: async () => {
      const stalls = new Promise<IdleStalls>((resolve) => child.once('message', (message) => resolve(message as IdleStalls)));
      child.send('stop');
      const result = await stalls;
      child.disconnect();
      return result;
    },
    close: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}

function runAsChild(): void {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  let watcher: ReturnType<typeof watchLongTurns> | null = null;
  process.on('message', (message) => {
    if (message === 'start') {
      delay.enable();
      watcher = watchLongTurns();
    } else if (message === 'stop') {
      delay.disable();
      const longTurns = watcher?.stop() ?? [];
      const stalls: IdleStalls = { maxMs: Math.round(delay.max / 1e5) / 10, p99Ms: Math.round(delay.percentile(99) / 1e5) / 10, longTurns };
      process.send?.(stalls);
    }
  });
  process.send?.('ready');
}

if (process.argv.includes('--idle-probe')) runAsChild();
