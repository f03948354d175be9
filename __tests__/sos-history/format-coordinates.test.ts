import { formatCoordinates } from '@/lib/sos/format-coordinates';

describe('formatCoordinates', () => {
  it('writes dot decimals with six places, latitude first, whatever the language', () => {
    expect(formatCoordinates(52.37022, 4.89517)).toBe('52.370220, 4.895170');
    expect(formatCoordinates(-33.8688197, 151.2092959)).toBe('-33.868820, 151.209296');
  });
});
