/**
 * A dashboard answer as a platform keeps it for a restart without the server (the desktop app, in its main
 * process): when it was received, ISO 8601, and its body. The API client writes and reads these
 * (libs/api-client, last-answers.ts); the desktop app stores them. Not an answer of the API itself.
 */
export interface LastAnswer {
  savedAt: string;
  data: unknown;
}

/** Where a platform keeps the last answers. Writes may be dropped (a full store, a failing disk): the screens never wait for them. */
export interface LastAnswerStore {
  read(key: string): Promise<LastAnswer | null>;
  write(key: string, answer: LastAnswer): void;
}
