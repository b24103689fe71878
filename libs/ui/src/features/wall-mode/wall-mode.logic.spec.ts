import { DEFAULT_WALL_MODE, type WallModeSettings } from '../../platform/ports';
import { wallPath } from '../../paths';
import { createWallCycle, formatResumeTime, WALL_PAUSE_MS, wallExitPath, wallPlaylist } from './wall-mode.logic';

const stored: WallModeSettings = {
  screens: ['/tools/temperature-profiles', '/yamcolo-operations-dashboard'],
  seconds: 120,
  startOnLogin: false,
};

describe('wallPlaylist', () => {
  it("shows the stored playlist when the address names none, at the address's seconds if it gives them", () => {
    expect(wallPlaylist('', stored)).toEqual({ screens: stored.screens, seconds: 120 });
    expect(wallPlaylist('?seconds=30', stored)).toEqual({ screens: stored.screens, seconds: 30 });
  });

  it("takes the address's screens in its order, leaving out unknown ones and repeats", () => {
    expect(wallPlaylist('?screens=stagecoach-time-series,nope,yamcolo-operations,stagecoach-time-series&seconds=15', stored)).toEqual({
      screens: ['/stagecoach-time-series-dashboard', '/yamcolo-operations-dashboard'],
      seconds: 15,
    });
    expect(wallPlaylist('?screens=', stored).screens).toEqual([]);
    expect(wallPlaylist('?screens=%2Fauth%2Flogout', stored).screens).toEqual([]);
  });

  it.each([
    ['1', 10],
    ['9.6', 10],
    ['10', 10],
    ['59.4', 59],
    ['3600', 3600],
    ['86400', 3600],
    ['-5', 10],
    ['sixty', 60],
    ['', 120],
  ])('keeps ?seconds=%s within 10 s to an hour: %d', (seconds, expected) => {
    expect(wallPlaylist(`?screens=temperature-profiles&seconds=${seconds}`, stored).seconds).toBe(expected);
  });

  it('defaults to a minute a screen', () => {
    expect(wallPlaylist('?screens=temperature-profiles', DEFAULT_WALL_MODE).seconds).toBe(60);
  });

  it('is the address wallPath() writes', () => {
    const path = wallPath({ screens: ['/stagecoach-operations-dashboard', '/tools/temperature-profiles'], seconds: 45 });
    expect(path).toBe('/wall?screens=stagecoach-operations,temperature-profiles&seconds=45');
    expect(wallPlaylist(path.slice(path.indexOf('?')), DEFAULT_WALL_MODE)).toEqual({
      screens: ['/stagecoach-operations-dashboard', '/tools/temperature-profiles'],
      seconds: 45,
    });
    expect(wallPath()).toBe('/wall');
  });
});

describe('wallExitPath', () => {
  it('goes back to the page that started wall mode', () => {
    expect(wallExitPath({ returnTo: '/account' }, '/tools/temperature-profiles', '/wall')).toBe('/account');
  });

  it('goes to the screen it was showing when nothing started it, or something odd did', () => {
    for (const state of [null, undefined, {}, { returnTo: 'https://evil.example/' }, { returnTo: '//evil.example' }, { returnTo: '/wall?x' }]) {
      expect(wallExitPath(state, '/tools/temperature-profiles', '/wall')).toBe('/tools/temperature-profiles');
    }
    expect(wallExitPath(null, undefined, '/wall')).toBe('/');
  });
});

describe('formatResumeTime', () => {
  it("is the district's time of day", () => {
    expect(formatResumeTime(Date.parse('2025-07-04T20:15:07Z'))).toBe('02:15:07 PM');
  });
});

describe('createWallCycle', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2025-07-04T20:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  function started(count = 3, intervalMs = 10_000) {
    const cycle = createWallCycle({ count, intervalMs });
    const heard = jest.fn();
    cycle.subscribe(heard);
    cycle.start();
    return { cycle, heard };
  }

  it('moves to the next screen every interval, and from the last back to the first', () => {
    const { cycle } = started();
    expect(cycle.state()).toEqual({ index: 0, pausedUntil: null });
    jest.advanceTimersByTime(9_999);
    expect(cycle.state().index).toBe(0);
    jest.advanceTimersByTime(1);
    expect(cycle.state().index).toBe(1);
    jest.advanceTimersByTime(10_000);
    expect(cycle.state().index).toBe(2);
    jest.advanceTimersByTime(10_000);
    expect(cycle.state().index).toBe(0);
  });

  it('pauses on input for a minute after the last one, then gives the screen a whole interval again', () => {
    const { cycle } = started();
    jest.advanceTimersByTime(5_000);
    cycle.input();
    expect(cycle.state()).toEqual({ index: 0, pausedUntil: Date.now() + WALL_PAUSE_MS });

    // Input again 30 s later: the pause lasts until a minute after that.
    jest.advanceTimersByTime(30_000);
    cycle.input();
    const resumesAt = Date.now() + WALL_PAUSE_MS;
    expect(cycle.state().pausedUntil).toBe(resumesAt);
    jest.advanceTimersByTime(WALL_PAUSE_MS - 1);
    expect(cycle.state()).toEqual({ index: 0, pausedUntil: resumesAt });

    jest.advanceTimersByTime(1);
    expect(cycle.state()).toEqual({ index: 0, pausedUntil: null });
    jest.advanceTimersByTime(9_999);
    expect(cycle.state().index).toBe(0);
    jest.advanceTimersByTime(1);
    expect(cycle.state().index).toBe(1);
  });

  it('tells its listeners of a pause at most once a second while input keeps coming', () => {
    const { cycle, heard } = started();
    for (let i = 0; i < 100; i++) {
      cycle.input();
      jest.advanceTimersByTime(20);
    }
    // The pause, and its end moving on once after a second's worth of mouse movement.
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("'Next' moves on at once: paused, it stays paused; running, the new screen gets its whole interval", () => {
    const { cycle } = started();
    jest.advanceTimersByTime(6_000);
    cycle.next();
    expect(cycle.state().index).toBe(1);
    jest.advanceTimersByTime(9_999);
    expect(cycle.state().index).toBe(1);
    jest.advanceTimersByTime(1);
    expect(cycle.state().index).toBe(2);

    cycle.input();
    cycle.next();
    expect(cycle.state()).toEqual({ index: 0, pausedUntil: expect.any(Number) });
    jest.advanceTimersByTime(30_000);
    expect(cycle.state().index).toBe(0);
  });

  it('does nothing once stopped (the wall was left), and carries on when started again', () => {
    const { cycle } = started();
    cycle.stop();
    jest.advanceTimersByTime(60_000);
    cycle.input();
    expect(cycle.state()).toEqual({ index: 0, pausedUntil: null });
    cycle.start();
    jest.advanceTimersByTime(10_000);
    expect(cycle.state().index).toBe(1);
  });

  it('has nothing to cycle with one screen, yet pauses to show where it is', () => {
    const { cycle } = started(1);
    jest.advanceTimersByTime(60_000);
    expect(cycle.state().index).toBe(0);
    cycle.input();
    expect(cycle.state().pausedUntil).not.toBeNull();
    jest.advanceTimersByTime(WALL_PAUSE_MS);
    expect(cycle.state()).toEqual({ index: 0, pausedUntil: null });
  });
});
