import { Button, Checkbox, Classes, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';
import {
  clampWallSeconds, HOME_SCREENS, type HomeScreenPath, WALL_MODE_DEFAULT_SECONDS, WALL_MODE_MAX_SECONDS,
  WALL_MODE_MIN_SECONDS, wallScreenLabel,
} from '../../platform/ports';
import { useStartWallMode, useWallModeSettings } from './use-wall-mode';
import './wall-mode-setup.css';

/** The screens in playlist order: the chosen ones as they will show, then the others as the sidebar lists them. */
function orderedScreens(chosen: readonly HomeScreenPath[]): HomeScreenPath[] {
  return [...chosen, ...HOME_SCREENS.map((screen) => screen.path).filter((path) => !chosen.includes(path))];
}

function moved(screens: readonly HomeScreenPath[], path: HomeScreenPath, by: -1 | 1): HomeScreenPath[] {
  const next = [...screens];
  const from = next.indexOf(path);
  const to = from + by;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/**
 * Your Account's wall-mode section: which of the operators' screens a wall display shows and in what order, for
 * how long each, whether the desktop app starts in wall mode when the PC's user signs in, and the way to start it.
 * Each change is stored at once, as the home-screen choice is.
 */
export function WallModeSetup() {
  const { settings, save, canStartOnLogin } = useWallModeSettings();
  const start = useStartWallMode();
  const secondsId = useId();
  // What the operator is typing, until it is committed (blur or Enter): a half-typed '1' must not be clamped to 10.
  const [typed, setTyped] = useState<string | null>(null);
  const { screens } = settings;

  const commitSeconds = async (): Promise<number> => {
    if (typed === null) return settings.seconds;
    const seconds = clampWallSeconds(typed.trim() === '' ? WALL_MODE_DEFAULT_SECONDS : Number(typed));
    setTyped(null);
    if (seconds !== settings.seconds) await save({ ...settings, seconds });
    return seconds;
  };

  return (
    <section className="portal-wall-setup" aria-labelledby={`${secondsId}-heading`}>
      <H2 id={`${secondsId}-heading`}>Wall mode</H2>
      <p className={Classes.TEXT_MUTED}>
        Shows the chosen dashboards full screen, one after another, without the site's menus: for a control room's
        wall display. Moving the mouse or pressing a key pauses it for a minute; Esc leaves it.
      </p>
      <ol className="portal-wall-setup-screens" aria-label="Wall mode dashboards">
        {orderedScreens(screens).map((path) => {
          const label = wallScreenLabel(path);
          const position = screens.indexOf(path);
          const chosen = position >= 0;
          return (
            <li key={path} className="portal-wall-setup-screen">
              <Checkbox
                className="portal-wall-setup-check"
                label={label}
                checked={chosen}
                onChange={() => void save({ ...settings, screens: chosen ? screens.filter((p) => p !== path) : [...screens, path] })}
              />
              {chosen && screens.length > 1 && (
                <span className="portal-wall-setup-order">
                  <Button
                    variant="minimal"
                    size="small"
                    icon="arrow-up"
                    aria-label={`Move ${label} up`}
                    disabled={position === 0}
                    onClick={() => void save({ ...settings, screens: moved(screens, path, -1) })}
                  />
                  <Button
                    variant="minimal"
                    size="small"
                    icon="arrow-down"
                    aria-label={`Move ${label} down`}
                    disabled={position === screens.length - 1}
                    onClick={() => void save({ ...settings, screens: moved(screens, path, 1) })}
                  />
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <FormGroup
        label="Seconds per dashboard"
        labelFor={secondsId}
        helperText={`${WALL_MODE_MIN_SECONDS} s to ${WALL_MODE_MAX_SECONDS} s (an hour); ${WALL_MODE_DEFAULT_SECONDS} s unless changed.`}
      >
        <InputGroup
          id={secondsId}
          className="portal-wall-setup-seconds"
          type="number"
          inputMode="numeric"
          min={WALL_MODE_MIN_SECONDS}
          max={WALL_MODE_MAX_SECONDS}
          step={1}
          value={typed ?? String(settings.seconds)}
          onValueChange={(value) => setTyped(value)}
          onBlur={() => void commitSeconds()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void commitSeconds();
          }}
        />
      </FormGroup>
      {canStartOnLogin && (
        <Checkbox
          label="Start in wall mode when the PC signs in"
          checked={settings.startOnLogin}
          onChange={() => void save({ ...settings, startOnLogin: !settings.startOnLogin })}
        />
      )}
      <Button
        icon="presentation"
        intent="primary"
        text="Start wall mode"
        disabled={screens.length === 0}
        onClick={async () => {
          await commitSeconds();
          start();
        }}
      />
    </section>
  );
}
