/**
 * The dashboards' last answers on disk, so a control-room PC that restarts while the server is away opens its
 * dashboards with the values it last had (the renderer marks them 'Offline: last updated at …'). One file per
 * user under `<userData>/last-answers/`, named by a hash of the user's id, so one operator's answers never open
 * under another's name; nothing of a sign-in (tokens, codes) is ever in it, only API answers. The file is
 * written half a minute after the answers change (never on every answer), each write replacing it whole, and it is
 * deleted when its user signs out. Bounded: each answer, the number of answers and their total size.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LastAnswer } from '@portal/contracts';
import type { AuthState } from '../shared/bridge';

export const LAST_ANSWERS_DIR_NAME = 'last-answers';
/**
 * Waits this long after an answer before the file is written: the live dashboards answer again every minute or
 * so, all day, and a control room's disk should not be rewritten each time. A power cut loses at most this much.
 */
export const WRITE_DELAY_MS = 30_000;
/** What one user's file may hold: a dashboard screen has a few dozen answers; the oldest go first. */
export const MAX_ANSWERS = 200;
/** Larger answers (a long time-series table) are not kept: the next start would wait on reading them. */
export const MAX_ANSWER_CHARS = 2 * 1024 * 1024;
export const MAX_TOTAL_CHARS = 16 * 1024 * 1024;

export interface LastAnswerFiles {
  read(file: string): Promise<string | null>;
  write(file: string, text: string): Promise<void>;
  remove(file: string): Promise<void>;
}

export const nodeLastAnswerFiles: LastAnswerFiles = {
  async read(file) {
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
  // Write-then-rename, so a crash mid-write leaves the previous file rather than half of one.
  async write(file, text) {
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.tmp`;
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, file);
  },
  remove: (file) => rm(file, { force: true }),
};

interface Entry extends LastAnswer {
  /** The answer as JSON, kept to count the file's size without serializing again. */
  chars: number;
}

function isLastAnswer(value: unknown): value is LastAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { savedAt, data } = value as Record<string, unknown>;
  return typeof savedAt === 'string' && !Number.isNaN(Date.parse(savedAt)) && data !== undefined;
}

/** One user's answers, loaded from the file on first use. A damaged file counts as none. */
class UserAnswers {
  private entries = new Map<string, Entry>();
  readonly loaded: Promise<void>;

  constructor(
    readonly file: string,
    files: LastAnswerFiles,
    warn: (message: string) => void,
  ) {
    this.loaded = files.read(file).then(
      (text) => {
        if (text === null) return;
        const parsed = JSON.parse(text) as unknown;
        const answers = (parsed as { answers?: unknown }).answers;
        if (typeof answers !== 'object' || answers === null) throw new Error('no answers');
        for (const [key, answer] of Object.entries(answers)) {
          if (isLastAnswer(answer)) this.set(key, answer, JSON.stringify(answer.data).length);
        }
      },
      (error: unknown) => warn(`Could not read the last answers (${file}): ${String(error)}`),
    ).catch((error: unknown) => {
      this.entries = new Map();
      warn(`Ignoring a damaged last-answers file (${file}): ${String(error)}`);
    });
  }

  get(key: string): LastAnswer | null {
    const entry = this.entries.get(key);
    return entry ? { savedAt: entry.savedAt, data: entry.data } : null;
  }

  /** Keeps the answer, dropping the oldest beyond the bounds. */
  set(key: string, answer: LastAnswer, chars: number): void {
    this.entries.delete(key);
    this.entries.set(key, { savedAt: answer.savedAt, data: answer.data, chars });
    let total = 0;
    for (const entry of this.entries.values()) total += entry.chars;
    // A Map iterates in insertion order, and set() re-inserts: the first entries are the least recently answered.
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= MAX_ANSWERS && total <= MAX_TOTAL_CHARS) break;
      this.entries.delete(oldest);
      total -= entry.chars;
    }
  }

  text(): string {
    const answers = Object.fromEntries([...this.entries].map(([key, { savedAt, data }]) => [key, { savedAt, data }]));
    return JSON.stringify({ answers });
  }
}

export interface LastAnswersOptions {
  /** `<userData>/last-answers`. */
  dir: string;
  /** The signed-in user's id (the token's subject), or null when nobody is signed in: then nothing is kept. */
  userId: () => string | null;
  files?: LastAnswerFiles;
  warn?: (message: string) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export class LastAnswers {
  private user: UserAnswers | undefined;
  private timer: unknown = null;
  private readonly files: LastAnswerFiles;
  private readonly warn: (message: string) => void;

  constructor(private readonly options: LastAnswersOptions) {
    this.files = options.files ?? nodeLastAnswerFiles;
    this.warn = options.warn ?? console.warn;
  }

  /** The file of a user: a hash of the id, so the folder names no one. */
  fileOf(userId: string): string {
    return join(this.options.dir, `${createHash('sha256').update(userId).digest('hex').slice(0, 32)}.json`);
  }

  async read(key: string): Promise<LastAnswer | null> {
    const user = this.current();
    if (!user) return null;
    await user.loaded;
    return user.get(key);
  }

  /** Keeps the answer for the signed-in user; an answer too large to keep is left out. */
  write(key: string, answer: LastAnswer): void {
    const user = this.current();
    if (!user) return;
    const chars = JSON.stringify(answer.data)?.length ?? 0;
    if (chars > MAX_ANSWER_CHARS) return;
    void user.loaded.then(() => {
      user.set(key, answer, chars);
      this.schedule();
    });
  }

  /** Writes what is pending now (the app is quitting). */
  async flush(): Promise<void> {
    this.cancelWrite();
    const user = this.user;
    if (!user) return;
    await user.loaded;
    await this.files.write(user.file, user.text()).catch((error: unknown) => this.warn(`Could not keep the last answers: ${String(error)}`));
  }

  /** A user signed out: their answers leave the disk with them. */
  async forget(userId: string): Promise<void> {
    const file = this.fileOf(userId);
    if (this.user?.file === file) {
      this.cancelWrite();
      this.user = undefined;
    }
    await this.files.remove(file).catch((error: unknown) => this.warn(`Could not delete the last answers: ${String(error)}`));
  }

  /** The signed-in user's answers; another user's are written away first and no longer served. */
  private current(): UserAnswers | undefined {
    const userId = this.options.userId();
    if (userId === null) return undefined;
    const file = this.fileOf(userId);
    if (this.user?.file !== file) {
      if (this.user) void this.flush();
      this.user = new UserAnswers(file, this.files, this.warn);
    }
    return this.user;
  }

  private cancelWrite(): void {
    if (this.timer === null) return;
    (this.options.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout)))(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer !== null) return;
    const setTimer = this.options.setTimer ?? ((run, ms) => setTimeout(run, ms).unref());
    this.timer = setTimer(() => {
      this.timer = null;
      void this.flush();
    }, WRITE_DELAY_MS);
  }
}

/** Sign-out that takes the user's kept answers with it: the next operator at this PC never opens on them. */
export function signOutForgettingAnswers(
  auth: { current(): AuthState; signOut(): Promise<void> },
  answers: Pick<LastAnswers, 'forget'>,
): () => Promise<void> {
  return async () => {
    const state = auth.current();
    await auth.signOut();
    if (state.status === 'signed-in') await answers.forget(state.user.sub);
  };
}
