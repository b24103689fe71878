import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeUpdater } from '../../testing/fake-platform';
import { preloadIcons } from '../../testing/icons';
import { renderScreen } from '../../testing/render-screen';
import { UpdatePrompt } from './UpdatePrompt';

const prompt = () => screen.queryByRole('region', { name: 'App update' });
const button = (name: string) => screen.getByRole('button', { name });

beforeAll(preloadIcons);

describe('UpdatePrompt', () => {
  it('offers a restart once a version is ready, and not before', () => {
    const updater = fakeUpdater({ state: 'downloading', percent: 40 });
    renderScreen(<UpdatePrompt />, { updater });
    expect(prompt()).toBeNull();

    act(() => updater.set({ state: 'ready', version: '1.5.0' }));
    expect(prompt()?.textContent).toContain('Version 1.5.0 is ready.');
    expect(button('Restart now')).toBeTruthy();
    expect(button('Later')).toBeTruthy();
    // It waits for the operator: nothing restarts the app by itself.
    expect(updater.restarts).toBe(0);
  });

  it('restarts into the update on Restart now', async () => {
    const updater = fakeUpdater({ state: 'ready', version: '1.5.0' });
    renderScreen(<UpdatePrompt />, { updater });
    fireEvent.click(button('Restart now'));
    expect(updater.restarts).toBe(1);
    // The button is freed once the call is over (the app has quit by then, unless the install failed).
    await waitFor(() => expect(button('Later').hasAttribute('disabled')).toBe(false));
  });

  it('hides for that version on Later, saying it installs when the app closes, and comes back for a newer one', async () => {
    const updater = fakeUpdater({ state: 'ready', version: '1.5.0' });
    renderScreen(<UpdatePrompt />, { updater });
    fireEvent.click(button('Later'));
    expect(prompt()).toBeNull();
    expect(await screen.findByText('Version 1.5.0 installs when the app closes.')).toBeTruthy();
    expect(updater.restarts).toBe(0);

    // The same version reported again stays put off.
    act(() => updater.set({ state: 'ready', version: '1.5.0' }));
    expect(prompt()).toBeNull();

    act(() => updater.set({ state: 'ready', version: '1.5.1' }));
    expect(prompt()?.textContent).toContain('Version 1.5.1 is ready.');
  });

  it('goes when the updater moves on from ready (a failed install reports an error)', () => {
    const updater = fakeUpdater({ state: 'ready', version: '1.5.0' });
    renderScreen(<UpdatePrompt />, { updater });
    act(() => updater.set({ state: 'error', message: 'The installer could not start' }));
    expect(prompt()).toBeNull();
  });

  it("shows nothing on the web, whose updater is 'unsupported'", () => {
    const { container } = renderScreen(<UpdatePrompt />, { updater: fakeUpdater() });
    expect(container.innerHTML).toBe('');
    expect(prompt()).toBeNull();
  });
});
