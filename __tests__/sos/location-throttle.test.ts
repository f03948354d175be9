import { distanceMetres } from '@/lib/sos/haversine';
import { shouldRecordPosition, type TimedPosition } from '@/lib/sos/location-throttle';
import { openStreetMapUrl } from '@/lib/sos/map-link';

const at = (latitude: number, longitude: number, recordedAt: number): TimedPosition => ({ latitude, longitude, accuracy: 5, recordedAt });

describe('distanceMetres', () => {
  it('measures known distances', () => {
    // Madrid (Puerta del Sol) to Barcelona (Plaça de Catalunya): about 505 km.
    expect(distanceMetres({ latitude: 40.4169, longitude: -3.7035 }, { latitude: 41.387, longitude: 2.1701 }) / 1000).toBeCloseTo(505, -1);
    // 0.0001° of latitude is about 11.1 m.
    expect(distanceMetres({ latitude: 38, longitude: -0.5 }, { latitude: 38.0001, longitude: -0.5 })).toBeCloseTo(11.1, 0);
    expect(distanceMetres({ latitude: 10, longitude: 10 }, { latitude: 10, longitude: 10 })).toBe(0);
  });
});

describe('shouldRecordPosition', () => {
  const start = at(38.3452, -0.481, 0);

  it('records the first position at once', () => {
    expect(shouldRecordPosition(null, start)).toBe(true);
  });

  it('skips a standing member until 10 s have passed', () => {
    expect(shouldRecordPosition(start, at(38.3452, -0.481, 9_999))).toBe(false);
    expect(shouldRecordPosition(start, at(38.3452, -0.481, 10_000))).toBe(true);
  });

  it('records sooner once the member moved 25 m', () => {
    expect(shouldRecordPosition(start, at(38.3454, -0.481, 3_000))).toBe(false); // ~22 m
    expect(shouldRecordPosition(start, at(38.3455, -0.481, 3_000))).toBe(true); // ~33 m
  });

  it('never writes more than once per 2 s, however fast the member moves', () => {
    expect(shouldRecordPosition(start, at(38.35, -0.481, 1_000))).toBe(false);
    expect(shouldRecordPosition(start, at(38.35, -0.481, 2_000))).toBe(true);
  });
});

describe('openStreetMapUrl', () => {
  it('puts a marker on the position', () => {
    expect(openStreetMapUrl({ latitude: 38.3452, longitude: -0.481 })).toBe(
      'https://www.openstreetmap.org/?mlat=38.345200&mlon=-0.481000#map=17/38.345200/-0.481000',
    );
  });
});
