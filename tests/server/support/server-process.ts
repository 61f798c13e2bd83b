import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** A folder that passes for a built site (server.ts refuses to start without dist/index.html). */
export function stubDist(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const page of ['index.html', '404.html', 'shell.html']) writeFileSync(join(dir, page), '<!doctype html><title>stub</title>');
  return dir;
}

/** `npm run serve` as a real process in its own process group, so kill -9 takes it down at once. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  readonly output: string[] = [];
  origin = '';

  private readonly env: Record<string, string>;
  constructor(env: Record<string, string>) {
    this.env = env;
  }

  async start(): Promise<this> {
    const child = spawn(process.execPath, [join(root, 'server/server.ts')], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...this.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.origin = await new Promise<string>((resolvePromise, reject) => {
      const onData = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        this.output.push(text);
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
        if (listening) resolvePromise(listening[1]!);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (chunk: Buffer) => this.output.push(chunk.toString('utf8')));
      child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${this.output.join('')}`)));
    });
    return this;
  }

  /** Logs written so far, as one text. */
  get log(): string {
    return this.output.join('');
  }

  /** kill -9 of the whole process group: no shutdown hook runs. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
    process.kill(-child.pid!, signal);
    await exited;
    this.child = null;
  }
}
