import { Button, Card, Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { useToaster } from '../../common/toaster';
import { usePlatform } from '../../platform/PlatformProvider';
import { installsOnCloseText, promptedVersion, UPDATE_PROMPT_TEXT, updateReadyText } from './update-prompt.logic';
import { useUpdateState } from './use-update-state';
import './update-prompt.css';

/**
 * The desktop app's offer to restart into a downloaded update, over whatever screen is open. It never restarts by
 * itself: a control room's screens stay up until the operator chooses. 'Later' puts that version off (it installs
 * when the app closes); a newer version that becomes ready is offered again. Nothing on the web, whose updater is
 * 'unsupported'.
 */
export function UpdatePrompt() {
  const update = useUpdateState();
  const { updater } = usePlatform();
  const toaster = useToaster();
  const [putOff, setPutOff] = useState<string | null>(null);
  const [restarting, setRestarting] = useState(false);
  if (update.state === 'unsupported') return null;
  const version = promptedVersion(update, putOff);
  return (
    // A live region that is there before the prompt, so screen readers announce the prompt when it appears.
    <div aria-live="polite">
      {version && (
        <Card className="portal-update-prompt" elevation={3} role="region" aria-label={UPDATE_PROMPT_TEXT.label}>
          <p className="portal-update-prompt-text">
            <Icon icon="automatic-updates" aria-hidden />
            {updateReadyText(version)}
          </p>
          <div className="portal-update-prompt-actions">
            <Button
              intent="primary"
              text={UPDATE_PROMPT_TEXT.restartNow}
              loading={restarting}
              onClick={() => {
                setRestarting(true);
                // A failed install shows as the updater's 'error' state, which ends the prompt; the button is freed either way.
                const done = () => setRestarting(false);
                void updater.installAndRestart().then(done, done);
              }}
            />
            <Button
              text={UPDATE_PROMPT_TEXT.later}
              disabled={restarting}
              onClick={() => {
                setPutOff(version);
                toaster.show(installsOnCloseText(version));
              }}
            />
          </div>
        </Card>
      )}
    </div>
  );
}
