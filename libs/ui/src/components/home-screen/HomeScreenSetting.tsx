import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { HOME_SCREENS, isHomeScreenPath } from '../../platform/ports';
import { useHomeScreen } from './use-home-screen';

const LANDING_PAGE = '';

/** The account page's home-screen choice: the landing page or one of the operators' screens. Nothing on the web. */
export function HomeScreenSetting() {
  const homeScreen = useHomeScreen();
  const id = useId();
  if (!homeScreen) return null;
  return (
    <FormGroup label="Home screen" labelFor={id} helperText="The desktop app opens on this screen when it starts.">
      <HTMLSelect
        id={id}
        value={homeScreen.current ?? LANDING_PAGE}
        onChange={(event) => {
          const value = event.currentTarget.value;
          void homeScreen.choose(isHomeScreenPath(value) ? value : null);
        }}
      >
        <option value={LANDING_PAGE}>Landing page</option>
        {HOME_SCREENS.map((screen) => (
          <option key={screen.path} value={screen.path}>
            {screen.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
