import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

/**
 * One line of a benchmark table: the figure, the bar it should meet (if any), and the ceiling or
 * floor measured in the same run beside it. Figures are printed, never asserted: a missed bar shows
 * ✗ and the process still exits 0 (only a crashed benchmark exits non-zero).
 */
export interface Row {
  figure: string;
  value: number;
  unit: string;
  /** 'min': value must be >= bar (rates); 'max': value must be <= bar (latencies). */
  bar?: { kind: 'min' | 'max'; value: number };
  /** The same-run reference: what the machine / the bare layer underneath does. */
  reference?: { label: string; value: number; unit: string };
  note?: string;
}

export const verdict = (row: Row): '✓' | '✗' | '' => {
  if (!row.bar) return '';
  return (row.bar.kind === 'min' ? row.value >= row.bar.value : row.value <= row.bar.value) ? '✓' : '✗';
};

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString('en-US');
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

const withUnit = (value: number, unit: string) => (Number.isNaN(value) ? '—' : `${formatNumber(value)} ${unit}`.trim());

export function printTable(title: string, rows: Row[]): void {
  const header = ['Figure', 'Measured', 'Bar', '', 'Ceiling / floor (same run)', 'Note'];
  const lines = rows.map((row) => [
    row.figure,
    withUnit(row.value, row.unit),
    row.bar ? `${row.bar.kind === 'min' ? '>=' : '<='} ${withUnit(row.bar.value, row.unit)}` : '',
    verdict(row),
    row.reference ? `${row.reference.label}: ${withUnit(row.reference.value, row.reference.unit)}` : '',
    row.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 1 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join(' | ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const line of lines) console.log(format(line));
}

export function machine() {
  const cpu = cpus();
  return {
    cpus: cpu.length,
    cpuModel: cpu[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}

/** The 1-minute load average: other work on the machine (a test run, a browser) skews every figure. */
export function load(): number {
  return Math.round(loadavg()[0] * 100) / 100;
}

/** Writes bench/results/<name>-<timestamp>.json (the folder is git-ignored) and returns its path. */
export function writeResults(name: string, payload: Record<string, unknown>): string {
  const dir = join(__dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${name}-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify({ name, at: new Date().toISOString(), machine: machine(), ...payload }, null, 2)}\n`);
  return file;
}

/** Logs a progress line to stderr, so stdout stays the report. */
export function progress(message: string): void {
  process.stderr.write(`  · ${message}\n`);
}
