import type { AlertLocationOption, AlertRequestRow } from '@portal/contracts';
import {
  alertDraftToInput, alertRowDraft, isRefusedNumberKey, newAlertDraft, parametersOf, sendToDetails, validateAlertDraft, withLocation,
} from './alert-form.logic';

const LOCATIONS: AlertLocationOption[] = [
  { location_ndx: 52, location: 'Yamcolo Reservoir', parameters: [{ parameter_ndx: 169, parameter: 'Water temperature', units: '°F' }, { parameter_ndx: 1538, parameter: 'Battery', units: 'V' }] },
  { location_ndx: 656, location: 'Stagecoach Outlet', parameters: [{ parameter_ndx: 169, parameter: 'Water temperature', units: '°F' }] },
];

const valid = { ...newAlertDraft(), alert_type_ndx: '1', location_ndx: '52', parameter_ndx: '1538', trigger_value: '12.5', reset_hours: '0' };

describe('alert form', () => {
  it('asks for every required field, and for a location before a parameter', () => {
    expect(validateAlertDraft(newAlertDraft())).toEqual({
      alert_type_ndx: '*Required field',
      location_ndx: '*Required field',
      parameter_ndx: '*Select a location first',
      trigger_value: '*Required field',
      reset_hours: '*Required field',
    });
    expect(validateAlertDraft({ ...valid, parameter_ndx: '' })).toEqual({ parameter_ndx: '*Required field' });
    expect(validateAlertDraft(valid)).toEqual({});
  });

  it('takes reset hours from 0 up, and refuses an exponent however it arrived', () => {
    expect(validateAlertDraft({ ...valid, reset_hours: '-1' })).toEqual({ reset_hours: '*Must be 0 or more' });
    expect(validateAlertDraft({ ...valid, reset_hours: '87601' })).toEqual({ reset_hours: '*Must be at most 87600 (10 years)' });
    expect(validateAlertDraft({ ...valid, trigger_value: '1e3' })).toEqual({ trigger_value: '*Must be a number' });
    expect(validateAlertDraft({ ...valid, trigger_value: '-2.5' })).toEqual({});
    expect(validateAlertDraft({ ...valid, alert_type_ndx: '2', trigger_value: '0' })).toEqual({ trigger_value: '*Must be more than 0 hours' });
    expect(validateAlertDraft({ ...valid, alert_type_ndx: '2', trigger_value: '0.5' })).toEqual({});
    expect(['e', 'E', '+'].map(isRefusedNumberKey)).toEqual([true, true, true]);
    expect(['1', '.', '-', 'Backspace'].map(isRefusedNumberKey)).toEqual([false, false, false, false]);
  });

  it("offers the location's parameters, and a new location keeps only a parameter it has", () => {
    expect(parametersOf(LOCATIONS, '656').map((p) => p.parameter_ndx)).toEqual([169]);
    expect(parametersOf(LOCATIONS, '')).toEqual([]);
    expect(withLocation({ ...valid, parameter_ndx: '169' }, '656', LOCATIONS)).toMatchObject({ location_ndx: '656', parameter_ndx: '169' });
    expect(withLocation(valid, '656', LOCATIONS)).toMatchObject({ location_ndx: '656', parameter_ndx: '' });
  });

  it('sends numbers as numbers and blank texts as null, and starts an edit from the row', () => {
    const input = alertDraftToInput({ ...valid, merged_address_ndx: [4, 2], custom_subject: '  ', notes: ' Call the dam tender ' });
    expect(input).toEqual({
      enabled: true, alert_type_ndx: 1, location_ndx: 52, parameter_ndx: 1538, trigger_value: 12.5, reset_hours: 0,
      merged_address_ndx: [4, 2], custom_subject: null, custom_loc_name: null, notes: 'Call the dam tender',
    });
    const row = { ...input, alert_request_ndx: 9, custom_loc_name: 'Yamcolo' } as AlertRequestRow;
    expect(alertDraftToInput(alertRowDraft(row))).toEqual({ ...input, custom_loc_name: 'Yamcolo' });
  });

  it("shows each address of the chosen contacts and groups once, as they are now", () => {
    const options = [
      { merged_address_ndx: 1, send_to_details: 'zoe@example.org' },
      { merged_address_ndx: 2, send_to_details: 'ops@example.org, zoe@example.org' },
      { merged_address_ndx: 3, send_to_details: '' },
    ];
    expect(sendToDetails([2, 1, 3], options)).toBe('ops@example.org, zoe@example.org');
    expect(sendToDetails([], options)).toBe('');
  });
});
