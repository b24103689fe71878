import type { SiteParamSummaryRow } from '@portal/contracts';
import { toCsv } from '../../common/csv';
import { flyToMapPath, locationLinks, SITE_SUMMARY_COLUMNS } from './site-summary.logic';

const row: SiteParamSummaryRow = {
  location_ndx: 3, parameter_ndx: 67, location_name: 'Yampa River at Steamboat Springs', location_type: 'Stream Gage',
  parameter: 'Streamflow', data_provider: 'U.S. Geological Survey', huc8: '14050001', start_por: '1991-10-01', end_por: '2026-11-25',
  years: 35.2, latitude: 40.4836, longitude: -106.8317, location_urls: 'NWIS;https://waterdata.usgs.gov/monitoring-location/09239500/,CDSS;https://dwr.state.co.us/Tools/Stations/YAMSTECO',
  datacategory_path: 'watershed-health',
};

describe('site summary table', () => {
  it("reads the location's links, keeping a comma inside a URL and dropping anything but http(s)", () => {
    expect(locationLinks(row.location_urls)).toEqual([
      { label: 'NWIS', url: 'https://waterdata.usgs.gov/monitoring-location/09239500/' },
      { label: 'CDSS', url: 'https://dwr.state.co.us/Tools/Stations/YAMSTECO' },
    ]);
    expect(locationLinks('Report;https://x.example/a,b.pdf,Bad;javascript:alert(1)')).toEqual([{ label: 'Report', url: 'https://x.example/a,b.pdf' }]);
    expect(locationLinks(null)).toEqual([]);
  });

  it('flies to the site on the map explorer at zoom 14, under its data category', () => {
    expect(flyToMapPath(row)).toBe('/tools/map-explorer/watershed-health/40.4836/-106.8317/14');
    expect(flyToMapPath({ ...row, latitude: null })).toBeNull();
  });

  it('writes the columns as the table reads them, dates as MM/dd/yyyy', () => {
    expect(toCsv([row], SITE_SUMMARY_COLUMNS).split('\r\n')).toEqual([
      'Location Name,Location Type,Parameter,Data Provider,HUC 8,Start POR,End POR,Years,Latitude,Longitude,Location URLs',
      'Yampa River at Steamboat Springs,Stream Gage,Streamflow,U.S. Geological Survey,14050001,10/01/1991,11/25/2026,35.2,40.4836,-106.8317,' +
        '"NWIS: https://waterdata.usgs.gov/monitoring-location/09239500/, CDSS: https://dwr.state.co.us/Tools/Stations/YAMSTECO"',
      '',
    ]);
  });
});
