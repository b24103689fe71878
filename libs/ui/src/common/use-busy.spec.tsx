import { act, renderHook } from '@testing-library/react';
import { useBusy } from './use-busy';

describe('useBusy', () => {
  it('names the work in progress and clears it when the work ends', async () => {
    const { result } = renderHook(() => useBusy<'csv' | 'pdf'>());
    let finish: () => void = () => undefined;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current[1]('csv', 'CSV export failed', () => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current[0]).toBe('csv');
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current[0]).toBeNull();
  });

  it('logs a failure under its name, never throws, and still clears the flag', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useBusy());
    const failure = new Error('HTTP 500');
    await act(() => result.current[1]('busy', 'Export failed', () => Promise.reject(failure)));
    expect(log).toHaveBeenCalledWith('Export failed', failure);
    expect(result.current[0]).toBeNull();
    log.mockRestore();
  });

  it("treats a save the user cancelled as done, not as an error", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useBusy());
    await act(() => result.current[1]('busy', 'Save failed', async () => 'cancelled'));
    expect(log).not.toHaveBeenCalled();
    expect(result.current[0]).toBeNull();
    log.mockRestore();
  });
});
