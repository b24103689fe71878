import { alertMessage, SMS_MAX_LENGTH, type AlertFacts, type AlertOccurrence } from './alert-message';

const facts: AlertFacts = {
  alert_request_ndx: 7,
  alert_type: 'Value Above Trigger',
  condition: 'above',
  location: 'Stagecoach Reservoir Buoy',
  location_id: 'SCR-BUOY',
  custom_loc_name: null,
  custom_subject: null,
  parameter: 'Water Temperature',
  units: 'degF',
  trigger_value: 60,
  reset_hours: 6,
  notes: 'Call the dam tender.',
};
const occurrence: AlertOccurrence = {
  kind: 'fired',
  firedAt: new Date('2026-07-15T19:01:00Z'),
  value: 61.25,
  observedAt: new Date('2026-07-15T19:00:00Z'),
  mapUrl: 'https://portal.example/tools/map-explorer/x/40.1/-106.8/13',
  manageUrl: 'https://portal.example/tools/system-management/alerts-management',
};

describe('alertMessage', () => {
  it('says which alert, where, what value, when (America/Denver), the threshold and where to look', () => {
    const { subject, message } = alertMessage(facts, occurrence);
    expect(subject).toBe('Stagecoach Reservoir Buoy: Water Temperature 61.25 degF is above 60 degF');
    expect(message).toContain('Alert #7 (Value Above Trigger) fired at 07/15/2026 1:01 PM MDT.');
    expect(message).toContain('Where: Stagecoach Reservoir Buoy (SCR-BUOY).');
    expect(message).toContain('Latest value: 61.25 degF at 07/15/2026 1:00 PM MDT.');
    expect(message).toContain('Threshold: above 60 degF.');
    expect(message).toContain('Notes: Call the dam tender.');
    expect(message).toContain(`Map: ${occurrence.mapUrl}`);
    expect(message).toContain(`Manage or acknowledge: ${occurrence.manageUrl}`);
  });

  it('uses the custom subject and place name, and marks repeats', () => {
    const { subject, message } = alertMessage(
      { ...facts, custom_subject: 'Reservoir too warm', custom_loc_name: 'The buoy' },
      { ...occurrence, kind: 'repeat' },
    );
    expect(subject).toBe('Still active: Reservoir too warm');
    expect(message.split('\n')[0]).toBe('The buoy: Water Temperature 61.25 degF is above 60 degF');
    expect(message).toContain('Where: The buoy (Stagecoach Reservoir Buoy, SCR-BUOY).');
    expect(message).toContain('is still active at');
  });

  it('describes a stale series, including one that never reported', () => {
    const stale = { ...facts, condition: 'stale' as const, trigger_value: 2 };
    expect(alertMessage(stale, occurrence).subject).toBe('Stagecoach Reservoir Buoy: no Water Temperature value for over 2 hours');
    const never = alertMessage(stale, { ...occurrence, value: null, observedAt: null });
    expect(never.message).toContain('No value has been received from this series.');
    expect(never.message).toContain('Threshold: a value at least every 2 hours.');
  });

  it('keeps the text message to one segment', () => {
    const long = alertMessage({ ...facts, location: 'A'.repeat(300) }, occurrence).sms;
    expect(long.length).toBe(SMS_MAX_LENGTH);
    expect(alertMessage(facts, occurrence).sms).toBe(
      'Alert: Stagecoach Reservoir Buoy: Water Temperature 61.25 degF is above 60 degF (07/15/2026 1:00 PM MDT)',
    );
  });
});
