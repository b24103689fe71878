import type { AlertLocationOption, AlertRequestRow } from '@portal/contracts';
import {
  alertDraftToInput, alertRowDraft, newAlertDraft, parametersOf, sendToDetails, validateAlertDraft, withLocation,
} from './alert-form.logic';

const LOCATIONS: AlertLocationOption[] = [
  { location_ndx: 52, location: 'Yamcolo Reservoir', parameters: [{ parameter_ndx: 169, parameter: 'Water temperature', units: '°F' }, { parameter_ndx: 1538, parameter: 'Battery', units: 'V' }] },
  { location_ndx: 656, location: 'Stagecoach Outlet', parameters: [{ parameter_ndx: 169, parameter: 'Water temperature', units: '°F' }] },
];

const valid = {
  ...newAlertDraft(), alert_type_ndx: '1', location_ndx: '52', parameter_ndx: '1538', trigger_value: '12.5', reset_hours: '0', merged_address_ndx: [3],
};

describe('alert form', () => {
  it('asks for every required field, and for a location before a parameter', () => {
    expect(validateAlertDraft(newAlertDraft())).toEqual({
      alert_type_ndx: '*Required field',
      location_ndx: '*Required field',
      parameter_ndx: '*Select a location first',
      trigger_value: '*Required field',
      reset_hours: '*Required field',
      merged_address_ndx: '*Select at least one group or contact',
    });
    expect(validateAlertDraft({ ...valid, parameter_ndx: '' })).toEqual({ parameter_ndx: '*Required field' });
    expect(validateAlertDraft(valid)).toEqual({});
  });

  it('takes reset hours from 0 up', () => {
    expect(validateAlertDraft({ ...valid, reset_hours: '-1' })).toEqual({ reset_hours: '*Must be 0 or more' });
    expect(validateAlertDraft({ ...valid, reset_hours: '87601' })).toEqual({ reset_hours: '*Must be at most 87600 (10 years)' });
    expect(validateAlertDraft({ ...valid, trigger_value: '-2.5' })).toEqual({});
    expect(validateAlertDraft({ ...valid, alert_type_ndx: '2', trigger_value: '0' })).toEqual({ trigger_value: '*Must be more than 0 hours' });
    expect(validateAlertDraft({ ...valid, alert_type_ndx: '2', trigger_value: '0.5' })).toEqual({});
  });

  it('sends the number typed, exponent and all, and refuses with a message what is no number rather than reading another', () => {
    for (const [typed, sent] of [['1e5', 100_000], ['2.5E-3', 0.0025], ['-1e3', -1000], ['.5', 0.5], ['+7', 7], ['12.', 12]] as const) {
      expect([typed, validateAlertDraft({ ...valid, trigger_value: typed })]).toEqual([typed, {}]);
      expect([typed, alertDraftToInput({ ...valid, trigger_value: typed }).trigger_value]).toEqual([typed, sent]);
    }
    // What Number() would read as some other number, or not at all.
    for (const typed of ['1e', '15e', '0x10', 'Infinity', '1,000', '1_000', '1e5.5', '--1', 'e5']) {
      expect([typed, validateAlertDraft({ ...valid, trigger_value: typed })]).toEqual([typed, { trigger_value: '*Must be a number' }]);
    }
    expect(validateAlertDraft({ ...valid, trigger_value: '1e13' })).toEqual({ trigger_value: '*Must be between -1000000000000 and 1000000000000' });
  });

  it('needs somebody to tell, and texts no longer than the server keeps', () => {
    expect(validateAlertDraft({ ...valid, merged_address_ndx: [] })).toEqual({ merged_address_ndx: '*Select at least one group or contact' });
    expect(validateAlertDraft({ ...valid, notes: 'x'.repeat(2000), custom_subject: 'y'.repeat(200), custom_loc_name: ` ${'z'.repeat(200)} ` })).toEqual({});
    expect(validateAlertDraft({ ...valid, notes: 'x'.repeat(2001), custom_subject: 'y'.repeat(201), custom_loc_name: 'z'.repeat(201) })).toEqual({
      notes: '*Must be at most 2000 characters',
      custom_subject: '*Must be at most 200 characters',
      custom_loc_name: '*Must be at most 200 characters',
    });
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
