/**
 * Keeps the state in memory and, unless the data dir is `memory://`, snapshots it to
 * `<dataDir>/state.json` after every change (temp file + rename: a crash mid-write never leaves a
 * half file), and loads it on start, so dev-server restarts keep customers and subscriptions.
 * Writes are synchronous on purpose: a change is on disk before its API answer leaves.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { newId } from './ids';
import { emptyState, type State } from './state';

export const MEMORY = 'memory://';
/** Events kept (Stripe keeps 30 days); older ones are dropped so state.json stays small. */
const MAX_EVENTS = 5_000;

export class Store {
  readonly state: State;
  private dirty = false;
  private readonly file: string | null;

  constructor(dataDir: string) {
    this.file = dataDir === MEMORY ? null : path.join(path.resolve(dataDir), 'state.json');
    this.state = this.load();
  }

  private load(): State {
    const fresh = emptyState(newId('portalConfiguration'));
    if (!this.file || !existsSync(this.file)) return fresh;
    const loaded = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<State>;
    if (loaded.version !== 1) throw new Error(`${this.file}: unknown state version ${String(loaded.version)}; move it away to start afresh.`);
    // Tables added by a later version start empty.
    return { ...fresh, ...loaded } as State;
  }

  markDirty(): void {
    this.dirty = true;
  }

  /** Writes the snapshot if anything changed since the last one. */
  flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    this.trimEvents();
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.state));
    renameSync(temp, this.file);
  }

  private trimEvents(): void {
    const ids = Object.keys(this.state.events);
    for (const id of ids.slice(0, Math.max(0, ids.length - MAX_EVENTS))) delete this.state.events[id];
  }
}
