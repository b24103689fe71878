import { placeOnPage, reportFileName, reportImageSize } from './export.logic';

describe('reportImageSize', () => {
  it('makes a wide map 1000 px wide', () => {
    expect(reportImageSize({ width: 2000, height: 800 })).toEqual({ width: 1000, height: 400 });
  });

  it('caps a tall map at 500 px high, keeping its proportions', () => {
    expect(reportImageSize({ width: 1200, height: 900 })).toEqual({ width: (1200 * 500) / 900, height: 500 });
    expect(reportImageSize({ width: 1000, height: 500 })).toEqual({ width: 1000, height: 500 });
  });

  it('gives nothing for an empty canvas', () => {
    expect(reportImageSize({ width: 0, height: 300 })).toEqual({ width: 0, height: 0 });
  });
});

describe('reportFileName', () => {
  it("names the PDF after the title, 'Map Report.pdf' when blank", () => {
    expect(reportFileName('Yampa flows, July')).toBe('Yampa flows, July.pdf');
    expect(reportFileName('   ')).toBe('Map Report.pdf');
  });

  it('replaces characters file systems refuse', () => {
    expect(reportFileName('a/b:c*?"<>|d')).toBe('a-b-c------d.pdf');
    expect(reportFileName('..hidden')).toBe('hidden.pdf');
  });
});

describe('placeOnPage', () => {
  it('centres the image and shrinks it only when the page is smaller', () => {
    expect(placeOnPage({ width: 1000, height: 400 }, { width: 1123, height: 794 }, 80, 40)).toEqual({ width: 1000, height: 400, x: 61.5, y: 80 });
    const small = placeOnPage({ width: 1000, height: 500 }, { width: 600, height: 800 }, 80, 40);
    expect(small.width).toBeCloseTo(520);
    expect(small.height).toBeCloseTo(260);
    expect(small.x).toBeCloseTo(40);
  });
});
