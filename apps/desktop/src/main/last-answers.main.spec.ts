import { LastAnswers, type LastAnswerFiles, MAX_ANSWER_CHARS, MAX_ANSWERS, signOutForgettingAnswers, WRITE_DELAY_MS } from './last-answers.main';

/** The user data folder in memory, with the writes it took. */
function memoryFiles(initial: Record<string, string> = {}): LastAnswerFiles & { disk: Map<string, string>; writes: number } {
  const disk = new Map(Object.entries(initial));
  const files = {
    disk,
    writes: 0,
    read: async (file: string) => disk.get(file) ?? null,
    write: async (file: string, text: string) => {
      files.writes += 1;
      disk.set(file, text);
    },
    remove: async (file: string) => void disk.delete(file),
  };
  return files;
}

function archive(files: LastAnswerFiles, user: { id: string | null }, warn = jest.fn()) {
  return new LastAnswers({ dir: '/user-data/last-answers', userId: () => user.id, files, warn });
}

const answer = (data: unknown, savedAt = '2026-12-04T14:05:00.000Z') => ({ savedAt, data });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LastAnswers', () => {
  it('keeps the answers on disk a moment after they change, in one write for a burst, for the next start', async () => {
    const files = memoryFiles();
    const user = { id: 'operator-1' };
    const first = archive(files, user);
    first.write('GET dashboard-yamcolo7daygraph', answer([1, 2, 3]));
    first.write('POST dashboard-yamcolo-widgets-temp {"series":[4]}', answer({ t: 61.2 }));
    await jest.advanceTimersByTimeAsync(WRITE_DELAY_MS - 1);
    expect(files.writes).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(files.writes).toBe(1);

    const afterRestart = archive(files, user);
    expect(await afterRestart.read('GET dashboard-yamcolo7daygraph')).toEqual(answer([1, 2, 3]));
    expect(await afterRestart.read('POST dashboard-yamcolo-widgets-temp {"series":[4]}')).toEqual(answer({ t: 61.2 }));
    expect(await afterRestart.read('GET something-else')).toBeNull();
  });

  it("keeps each user's answers apart, in a file whose name does not say whose, and keeps none for nobody", async () => {
    const files = memoryFiles();
    const user: { id: string | null } = { id: 'operator-1' };
    const answers = archive(files, user);
    answers.write('GET a', answer('one'));
    await answers.flush();
    user.id = 'operator-2';
    expect(await answers.read('GET a')).toBeNull();
    answers.write('GET a', answer('two'));
    await answers.flush();
    user.id = 'operator-1';
    expect(await answers.read('GET a')).toEqual(answer('one'));
    expect([...files.disk.keys()].every((file) => /^\/user-data\/last-answers\/[0-9a-f]{32}\.json$/.test(file) && !file.includes('operator'))).toBe(true);
    user.id = null;
    answers.write('GET b', answer('nobody'));
    expect(await answers.read('GET a')).toBeNull();
    await answers.flush();
    expect(files.disk.size).toBe(2);
  });

  it('leaves out an answer too large to keep, and drops the least recently answered beyond the count', async () => {
    const files = memoryFiles();
    const answers = archive(files, { id: 'operator-1' });
    answers.write('GET huge', answer('x'.repeat(MAX_ANSWER_CHARS + 1)));
    for (let i = 0; i <= MAX_ANSWERS; i++) answers.write(`GET ${i}`, answer(i));
    answers.write('GET 0', answer('again'));
    await answers.flush();
    expect(await answers.read('GET huge')).toBeNull();
    // 0 was answered again, so 1 is the one that went.
    expect(await answers.read('GET 0')).toEqual(answer('again'));
    expect(await answers.read('GET 1')).toBeNull();
    expect(await answers.read(`GET ${MAX_ANSWERS}`)).toEqual(answer(MAX_ANSWERS));
    expect(Object.keys((JSON.parse([...files.disk.values()][0]!) as { answers: object }).answers)).toHaveLength(MAX_ANSWERS);
  });

  it('takes a damaged file as none, saying so, and never serves a malformed entry', async () => {
    const files = memoryFiles();
    const warn = jest.fn();
    const probe = archive(files, { id: 'operator-1' });
    const file = probe.fileOf('operator-1');
    files.disk.set(file, '{"answers": {"GET a": {"savedAt": "2026-12-04T14:05:00Z", "data": 1}, "GET b": {"savedAt": "yesterday", "data": 2}, "GET c": "x"}}');
    const answers = archive(files, { id: 'operator-1' }, warn);
    expect(await answers.read('GET a')).toEqual({ savedAt: '2026-12-04T14:05:00Z', data: 1 });
    expect(await answers.read('GET b')).toBeNull();
    expect(await answers.read('GET c')).toBeNull();

    files.disk.set(file, '{ not json');
    const damaged = archive(files, { id: 'operator-1' }, warn);
    expect(await damaged.read('GET a')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring a damaged last-answers file'));
    damaged.write('GET a', answer('fresh'));
    await damaged.flush();
    expect(await archive(files, { id: 'operator-1' }).read('GET a')).toEqual(answer('fresh'));
  });

  it("deletes a user's answers when they sign out, and a pending write does not bring them back", async () => {
    const files = memoryFiles();
    const answers = archive(files, { id: 'operator-1' });
    answers.write('GET a', answer(1));
    await answers.flush();
    answers.write('GET b', answer(2));
    await answers.forget('operator-1');
    await jest.advanceTimersByTimeAsync(WRITE_DELAY_MS * 2);
    expect(files.disk.size).toBe(0);
  });

  it('keeps the app running when the disk refuses a write', async () => {
    const warn = jest.fn();
    const files = { ...memoryFiles(), write: async () => Promise.reject(new Error('EACCES')) };
    const answers = archive(files, { id: 'operator-1' }, warn);
    answers.write('GET a', answer(1));
    await expect(answers.flush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not keep the last answers: Error: EACCES'));
    expect(await answers.read('GET a')).toEqual(answer(1));
  });
});

describe('signOutForgettingAnswers', () => {
  it("signs out, then deletes the answers of who was signed in (an offline start's user too)", async () => {
    const order: string[] = [];
    const auth = {
      current: () => ({ status: 'signed-in' as const, user: { sub: 'operator-1', roles: ['Stakeholder'] }, offline: true }),
      signOut: jest.fn(async () => void order.push('signOut')),
    };
    const answers = { forget: jest.fn(async (id: string) => void order.push(`forget ${id}`)) };
    await signOutForgettingAnswers(auth, answers)();
    expect(order).toEqual(['signOut', 'forget operator-1']);
  });

  it('deletes nothing when nobody was signed in', async () => {
    const answers = { forget: jest.fn(async () => undefined) };
    await signOutForgettingAnswers({ current: () => ({ status: 'signed-out' as const }), signOut: async () => undefined }, answers)();
    expect(answers.forget).not.toHaveBeenCalled();
  });
});
