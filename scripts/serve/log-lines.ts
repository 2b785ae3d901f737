/**
 * A child process's output read line by line without keeping it: each complete line goes to
 * `onLine` once, and only the last few lines stay, shortened, for an error report.
 */
const MAX_LINE = 2_000;

export class LogLines {
  private partial = '';
  private readonly recent: string[] = [];

  constructor(
    private readonly onLine: (line: string) => void = () => undefined,
    private readonly keptLines = 30,
  ) {}

  push(chunk: string): void {
    const lines = (this.partial + chunk).split('\n');
    // An unfinished line waits for the next chunk, but never grows beyond one line's bound.
    this.partial = lines.pop()!.slice(0, MAX_LINE);
    for (const line of lines) {
      const shortened = line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}…` : line;
      this.recent.push(shortened);
      if (this.recent.length > this.keptLines) this.recent.shift();
      this.onLine(shortened);
    }
  }

  /** The last lines seen (and an unfinished one), for saying why a process ended. */
  tail(): string {
    return [...this.recent, this.partial].join('\n').trim();
  }
}
