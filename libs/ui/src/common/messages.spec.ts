import { errorOccurredText, MESSAGES } from './messages';

describe('common messages', () => {
  it('are worded as the screens show them', () => {
    expect(MESSAGES).toEqual({
      errorLoadingData: 'Error loading data',
      noRecords: 'No records to display',
      noData: 'No Data Available',
      loading: 'Loading...',
    });
    expect(errorOccurredText('HTTP 500')).toBe('An error has occurred: HTTP 500');
  });
});
